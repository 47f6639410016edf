import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../contract/errors.js';
import {
  AVATAR_MAX_BYTES,
  avatarMessages,
  customizeAvatarNameSchema,
  resetAvatarSchema,
  voiceAvatarListSchema,
  voiceAvatarSchema,
} from '../../contract/voice-avatars.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { parseRowId } from '../http/row-id.js';
import { readAvatarUpload } from './read-avatar-upload.js';
import { reencodeAvatar } from './reencode-avatar.js';
import { sendPicture } from './send-picture.js';
import {
  type AvatarDeps,
  customizeAvatarName,
  listAvatars,
  readAvatarImage,
  resetAvatar,
  saveAvatarImage,
} from './voice-avatars.js';

/** The voice avatars: everyone sees the built-in ones; a signed-in user may change their own. */
export function avatarRoutes(deps: AvatarDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['voice avatars'];

    app.get(
      '/api/voice-avatars',
      {
        schema: {
          tags,
          summary:
            "The six voice avatars, each with the signed-in user's own picture and name where set (guests: the built-in ones)",
          response: { 200: voiceAvatarListSchema },
        },
      },
      async (request) => listAvatars(deps, request.auth?.user.id ?? null),
    );

    app.get(
      '/api/voice-avatars/:id/image',
      {
        schema: {
          tags,
          summary:
            "One of the signed-in user's own avatar pictures (image/webp); another user's is 404. With the current version as v it may be cached for good",
          params: z.object({ id: z.string() }),
          querystring: z.object({ v: z.string().max(100).optional() }),
          response: {
            200: z.unknown().describe('The picture (image/webp)'),
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { user } = requireUser(request);
        const id = parseRowId(request.params.id);
        if (id === null) throw AppError.notFound(avatarMessages.notFound);
        const picture = await readAvatarImage(deps, user.id, id);
        return sendPicture(reply, picture, request.query.v, 'avatar.webp');
      },
    );

    app.post(
      '/api/voice-avatars/customize-name',
      {
        schema: {
          tags,
          summary: 'Give a voice avatar your own name (the built-in name clears it)',
          body: customizeAvatarNameSchema,
          response: { 200: voiceAvatarSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => customizeAvatarName(deps, requireUser(request).user.id, request.body),
    );

    app.post(
      '/api/voice-avatars/reset',
      {
        schema: {
          tags,
          summary: 'Back to the built-in picture and name of a voice avatar',
          body: resetAvatarSchema,
          response: { 200: voiceAvatarSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => resetAvatar(deps, requireUser(request).user.id, request.body.voiceId),
    );

    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
      });
      uploads.post(
        '/api/voice-avatars/upload',
        {
          schema: {
            tags,
            summary:
              'Your own picture for a voice avatar (multipart: avatar, an image up to 5 MB; voiceId; optional customName). Stored re-encoded: square, 256 px, WebP, without metadata',
            consumes: ['multipart/form-data'],
            response: {
              200: voiceAvatarSchema,
              400: errorBodySchema,
              401: errorBodySchema,
              413: errorBodySchema,
              415: errorBodySchema,
            },
          },
        },
        async (request) => {
          const { user } = requireUser(request);
          const upload = await readAvatarUpload(request);
          const picture = await reencodeAvatar(upload.picture);
          return saveAvatarImage(deps, user.id, upload.voiceId, picture, upload.customName);
        },
      );
    });
  };
}

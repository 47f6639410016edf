import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarContract as contract } from '../../contract/avatar-routes.js';
import { AVATAR_MAX_BYTES, avatarMessages } from '../../contract/voice-avatars.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
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

    app.route({
      ...contractRoute(contract.list, {
        tags,
        summary:
          "The six voice avatars, each with the signed-in user's own picture and name where set (guests: the built-in ones)",
      }),
      handler: async (request) => listAvatars(deps, request.auth?.user.id ?? null),
    });

    app.route({
      ...contractRoute(contract.image, {
        tags,
        summary:
          "One of the signed-in user's own avatar pictures (image/webp); another user's is 404. With the current version as v it may be cached for good",
      }),
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        const id = parseRowId(request.params.id);
        if (id === null) throw AppError.notFound(avatarMessages.notFound);
        const picture = await readAvatarImage(deps, user.id, id);
        return sendPicture(reply, picture, request.query.v, 'avatar.webp');
      },
    });

    app.route({
      ...contractRoute(contract.customizeName, {
        tags,
        summary: 'Give a voice avatar your own name (the built-in name clears it)',
      }),
      handler: async (request) => customizeAvatarName(deps, requireUser(request).user.id, request.body),
    });

    app.route({
      ...contractRoute(contract.reset, {
        tags,
        summary: 'Back to the built-in picture and name of a voice avatar',
      }),
      handler: async (request) => resetAvatar(deps, requireUser(request).user.id, request.body.voiceId),
    });

    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
      });
      uploads.route({
        ...contractRoute(contract.upload, {
          tags,
          summary:
            'Your own picture for a voice avatar (multipart: avatar, an image up to 5 MB; voiceId; optional customName). Stored re-encoded: square, 256 px, WebP, without metadata',
        }),
        handler: async (request) => {
          const { user } = requireUser(request);
          const upload = await readAvatarUpload(request);
          const picture = await reencodeAvatar(upload.picture);
          return saveAvatarImage(deps, user.id, upload.voiceId, picture, upload.customName);
        },
      });
    });
  };
}

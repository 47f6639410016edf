import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VOICE_CLONE_MAX_PASSAGES,
  VOICE_CLONE_MAX_RECORDING_BYTES,
  voiceCloneMessages,
} from '../../contract/voice-clone.js';
import { voiceCloneContract as contract } from '../../contract/voice-clone-routes.js';
import { AppError } from '../http/app-error.js';
import { requireUser } from '../http/auth.js';
import { contractRoute } from '../http/contract-route.js';
import { logProviderFailure } from '../speech/provider-log.js';
import { createOwnVoice, deleteOwnVoice, type OwnVoiceDeps, ownVoiceStatus } from './own-voice.js';
import { readCloneUpload } from './read-clone-upload.js';

const tags = ['speech'];

/** The person's own voice: its state, making it from recordings (Premium), deleting it. Owner only. */
export function voiceCloneRoutes(deps: OwnVoiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...contractRoute(contract.status, {
        tags,
        summary: 'Whether voices can be made from recordings here, and your own voice if you have one',
      }),
      handler: async (request) => ownVoiceStatus(deps, requireUser(request).user),
    });

    app.route({
      ...contractRoute(contract.remove, {
        tags,
        summary: 'Deletes your own voice at the provider, and every recording kept with it',
      }),
      handler: async (request, reply) => {
        const { user } = requireUser(request);
        const gone = await logProviderFailure(request.log, () => deleteOwnVoice(deps, user.id));
        if (!gone) throw AppError.notFound(voiceCloneMessages.notFound);
        return reply.code(204).send(null);
      },
    });

    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: {
          fileSize: VOICE_CLONE_MAX_RECORDING_BYTES,
          files: VOICE_CLONE_MAX_PASSAGES + 2,
          fields: 4,
          parts: VOICE_CLONE_MAX_PASSAGES + 6,
          fieldSize: 1024,
        },
      });
      uploads.route({
        ...contractRoute(contract.create, {
          tags,
          summary:
            'Makes your own voice (Premium; multipart: name, consent recording, 3 to 6 passage recordings up to 10 MB each)',
        }),
        handler: async (request, reply) => {
          const { user } = requireUser(request);
          const voice = await logProviderFailure(request.log, () =>
            createOwnVoice(deps, user, () => readCloneUpload(request)),
          );
          return reply.code(201).send(voice);
        },
      });
    });
  };
}

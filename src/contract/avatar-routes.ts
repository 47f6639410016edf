import { z } from 'zod';
import { errorBodySchema } from './errors.js';
import { avatarPaths } from './paths/avatar.js';
import { route } from './route.js';
import {
  customizeAvatarNameSchema,
  resetAvatarSchema,
  voiceAvatarListSchema,
  voiceAvatarSchema,
} from './voice-avatars.js';

const changeErrors = { 400: errorBodySchema, 401: errorBodySchema };

/** The voice avatars: everyone sees the built-in ones; a signed-in user may change their own. */
export const avatarContract = {
  list: route(avatarPaths.list, { answer: voiceAvatarListSchema, errors: {} }),
  /** The picture itself (image/webp), an image's address; another user's is 404. */
  image: route(avatarPaths.image, {
    params: z.object({ id: z.string() }),
    query: z.object({ v: z.string().max(100).optional() }),
    answer: z.unknown().describe('The picture (image/webp)'),
    errors: { 401: errorBodySchema, 404: errorBodySchema },
  }),
  customizeName: route(avatarPaths.customizeName, {
    body: customizeAvatarNameSchema,
    answer: voiceAvatarSchema,
    errors: changeErrors,
  }),
  reset: route(avatarPaths.reset, {
    body: resetAvatarSchema,
    answer: voiceAvatarSchema,
    errors: changeErrors,
  }),
  /** Multipart: `avatar` (an image up to 5 MB), `voiceId`, optional `customName`. */
  upload: route(avatarPaths.upload, {
    form: true,
    answer: voiceAvatarSchema,
    errors: { ...changeErrors, 413: errorBodySchema, 415: errorBodySchema },
  }),
};

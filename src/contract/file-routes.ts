import { z } from 'zod';
import { chatErrorSchema } from './chat.js';
import { documentSchema, fileParamsSchema, uploadQuerySchema } from './documents.js';
import { errorBodySchema } from './errors.js';
import { filePaths } from './paths/file.js';
import { route } from './route.js';

/** A signed-in person's files: the upload of one for analysis, and its bytes. */
export const fileContract = {
  /**
   * Multipart: `file` (up to 10 MB), `category`, optional `message`. A 403 that refuses the question
   * the file is for says which limit (`limitType`), like a refused turn.
   */
  upload: route(filePaths.upload, {
    form: true,
    query: uploadQuerySchema,
    status: 201,
    answer: documentSchema,
    errors: {
      400: errorBodySchema,
      401: errorBodySchema,
      403: chatErrorSchema,
      404: errorBodySchema,
      409: errorBodySchema,
      413: errorBodySchema,
      415: errorBodySchema,
      503: errorBodySchema,
    },
  }),
  /** The file itself, with its checked type; another user's is 404. */
  file: route(filePaths.file, {
    params: fileParamsSchema,
    answer: z.unknown().describe('The file, with its checked type and a Content-Disposition naming it'),
    errors: { 401: errorBodySchema, 404: errorBodySchema },
  }),
};

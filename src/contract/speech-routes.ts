import { z } from 'zod';
import { errorBodySchema } from './errors.js';
import { speechPaths } from './paths/speech.js';
import { route } from './route.js';
import { speechQuerySchema, speechVoicesSchema, transcriptionSchema } from './speech.js';

/** Speech: a reply's audio, the voices, a recording's text, and the providers warmed before a turn. */
export const speechContract = {
  /** Audio, not JSON: an audio element's address (guests: text with its speech token). */
  tts: route(speechPaths.tts, {
    query: speechQuerySchema,
    answer: z.unknown().describe('Audio (audio/mpeg from the provider, audio/wav from espeak-ng)'),
    errors: {
      400: errorBodySchema,
      403: errorBodySchema,
      429: errorBodySchema,
      502: errorBodySchema,
      503: errorBodySchema,
    },
  }),
  voices: route(speechPaths.voices, { answer: speechVoicesSchema, errors: {} }),
  /** Multipart: `file` (up to 10 MB) and `language`; 503 when unavailable. */
  transcribe: route(speechPaths.transcribe, {
    form: true,
    answer: transcriptionSchema,
    errors: {
      400: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      502: errorBodySchema,
      503: errorBodySchema,
    },
  }),
  /** 204, no content. No sign-in: it changes nothing. */
  warm: route(speechPaths.warm, { status: 204, answer: z.null().describe('No content'), errors: {} }),
};

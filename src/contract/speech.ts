import { z } from 'zod';
import { supportedLanguage } from './languages.js';
import {
  OWN_VOICE,
  SPEECH_TEXT_MAX,
  SPEED_MAX,
  SPEED_MIN,
  speechLanguages,
  speechModelIds,
  speechVoiceIds,
} from './speech-values.js';
import { text } from './text.js';

export * from './speech-values.js';

/** Error codes of the speech routes (besides VALIDATION_ERROR and PAYLOAD_TOO_LARGE). */
export const SpeechErrorCode = {
  ttsUnavailable: 'TTS_UNAVAILABLE',
  ttsFailed: 'TTS_FAILED',
  sttUnavailable: 'STT_UNAVAILABLE',
  sttFailed: 'STT_FAILED',
} as const;

export const speechMessages = {
  text: 'Text is required',
  textTooLong: `Text is too long (at most ${SPEECH_TEXT_MAX} characters)`,
  voice: `Voice must be one of ${speechVoiceIds.join(', ')}`,
  speed: `Speed must be a number from ${SPEED_MIN} to ${SPEED_MAX}`,
  model: `Model must be one of ${speechModelIds.join(', ')}`,
  lang: `Language must be one of ${speechLanguages.join(', ')}`,
  ttsUnavailable: "Speech is not available on this server. Your browser's own voice will be used instead.",
  ttsFailed: 'Speech synthesis failed. There might be an issue with the speech synthesis provider.',
  sttUnavailable: 'Speech recognition is not available on this server. Please type your message instead.',
  sttFailed: 'Speech recognition failed. Please try again or type your message instead.',
  fileTooLarge: 'File is too large. Maximum size is 10MB.',
  fileRequired: 'Please attach an audio recording (field "file").',
  notAudio: 'The file must be an audio recording.',
  speechToken: 'Guests may only hear replies Voxpert gave them. Please sign in to hear other text.',
  speechQuota: "Today's speech allowance is used up.",
  transcriptionQuota: "Today's speech recognition allowance is used up.",
} as const;

/** The voices /api/tts may be asked for: the six, and the person's own. */
const requestVoiceIds = [...speechVoiceIds, OWN_VOICE] as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** "es", "es-mx" or "ES-es" stand for es-ES: the language whose primary subtag matches. */
function toSpeechLanguage(v: unknown): unknown {
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  return supportedLanguage(v) ?? v;
}

/**
 * GET /api/tts query. `t` is the browser's timestamp against caching and is ignored. `token` is the
 * `speechToken` a guest's reply came with: guests may only hear text the server gave them.
 */
export const speechQuerySchema = z.object({
  text: text(speechMessages.text).max(SPEECH_TEXT_MAX, speechMessages.textTooLong),
  token: z.string().max(200).optional(),
  voice: z.preprocess(
    emptyToUndefined,
    z.enum(requestVoiceIds, { error: speechMessages.voice }).default('nova'),
  ),
  speed: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: speechMessages.speed })
      .min(SPEED_MIN, speechMessages.speed)
      .max(SPEED_MAX, speechMessages.speed)
      .default(1),
  ),
  model: z.preprocess(
    emptyToUndefined,
    z.enum(speechModelIds, { error: speechMessages.model }).default('tts-1'),
  ),
  lang: z.preprocess(
    toSpeechLanguage,
    z.enum(speechLanguages, { error: speechMessages.lang }).default('en-US'),
  ),
  t: z.string().optional(),
});
export type SpeechQuery = z.infer<typeof speechQuerySchema>;

export const speechEngineNames = ['openai', 'espeak', 'browser'] as const;

export const speechVoicesSchema = z
  .object({
    engine: z.enum(speechEngineNames).describe('Who speaks: the provider, espeak-ng, or the browser itself'),
    transcription: z
      .boolean()
      .describe(
        'Whether POST /api/transcribe turns recordings into text (a speech-to-text service is set up)',
      ),
    cloning: z
      .boolean()
      .describe('Whether Premium members can have their own voice made from their recordings (voice=own)'),
    voices: z.array(z.object({ id: z.enum(speechVoiceIds), description: z.string(), default: z.boolean() })),
    models: z.array(
      z.object({ id: z.enum(speechModelIds), label: z.string(), requiresPaidPlan: z.boolean().optional() }),
    ),
  })
  .meta({ id: 'SpeechVoices' });
export type SpeechVoices = z.infer<typeof speechVoicesSchema>;

export const transcriptionSchema = z.object({ text: z.string() }).meta({ id: 'Transcription' });
export type Transcription = z.infer<typeof transcriptionSchema>;

import { z } from 'zod';

/** Passages a voice is made from (about a minute of speech in all), besides the consent recording. */
export const VOICE_CLONE_MIN_PASSAGES = 3;
export const VOICE_CLONE_MAX_PASSAGES = 6;
/** Each recording is at most this many bytes. */
export const VOICE_CLONE_MAX_RECORDING_BYTES = 10 * 1024 * 1024;
/** The name said in the consent sentence. */
export const VOICE_CLONE_NAME_MAX = 80;

/** The sentence a person reads aloud before their voice is copied, with their name in it. */
export function consentSentence(name: string): string {
  return `I, ${name}, agree that Voxpert may create a copy of my voice for my own conversations`;
}

/** Error codes of the voice-clone routes (besides VALIDATION_ERROR, NOT_FOUND and PAYLOAD_TOO_LARGE). */
export const VoiceCloneErrorCode = {
  premiumRequired: 'PREMIUM_REQUIRED',
  exists: 'VOICE_CLONE_EXISTS',
  unavailable: 'VOICE_CLONE_UNAVAILABLE',
  failed: 'VOICE_CLONE_FAILED',
} as const;

export const voiceCloneMessages = {
  name: 'Please enter your name as you say it in the consent sentence.',
  nameTooLong: `Name must be at most ${VOICE_CLONE_NAME_MAX} characters`,
  consentRequired: 'Please record the consent sentence (field "consent").',
  passagesRequired: `Please record at least ${VOICE_CLONE_MIN_PASSAGES} passages (field "passage").`,
  tooManyPassages: `Please send at most ${VOICE_CLONE_MAX_PASSAGES} passages.`,
  notAudio: 'The file must be an audio recording.',
  fileTooLarge: 'File is too large. Maximum size is 10MB.',
  premiumRequired: 'Your own voice is part of Premium. Upgrade to Premium to use it.',
  exists: 'You already have your own voice. Delete it first to record a new one.',
  unavailable: 'Voices made from your own recordings are not available on this server.',
  failed: 'Your voice could not be made right now. Please try again later.',
  unusable: 'Your recordings could not be used to make a voice. Please record them again in a quiet place.',
  notFound: 'You have no voice of your own.',
} as const;

export const voiceCloneSchema = z
  .object({
    status: z
      .enum(['ready', 'paused'])
      .describe(
        'ready: it speaks when chosen; paused: Premium was cancelled, it is deleted when the period ends',
      ),
    consentText: z.string().describe('The consent sentence as it was recorded'),
    recordings: z.number().int().describe('Recordings kept with it (the consent and the passages)'),
    createdAt: z.string(),
    deletesAt: z
      .string()
      .nullable()
      .describe('When a paused voice is deleted (the end of the paid period); null while ready'),
  })
  .meta({ id: 'VoiceClone' });
export type VoiceClone = z.infer<typeof voiceCloneSchema>;

export const voiceCloneStatusSchema = z
  .object({
    available: z.boolean().describe('Whether this server can make voices from recordings'),
    voice: voiceCloneSchema.nullable(),
  })
  .meta({ id: 'VoiceCloneStatus' });
export type VoiceCloneStatus = z.infer<typeof voiceCloneStatusSchema>;

// Without zod: the voice settings on the browser's first load import these.
import { conversationLanguages } from './languages.js';

/** The six voices, with the descriptions the voice settings show. */
export const speechVoices = {
  alloy: 'neutral, balanced',
  echo: 'gentle, lower',
  fable: 'narrative, expressive',
  onyx: 'deep, authoritative',
  nova: 'warm female, default',
  shimmer: 'clear, soothing',
} as const;
export type SpeechVoice = keyof typeof speechVoices;
export const speechVoiceIds = Object.keys(speechVoices) as [SpeechVoice, ...SpeechVoice[]];
export const DEFAULT_VOICE: SpeechVoice = 'nova';
/**
 * The voice /api/tts is asked for to speak in the person's own voice (made from their recordings,
 * Premium) instead of one of the six; without a usable one the default voice speaks.
 */
export const OWN_VOICE = 'own';

export const speechModelIds = ['tts-1', 'tts-1-hd'] as const;
export type SpeechModel = (typeof speechModelIds)[number];
/** tts-1-hd needs a paid plan (DECISIONS.md); Free and guests are served tts-1. */
export const speechModels = [
  { id: 'tts-1', label: 'Standard' },
  { id: 'tts-1-hd', label: 'HD', requiresPaidPlan: true },
] as const;

/** The eleven conversation languages, which speech also speaks. */
export const speechLanguages = conversationLanguages;
export type SpeechLanguage = (typeof speechLanguages)[number];

export const SPEED_MIN = 0.25;
export const SPEED_MAX = 4;
/** The speed slider moves in steps of 0.05. */
export const SPEED_STEP = 0.05;

/**
 * The longest text one speech request may ask for, in characters: speech is asked for a sentence at a
 * time, so this only refuses abuse (longer text answers 400 with a message for `text`).
 */
export const SPEECH_TEXT_MAX = 1000;

/** The sample the voice settings' test speaks: text of the product's own, which guests may hear too. */
export const VOICE_SAMPLE_TEXT = "Hello! This is how I'll sound when we talk.";

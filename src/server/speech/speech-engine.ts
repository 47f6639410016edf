import type { Readable } from 'node:stream';
import type { SpeechLanguage, SpeechModel, SpeechVoice } from '../../contract/speech.js';
import type { UserRow } from '../db/schema/index.js';

/** What to say, already cleaned of Markdown and capped. */
export type SpeechRequest = {
  text: string;
  voice: SpeechVoice;
  model: SpeechModel;
  speed: number;
  lang: SpeechLanguage;
};

/**
 * Audio on its way: `body` streams as it is produced, and ends only when the engine finished well
 * (an engine that fails midway destroys it with an error, so partial audio is never cached).
 */
export type SpeechAudio = { contentType: string; body: Readable };

export type SpeechEngine = {
  name: 'openai' | 'espeak';
  /** Resolves once audio starts (first byte, or the provider's headers); rejects (AppError) on failure before that. */
  speak(request: SpeechRequest, signal: AbortSignal): Promise<SpeechAudio>;
};

/**
 * Speaks a text in the person's own voice (made from their recordings, voice-clone/); null when they
 * have none they may use now. Rejects with the provider's error (an AppError) when the provider fails.
 */
export type OwnVoiceSpeaker = (
  user: UserRow,
  text: string,
  signal: AbortSignal,
) => Promise<(SpeechAudio & { characters: number }) | null>;

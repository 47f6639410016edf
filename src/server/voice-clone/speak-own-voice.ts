import { toSpeechText } from '../ai/speech-text.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import type { SpeechAudio } from '../speech/speech-engine.js';
import { findOwnVoice, mayUseOwnVoice } from './own-voice.js';
import type { VoiceCloner } from './voice-cloner.js';

/**
 * Speaks a text in the person's own voice; null when they have none they may use now (no voice, no
 * active Premium). Rejects with the provider's error (an AppError) when the provider fails.
 */
export type OwnVoiceSpeaker = (
  user: UserRow,
  text: string,
  signal: AbortSignal,
) => Promise<(SpeechAudio & { characters: number }) | null>;

export function ownVoiceSpeaker(deps: {
  db: Database;
  clock: () => Date;
  cloner: VoiceCloner;
}): OwnVoiceSpeaker {
  return async (user, text, signal) => {
    if (!mayUseOwnVoice(user, deps.clock())) return null;
    const row = await findOwnVoice(deps.db, user.id);
    const spoken = toSpeechText(text);
    if (!row || !spoken) return null;
    const audio = await deps.cloner.speak(row.providerVoiceId, spoken, signal);
    return { ...audio, characters: spoken.length };
  };
}

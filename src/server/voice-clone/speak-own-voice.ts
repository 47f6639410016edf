import { toSpeechText } from '../ai/sentences/speech-text.js';
import type { Database } from '../db/client.js';
import type { OwnVoiceSpeaker } from '../speech/speech-engine.js';
import { findOwnVoice, mayUseOwnVoice } from './own-voice.js';
import type { VoiceCloner } from './voice-cloner.js';

/** The own voice of a person with an active Premium (no voice, or no such plan: null). */
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

import { DEFAULT_VOICE, type SpeechVoices, speechModels, speechVoices } from '../../contract/speech.js';
import type { SpeechEngine } from './speech-engine.js';

/** The six voices, the two models, and who speaks them ('browser' when the server has no engine). */
export function listVoices(engine: SpeechEngine | null): SpeechVoices {
  return {
    engine: engine?.name ?? 'browser',
    voices: Object.entries(speechVoices).map(([id, description]) => ({
      id: id as keyof typeof speechVoices,
      description,
      default: id === DEFAULT_VOICE,
    })),
    models: speechModels.map((m) => ({ ...m })),
  };
}

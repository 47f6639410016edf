import { DEFAULT_VOICE, type SpeechVoices, speechModels, speechVoices } from '../../contract/speech.js';
import type { SpeechEngine } from './speech-engine.js';

/**
 * The six voices, the two models, who speaks them ('browser' when the server has no engine), and
 * whether the server transcribes recordings (a browser without speech recognition needs it to listen).
 */
export function listVoices(engine: SpeechEngine | null, transcription: boolean): SpeechVoices {
  return {
    engine: engine?.name ?? 'browser',
    transcription,
    voices: Object.entries(speechVoices).map(([id, description]) => ({
      id: id as keyof typeof speechVoices,
      description,
      default: id === DEFAULT_VOICE,
    })),
    models: speechModels.map((m) => ({ ...m })),
  };
}

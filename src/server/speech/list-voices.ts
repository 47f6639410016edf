import { DEFAULT_VOICE, type SpeechVoices, speechModels, speechVoices } from '../../contract/speech.js';
import type { SpeechEngine } from './speech-engine.js';

/**
 * The six voices, the two models, who speaks them ('browser' when the server has no engine), and
 * whether the server transcribes recordings (a browser without speech recognition needs it to listen),
 * and whether it makes voices from a person's own recordings (the plans sell that only then).
 */
export function listVoices(
  engine: SpeechEngine | null,
  transcription: boolean,
  cloning: boolean,
): SpeechVoices {
  return {
    engine: engine?.name ?? 'browser',
    transcription,
    cloning,
    voices: Object.entries(speechVoices).map(([id, description]) => ({
      id: id as keyof typeof speechVoices,
      description,
      default: id === DEFAULT_VOICE,
    })),
    models: speechModels.map((m) => ({ ...m })),
  };
}

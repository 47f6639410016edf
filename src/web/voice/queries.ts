import { queryOptions } from '@tanstack/react-query';
import type { SpeechVoices } from '../../contract/speech.js';
import { apiGet } from '../lib/api.js';

/** The voice screen's queries: the cache keys and query functions. */
export const voiceKeys = {
  voices: ['/api/tts/voices'] as const,
};

export const voiceQueries = {
  /** GET /api/tts/voices: the voices, the speech models, and who speaks them (the engine). */
  voices: () =>
    queryOptions({
      queryKey: voiceKeys.voices,
      queryFn: ({ signal }) => apiGet<SpeechVoices>('/api/tts/voices', { signal }),
    }),
};

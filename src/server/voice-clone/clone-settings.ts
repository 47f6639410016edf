import type { Config } from '../config.js';

/** The cloning provider's settings, or null when none is configured (the feature is then off). */
export type CloneSettings = { apiKey: string; baseUrl: string | undefined; model: string };

export const DEFAULT_CLONE_MODEL = 'eleven_multilingual_v2';

/** ElevenLabs is on when ELEVENLABS_API_KEY is set; its base URL defaults to ElevenLabs' own API. */
export function cloneSettings(config: Config): CloneSettings | null {
  if (!config.ELEVENLABS_API_KEY) return null;
  return {
    apiKey: config.ELEVENLABS_API_KEY,
    baseUrl: config.ELEVENLABS_BASE_URL?.replace(/\/+$/, ''),
    model: config.ELEVENLABS_MODEL ?? DEFAULT_CLONE_MODEL,
  };
}

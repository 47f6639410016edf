import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError } from '../config.js';

export type TtsEngineSettings =
  | { kind: 'openai'; baseUrl: string; apiKey: string | undefined }
  | { kind: 'espeak'; path: string }
  | { kind: 'none' };

export type SttSettings = { baseUrl: string; apiKey: string | undefined; model: string };

export type SpeechSettings = {
  tts: TtsEngineSettings;
  cacheDir: string;
  /** 0 turns the cache off. */
  cacheMaxBytes: number;
  stt: SttSettings | null;
};

const DEFAULT_CACHE_MB = 200;

/**
 * Which engine speaks and who transcribes (AI_BASE_URL / AI_API_KEY, the language model's, are the
 * fallback for both). TTS_ENGINE=auto (the default): the OpenAI-compatible API
 * when a base URL is set, else espeak-ng when it is found, else none (the browser speaks).
 */
export function speechSettings(config: Config, findProgram = findOnPath): SpeechSettings {
  const ttsBase = config.TTS_BASE_URL ?? config.AI_BASE_URL;
  const ttsKey = config.TTS_API_KEY ?? config.AI_API_KEY;
  const choice = config.TTS_ENGINE ?? 'auto';
  const espeak = config.ESPEAK_PATH ?? findProgram('espeak-ng');
  let tts: TtsEngineSettings = { kind: 'none' };
  if (choice === 'openai' || (choice === 'auto' && ttsBase)) {
    if (!ttsBase)
      throw new ConfigError('Invalid configuration: TTS_ENGINE=openai needs TTS_BASE_URL or AI_BASE_URL');
    tts = { kind: 'openai', baseUrl: trimSlash(ttsBase), apiKey: ttsKey };
  } else if (choice === 'espeak' || (choice === 'auto' && espeak)) {
    if (!espeak)
      throw new ConfigError(
        'Invalid configuration: TTS_ENGINE=espeak but espeak-ng was not found (set ESPEAK_PATH)',
      );
    tts = { kind: 'espeak', path: espeak };
  }
  const sttBase = config.STT_BASE_URL ?? config.AI_BASE_URL;
  return {
    tts,
    cacheDir: path.join(config.dataDir, 'tts-cache'),
    cacheMaxBytes: Math.floor((config.TTS_CACHE_MAX_MB ?? DEFAULT_CACHE_MB) * 1024 * 1024),
    stt: sttBase
      ? {
          baseUrl: trimSlash(sttBase),
          apiKey: config.STT_API_KEY ?? config.AI_API_KEY,
          model: config.STT_MODEL ?? 'whisper-1',
        }
      : null,
  };
}

/** The full path of an executable found on PATH, or undefined. */
export function findOnPath(name: string, envPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers/app.js';
import { ConfigError } from '../config.js';
import { findOnPath, speechSettings } from './speech-settings.js';

const found = () => '/usr/bin/espeak-ng';
const missing = () => undefined;

describe('speechSettings', () => {
  it('auto: the provider when a base URL is set, else espeak-ng when found, else none', () => {
    const api = speechSettings(
      testConfig({ TTS_BASE_URL: 'http://127.0.0.1:9/v1/', TTS_API_KEY: 'k' }),
      found,
    );
    expect(api.tts).toEqual({ kind: 'openai', baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k' });
    expect(speechSettings(testConfig(), found).tts).toEqual({ kind: 'espeak', path: '/usr/bin/espeak-ng' });
    expect(speechSettings(testConfig(), missing).tts).toEqual({ kind: 'none' });
  });

  it('falls back to AI_BASE_URL / AI_API_KEY for speech and transcription', () => {
    const config = { ...testConfig(), AI_BASE_URL: 'http://ai.local/v1', AI_API_KEY: 'ai-key' };
    const s = speechSettings(config, missing);
    expect(s.tts).toEqual({ kind: 'openai', baseUrl: 'http://ai.local/v1', apiKey: 'ai-key' });
    expect(s.stt).toEqual({ baseUrl: 'http://ai.local/v1', apiKey: 'ai-key', model: 'whisper-1' });
  });

  it('honours TTS_ENGINE, ESPEAK_PATH, STT_MODEL and the cache size', () => {
    const s = speechSettings(
      testConfig({
        TTS_ENGINE: 'espeak',
        ESPEAK_PATH: '/opt/espeak',
        TTS_CACHE_MAX_MB: 1,
        TTS_BASE_URL: 'http://x/v1',
        STT_BASE_URL: 'http://stt/v1',
        STT_MODEL: 'whisper-large',
      }),
      missing,
    );
    expect(s.tts).toEqual({ kind: 'espeak', path: '/opt/espeak' });
    expect(s.cacheMaxBytes).toBe(1024 * 1024);
    expect(s.cacheDir).toBe('/nonexistent-test-data-dir/tts-cache');
    expect(s.stt?.model).toBe('whisper-large');
    expect(speechSettings(testConfig({ TTS_ENGINE: 'none', TTS_BASE_URL: 'http://x/v1' })).tts.kind).toBe(
      'none',
    );
    expect(speechSettings(testConfig(), missing).cacheMaxBytes).toBe(200 * 1024 * 1024);
    expect(speechSettings(testConfig(), missing).stt).toBeNull();
  });

  it('fails fast when the chosen engine cannot work', () => {
    expect(() => speechSettings(testConfig({ TTS_ENGINE: 'openai' }), found)).toThrow(ConfigError);
    expect(() => speechSettings(testConfig({ TTS_ENGINE: 'espeak' }), missing)).toThrow(/ESPEAK_PATH/);
  });

  it('finds programs on PATH', () => {
    expect(findOnPath('espeak-ng', '/nowhere:/usr/bin')).toBe('/usr/bin/espeak-ng');
    expect(findOnPath('no-such-program-here', '/usr/bin')).toBeUndefined();
  });
});

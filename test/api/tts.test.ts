import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  countingEspeak,
  failingProgram,
  isRunning,
  readWav,
  tempDir,
  ttsPath,
  waitFor,
} from '../helpers/speech.js';

const samples: Record<string, string> = {
  'en-US': 'Hello, how are you today?',
  'he-IL': 'שלום, מה שלומך היום?',
  'es-ES': 'Hola, ¿cómo estás hoy?',
  'fr-FR': "Bonjour, comment allez-vous aujourd'hui ?",
  'de-DE': 'Hallo, wie geht es dir heute?',
  'ru-RU': 'Привет, как у тебя дела сегодня?',
  'sk-SK': 'Ahoj, ako sa dnes máš?',
  'zh-CN': '你好，你今天好吗？',
  'ja-JP': 'こんにちは、今日はお元気ですか？',
  'ar-SA': 'مرحبا، كيف حالك اليوم؟',
  'hi-IN': 'नमस्ते, आज आप कैसे हैं?',
};

let t: TestApp;
let espeak: ReturnType<typeof countingEspeak>;
let cacheDir: string;
beforeAll(async () => {
  const dir = tempDir();
  espeak = countingEspeak(dir);
  cacheDir = path.join(dir, 'tts-cache');
  t = await startTestApp({ config: { dataDir: dir, TTS_ENGINE: 'espeak', ESPEAK_PATH: espeak.path } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const tts = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: ttsPath(query) });
const cachedFiles = () => readdirSync(cacheDir).filter((n) => !n.startsWith('.'));

describe('GET /api/tts with espeak-ng', () => {
  it.each(Object.entries(samples))('speaks %s as a real WAV', async (lang, text) => {
    const res = await tts({ text, lang, t: String(Date.now()) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const wav = readWav(res.rawPayload);
    expect(wav.dataBytes).toBeGreaterThan(0);
    expect(wav.seconds).toBeGreaterThan(0.2);
  });

  it('answers a repeat from the cache without running espeak-ng again, byte for byte', async () => {
    const query = { text: 'The cache keeps **this** sentence.', voice: 'onyx', speed: '1.1' };
    const first = await tts(query);
    expect(first.headers['x-tts-cache']).toBe('miss');
    // The copy is renamed into place once the audio ended well, just after the answer.
    const stored = () =>
      cachedFiles().filter((f) => readFileSync(path.join(cacheDir, f)).equals(first.rawPayload));
    await waitFor(() => stored().length === 1, 5000, 'the cache file');
    const runs = espeak.runs().length;
    const second = await tts({ ...query, t: '12345' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-tts-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('audio/wav');
    expect(espeak.runs().length).toBe(runs);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(stored()).toHaveLength(1);
  });

  it('keeps other voices and speeds apart', async () => {
    const text = 'Same words, other voice.';
    await tts({ text, voice: 'nova' });
    const runs = espeak.runs().length;
    const other = await tts({ text, voice: 'shimmer' });
    const faster = await tts({ text, voice: 'nova', speed: '2' });
    expect(other.headers['x-tts-cache']).toBe('miss');
    expect(faster.headers['x-tts-cache']).toBe('miss');
    expect(espeak.runs().length).toBe(runs + 2);
    expect(readWav(faster.rawPayload).seconds).toBeLessThan(readWav(other.rawPayload).seconds);
  });

  it('speaks Markdown without its symbols, and refuses text that is only symbols', async () => {
    const res = await tts({ text: '## ** __ ** 🙂' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Text is required',
      fields: { text: 'Text is required' },
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/tts' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Text is required');
  });

  it('refuses unknown voices, speeds out of range, unknown models and languages', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ voice: 'robot' }, 'voice', 'Voice must be one of alloy, echo, fable, onyx, nova, shimmer'],
      [{ speed: '5' }, 'speed', 'Speed must be a number from 0.25 to 4'],
      [{ speed: 'fast' }, 'speed', 'Speed must be a number from 0.25 to 4'],
      [{ model: 'tts-2' }, 'model', 'Model must be one of tts-1, tts-1-hd'],
      [{ lang: 'pt-BR' }, 'lang', expect.stringContaining('Language must be one of en-US')],
    ] as never;
    for (const [extra, field, message] of cases) {
      const res = await tts({ text: 'Hello', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toEqual(message);
    }
    expect((await tts({ text: 'Hola', lang: 'es' })).statusCode).toBe(200);
  });

  it('kills espeak-ng when the listener goes away', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const runs = espeak.runs().length;
    const text = 'This is a long story that goes on and on. '.repeat(20);
    await new Promise<void>((resolve, reject) => {
      const req = get(`http://127.0.0.1:${port}${ttsPath({ text })}`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => (req.destroyed ? resolve() : reject(err)));
    });
    await waitFor(() => espeak.runs().length > runs, 5000, 'espeak run logged');
    const pid = espeak.runs().at(-1) ?? 0;
    await waitFor(() => !isRunning(pid), 5000, 'espeak-ng to be killed');
  });

  it('lists the voices as spoken by espeak', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tts/voices' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe('espeak');
    expect(body.voices.map((v: { id: string }) => v.id)).toEqual([
      'alloy',
      'echo',
      'fable',
      'onyx',
      'nova',
      'shimmer',
    ]);
    expect(body.voices.find((v: { default: boolean }) => v.default)).toEqual({
      id: 'nova',
      description: 'warm female, default',
      default: true,
    });
    expect(body.models).toEqual([
      { id: 'tts-1', label: 'Standard' },
      { id: 'tts-1-hd', label: 'HD', requiresPaidPlan: true },
    ]);
  });
});

describe('other engines', () => {
  it('answers 503 TTS_UNAVAILABLE and engine browser when TTS_ENGINE=none', async () => {
    const app = await startTestApp({
      config: { dataDir: tempDir(), TTS_ENGINE: 'none' },
      database: t.database,
    });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/api/tts?text=Hello&voice=nova' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('TTS_UNAVAILABLE');
      const voices = await app.app.inject({ method: 'GET', url: '/api/tts/voices' });
      expect(voices.json().engine).toBe('browser');
    } finally {
      await app.app.close();
    }
  });

  it('answers 502 when espeak-ng fails before any audio, and caches nothing', async () => {
    const dir = tempDir();
    const app = await startTestApp({
      config: { dataDir: dir, TTS_ENGINE: 'espeak', ESPEAK_PATH: failingProgram(dir) },
      database: t.database,
    });
    try {
      const res = await app.app.inject({ method: 'GET', url: ttsPath({ text: 'Hello' }) });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: 'TTS_FAILED',
        message: 'Speech synthesis failed. There might be an issue with the speech synthesis provider.',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await app.app.close();
    }
  });
});

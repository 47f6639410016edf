import { readdirSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { TtsCache } from './tts-cache.js';

const audio = (bytes: number, fill = 1) => ({
  contentType: 'audio/wav',
  body: Readable.from([Buffer.alloc(bytes, fill)]),
});
const files = (dir: string) => readdirSync(dir).filter((n) => !n.startsWith('.'));

async function settle(dir: string, count: number) {
  for (let i = 0; i < 200 && files(dir).length !== count; i++) await new Promise((r) => setTimeout(r, 10));
}

async function store(cache: TtsCache, key: string, bytes: number) {
  const out = await cache.tee(key, audio(bytes));
  await text(out.body);
}

describe('TtsCache', () => {
  it('keeps audio that ended well and answers it with its content type', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tts-cache-'));
    const cache = new TtsCache(dir, 1e6);
    expect(await cache.get('a')).toBeNull();
    await store(cache, 'a', 100);
    await settle(dir, 1);
    const hit = await cache.get('a');
    expect(hit?.contentType).toBe('audio/wav');
    expect(hit?.size).toBe(100);
    expect(files(dir)).toEqual(['a.wav']);
  });

  it('never keeps audio that was cut off', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tts-cache-'));
    const cache = new TtsCache(dir, 1e6);
    const body = new PassThrough();
    const out = await cache.tee('cut', { contentType: 'audio/mpeg', body });
    out.body.on('error', () => {});
    body.write(Buffer.alloc(50));
    body.destroy(new Error('provider went away'));
    await new Promise((r) => out.body.on('close', r));
    await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(dir)).toEqual([]);
    expect(await cache.get('cut')).toBeNull();
  });

  it('deletes the least recently used files past the size cap; a hit counts as a use', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tts-cache-'));
    let now = Date.parse('2026-01-01T00:00:00Z');
    const cache = new TtsCache(dir, 250, () => new Date(now));
    for (const key of ['one', 'two']) {
      await store(cache, key, 100);
      await settle(dir, key === 'one' ? 1 : 2);
      now += 60_000;
    }
    await cache.get('one'); // "one" is now the most recently used
    now += 60_000;
    await store(cache, 'three', 100);
    await settle(dir, 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(files(dir).sort()).toEqual(['one.wav', 'three.wav']);
    expect(statSync(path.join(dir, 'three.wav')).mtimeMs).toBe(now);
  });

  it('passes unknown audio types on without keeping them, and does nothing when off', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tts-cache-'));
    const odd = await new TtsCache(dir, 1e6).tee('x', {
      contentType: 'application/x-odd',
      body: Readable.from(['abc']),
    });
    expect(await text(odd.body)).toBe('abc');
    const off = new TtsCache(dir, 0);
    expect(off.enabled).toBe(false);
    await text((await off.tee('y', audio(10))).body);
    await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(dir)).toEqual([]);
  });
});

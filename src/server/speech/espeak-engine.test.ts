import { spawn } from 'node:child_process';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { espeakEngine } from './espeak-engine.js';
import { espeakArgs } from './espeak-voices.js';

describe('espeakArgs', () => {
  it('maps language, voice and speed to espeak-ng voice, variant, words per minute and pitch', () => {
    expect(espeakArgs('nova', 'en-US', 1)).toEqual([
      '--stdout',
      '--stdin',
      '-b',
      '1',
      '-v',
      'en-us+f3',
      '-s',
      '175',
      '-p',
      '55',
    ]);
    expect(espeakArgs('onyx', 'zh-CN', 2)).toContain('cmn+m3');
    expect(espeakArgs('alloy', 'hi-IN', 0.25)).toEqual(expect.arrayContaining(['hi+m1', '80'])); // espeak's slowest
    expect(espeakArgs('alloy', 'he-IL', 4)).toEqual(expect.arrayContaining(['he+m1', '450'])); // and fastest
  });
});

describe('espeakEngine', () => {
  it('passes the text on stdin, never as an argument, and streams WAV', async () => {
    const seen: string[][] = [];
    const engine = espeakEngine({
      path: '/usr/bin/espeak-ng',
      spawn: (command, args) => {
        seen.push(args);
        return spawn(command, args, { stdio: 'pipe' });
      },
    });
    const text = '-v xx; rm -rf / $(whoami) Hello there.';
    const audio = await engine.speak(
      { text, voice: 'echo', model: 'tts-1', speed: 1, lang: 'en-US' },
      new AbortController().signal,
    );
    expect(audio.contentType).toBe('audio/wav');
    const wav = await buffer(audio.body);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.join(' ')).not.toContain('Hello');
  });

  it('rejects with 502 when the program cannot start', async () => {
    const engine = espeakEngine({ path: '/nonexistent/espeak-ng' });
    await expect(
      engine.speak(
        { text: 'Hi', voice: 'nova', model: 'tts-1', speed: 1, lang: 'en-US' },
        new AbortController().signal,
      ),
    ).rejects.toMatchObject({ status: 502, code: 'TTS_FAILED' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_STALL_TIMEOUT_MS, AUDIO_START_TIMEOUT_MS } from './speech-audio.js';
import { fakeSpeechDeps } from './speech-fakes.js';
import { createSpeechQueue } from './speech-queue.js';

function setup() {
  const fake = fakeSpeechDeps();
  return { ...fake, queue: createSpeechQueue(fake.deps) };
}

describe('speech queue: audio that never starts or stalls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a sentence silent for too long after play() is spoken by the browser instead', async () => {
    const fake = setup();
    fake.queue.enqueue('Hola.');
    fake.queue.finish();
    vi.advanceTimersByTime(AUDIO_START_TIMEOUT_MS - 1);
    expect(fake.locals).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fake.audios[0]?.released).toBe(true);
    expect(fake.locals.map((l) => l.text)).toEqual(['Hola.']);
    expect(fake.errors).toHaveLength(1);
    fake.locals[0]?.end();
    await vi.runAllTimersAsync(); // lets the local voice's end settle
    expect(fake.events.at(-1)).toBe('idle');
    expect(fake.queue.spokenText()).toEqual({ spoken: ['Hola.'], cut: false });
  });

  it('a sentence that stalls mid-way is left and the next one plays', () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    fake.queue.enqueue('Dos.');
    const first = fake.audios[0];
    first?.fire('playing');
    first?.fire('waiting');
    vi.advanceTimersByTime(AUDIO_STALL_TIMEOUT_MS - 1);
    first?.fire('playing'); // it came back: no stall
    first?.fire('waiting');
    vi.advanceTimersByTime(AUDIO_STALL_TIMEOUT_MS);
    expect(first?.released).toBe(true);
    expect(fake.audios[1]?.calls).toEqual(['play']);
    expect(fake.locals).toEqual([]); // its start was heard: not said again
  });

  it('a sentence that plays and ends in time, or is paused on purpose, is never timed out', () => {
    const fake = setup();
    fake.queue.enqueue('Uno.');
    const first = fake.audios[0];
    first?.fire('playing');
    fake.queue.pause();
    vi.advanceTimersByTime(AUDIO_START_TIMEOUT_MS * 3);
    fake.queue.resume();
    first?.fire('playing');
    first?.fire('ended');
    fake.queue.finish();
    vi.advanceTimersByTime(AUDIO_START_TIMEOUT_MS * 3);
    expect(fake.errors).toEqual([]);
    expect(fake.locals).toEqual([]);
    expect(fake.events.at(-1)).toBe('idle');
  });
});

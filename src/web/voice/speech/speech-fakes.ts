import { speechPaths } from '../../../contract/paths/speech.js';
import type { AudioLike } from './speech-audio.js';
import type { LocalSpeech, SpeechQueueDeps } from './speech-types.js';

/** Test double of an audio element: the test fires its media events and settles play(). */
export class FakeAudio implements AudioLike {
  src = '';
  preload = '';
  playbackRate = 1;
  readonly calls: string[] = [];
  released = false;
  playResult: () => Promise<void> = () => Promise.resolve();
  private readonly listeners = new Map<string, Set<() => void>>();

  play(): Promise<void> {
    this.calls.push('play');
    return this.playResult();
  }
  pause(): void {
    this.calls.push('pause');
  }
  load(): void {
    this.calls.push('load');
    if (this.src === '') this.released = true;
  }
  removeAttribute(name: string): void {
    this.calls.push(`removeAttribute:${name}`);
    if (name === 'src') this.src = '';
  }
  addEventListener(type: string, fn: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(fn);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, fn: () => void): void {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: 'playing' | 'ended' | 'error' | 'waiting'): void {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn();
  }
  get listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

export type FakeLocal = { text: string; language: string; cancelled: boolean; end(): void; fail(): void };

/** A speech queue's dependencies recording everything it does. */
export function fakeSpeechDeps(overrides: Partial<SpeechQueueDeps> = {}) {
  const audios: FakeAudio[] = [];
  const locals: FakeLocal[] = [];
  const events: string[] = [];
  const marks: { name: string; detail?: object }[] = [];
  const errors: unknown[] = [];
  const requested: string[] = [];
  const deps: SpeechQueueDeps = {
    createAudio: () => {
      const audio = new FakeAudio();
      audios.push(audio);
      return audio;
    },
    ttsUrl: (text) => {
      requested.push(text);
      return `${speechPaths.tts.path}?text=${encodeURIComponent(text)}`;
    },
    engine: 'server',
    language: 'es-ES',
    speakLocally: (text, language): LocalSpeech => {
      let resolve = () => {};
      let reject = (_error: unknown) => {};
      const done = new Promise<void>((ok, no) => {
        resolve = ok;
        reject = no;
      });
      const local: FakeLocal = {
        text,
        language,
        cancelled: false,
        end: resolve,
        fail: () => reject(new Error('x')),
      };
      locals.push(local);
      return { done, cancel: () => (local.cancelled = true) };
    },
    onState: (state) => events.push(`state:${state}`),
    onIdle: () => events.push('idle'),
    onError: (error) => errors.push(error),
    mark: (name, detail) => marks.push({ name, detail }),
    ...overrides,
  };
  /** Elements not released yet: at most two may exist at any moment. */
  const alive = () => audios.filter((audio) => !audio.released);
  return { deps, audios, locals, events, marks, errors, requested, alive };
}

/** Lets pending promise callbacks (play() settling, local speech ending) run. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

import { translator } from '../../i18n/current.js';
/** An audio element as the speech queue uses it (HTMLAudioElement in the browser, a fake in tests). */
export type AudioLike = {
  src: string;
  preload: string;
  playbackRate: number;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: string): void;
  addEventListener(type: 'playing' | 'ended' | 'error' | 'waiting' | 'canplaythrough', fn: () => void): void;
  removeEventListener(type: string, fn: () => void): void;
};

export type ServerAudioEvents = {
  /** Every 'playing' event (again after a pause). */
  playing(): void;
  ended(): void;
  /** The audio could not be loaded or played; fires at most once, and never after ended. */
  failed(error: unknown): void;
};

export type ServerAudio = { play(): void; pause(): void; release(): void };

/**
 * A sentence that has not made a sound this long after play(), or that stalls this long mid-way, has
 * failed: the queue speaks it with the browser's voice, or goes on, instead of 'Speaking...' for ever.
 */
export const AUDIO_START_TIMEOUT_MS = 10_000;
export const AUDIO_STALL_TIMEOUT_MS = 10_000;

/** Rejections of play() caused by our own pause() or by releasing the element are not failures. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Starts loading one sentence's speech from `url` into `audio` at once (a streamed source: playback can
 * begin while the server is still producing it). After ended, failed or release() it reports nothing more.
 */
export function loadServerAudio(audio: AudioLike, url: string, events: ServerAudioEvents): ServerAudio {
  let settled = false;
  let released = false;
  let heard = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const watch = (ms: number, message: string) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => fail(new Error(message)), ms);
  };
  const onPlaying = () => {
    clearTimeout(watchdog);
    heard = true;
    if (!settled) events.playing();
  };
  const onWaiting = () => {
    if (heard && !settled) watch(AUDIO_STALL_TIMEOUT_MS, translator()('The speech audio stopped arriving'));
  };
  const onEnded = () => {
    if (settled) return;
    settled = true;
    detach();
    events.ended();
  };
  const fail = (error: unknown) => {
    if (settled) return;
    settled = true;
    detach();
    events.failed(error);
  };
  const onError = () => fail(new Error(translator()('The speech audio could not be loaded')));
  const detach = () => {
    clearTimeout(watchdog);
    audio.removeEventListener('playing', onPlaying);
    audio.removeEventListener('waiting', onWaiting);
    audio.removeEventListener('ended', onEnded);
    audio.removeEventListener('error', onError);
  };
  audio.addEventListener('playing', onPlaying);
  audio.addEventListener('waiting', onWaiting);
  audio.addEventListener('ended', onEnded);
  audio.addEventListener('error', onError);
  audio.preload = 'auto';
  audio.src = url;

  return {
    play() {
      if (settled) return;
      if (!heard) watch(AUDIO_START_TIMEOUT_MS, translator()('The speech audio did not start'));
      try {
        audio.play().catch((error: unknown) => {
          if (!isAbort(error)) fail(error);
        });
      } catch (error) {
        fail(error);
      }
    },
    pause() {
      if (settled) return;
      clearTimeout(watchdog); // paused on purpose: not a stall
      audio.pause();
    },
    /** Stops playback and any download still under way, and frees the element. */
    release() {
      if (released) return;
      released = true;
      settled = true;
      detach();
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    },
  };
}

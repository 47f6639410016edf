import type { AudioLike } from './speech-audio.js';

export type PlaybackState = 'idle' | 'speaking' | 'paused';

/**
 * Who speaks a reply: the server's speech engine (GET /api/tts), or the browser's own voice. Not to be
 * confused with the voice code, the lazily loaded module the loop runs on (load-voice-code.ts).
 */
export type SpeechEngine = 'server' | 'browser';

/** The browser's own voice for one sentence; pause and resume when the engine can. */
export type LocalSpeech = { done: Promise<void>; cancel(): void; pause?(): void; resume?(): void };

export type SpeechQueueDeps = {
  createAudio(): AudioLike;
  ttsUrl(text: string): string;
  engine: SpeechEngine;
  language: string;
  speakLocally(text: string, language: string): LocalSpeech;
  onState?(state: PlaybackState): void;
  /** The reply has been spoken (or stopped). */
  onIdle?(): void;
  /** A sentence's server audio failed (e.g. play() rejected by autoplay policy); it is spoken locally. */
  onError?(error: unknown): void;
  mark?(name: string, detail?: object): void;
};

export type SpeechQueue = {
  enqueue(text: string): void;
  finish(): void;
  stop(): void;
  pause(): void;
  resume(): void;
  readonly state: PlaybackState;
  /** What was heard of the current (or last) reply; `cut` while it has not been spoken to its end. */
  spokenText(): { spoken: string[]; cut: boolean };
};

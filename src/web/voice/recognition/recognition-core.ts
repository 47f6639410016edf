import type { TranscriptBuffer } from '../transcript/transcript-buffer.js';
import type { RecognizerHolder } from './recognition-session.js';
import type { TimerSet } from './recognition-timers.js';
import {
  initialProtectionMs,
  PROTECT_AFTER_FINAL_MS,
  PROTECT_AFTER_FIRST_SPEECH_MS,
} from './recognition-timing.js';
import type { ListenError, ListenerDeps, ListenState } from './recognition-types.js';

/** 'buffering' is the final-word buffer: still 'recording' to the user. */
export type Phase = ListenState | 'buffering';

/** What one recording (start to finish) remembers. Times come from deps.timers.now(). */
export type Turn = {
  /** When the first session started; null until then. */
  startedAt: number | null;
  sessionStartedAt: number;
  lastSpeechAt: number;
  firstSpeechAt: number | null;
  lastFinalAt: number | null;
  /** Sessions started on the current recognizer instance. */
  sessions: number;
  /** Final-word buffer attempts since the silence timeout fired. */
  attempts: number;
  /** Interim words not yet confirmed by a final result. */
  interim: string;
  /** The recognizer has ended (or was dropped) after the stop request. */
  ended: boolean;
  captureStarted: boolean;
  checks: number;
  snapshot: string;
  /** The transcript with the most words seen since the stop request. */
  best: string;
  bestWords: number;
};

export const newTurn = (): Turn => ({
  startedAt: null,
  sessionStartedAt: 0,
  lastSpeechAt: 0,
  firstSpeechAt: null,
  lastFinalAt: null,
  sessions: 0,
  attempts: 0,
  interim: '',
  ended: false,
  captureStarted: false,
  checks: 0,
  snapshot: '',
  best: '',
  bestWords: -1,
});

/** Keeps the longer transcript; on a tie the newer one, which has the browser's corrections. */
export function observeBest(turn: Turn, buffer: TranscriptBuffer): void {
  const words = buffer.wordCount();
  if (words < turn.bestWords) return;
  turn.best = buffer.text();
  turn.bestWords = words;
}

/** Minimum recording protection: the start, just after the first speech, just after a final. */
export function protectionApplies(turn: Turn, language: string, now: number): boolean {
  const within = (since: number | null, ms: number) => since !== null && now < since + ms;
  return (
    within(turn.startedAt, initialProtectionMs(language)) ||
    within(turn.firstSpeechAt, PROTECT_AFTER_FIRST_SPEECH_MS) ||
    within(turn.lastFinalAt, PROTECT_AFTER_FINAL_MS)
  );
}

/** The state the machine's parts share. */
export type ListenerCore = {
  readonly deps: ListenerDeps;
  readonly clock: TimerSet;
  readonly holder: RecognizerHolder;
  phase: Phase;
  turn: Turn;
  buffer: TranscriptBuffer;
  language: string;
  setPhase(next: Phase): void;
  log(event: string, details?: object): void;
  /** Ends the turn: full reset, 'idle', then onFinal with the words if there are any. */
  finish(): void;
  /** Reports the error, then finish(). */
  fail(error: ListenError): void;
};

export const isListening = (phase: Phase) =>
  phase === 'starting' || phase === 'recording' || phase === 'buffering';

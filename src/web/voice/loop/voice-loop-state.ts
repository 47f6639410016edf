import type { ListenState } from '../recognition/recognition-types.js';
import type { VoiceStatus } from '../voice-panel.js';

/**
 * What the voice panel shows: the loop's status and the words heard so far; `replaying`, the message
 * whose reply is being played again (its play button shows a stop state), else null; and whether
 * hands-free listening is on (the microphone opens by itself after each reply).
 */
export type LoopState = {
  status: VoiceStatus;
  hearing: string;
  replaying: number | string | null;
  handsFree: boolean;
};

export type LoopEvent =
  /** The browser's recognizer changed state; `turnActive`: a reply is still on its way or being spoken. */
  | { type: 'recognizer'; state: ListenState; turnActive: boolean }
  /** The live transcript changed. */
  | { type: 'heard'; text: string }
  /** The microphone opened for a recording (no browser recognizer). */
  | { type: 'recording' }
  /** The recording was stopped; its words are being transcribed. */
  | { type: 'transcribing' }
  /** The words were sent: a reply is on its way; `replay`: a message's reply is played again instead. */
  | { type: 'sent'; replay?: number | string }
  /** The words were not worth sending (empty, noise, a repeat). */
  | { type: 'not-sent' }
  | { type: 'speaking' }
  /** The reply was spoken, failed or was refused; or a tap interrupted it. */
  | { type: 'turn-ended' }
  /** Listening could not start or failed. */
  | { type: 'failed' }
  /** Everything was stopped (another language, expert or conversation; a refusal). */
  | { type: 'stopped' }
  /** Hands-free listening started or stopped (the first tap; Pause, leaving). */
  | { type: 'hands-free'; on: boolean }
  /** The person's voice over the expert: the expert waits while the recognizer listens for words. */
  | { type: 'held' }
  /** Hands-free listening stopped by itself after a long silence. */
  | { type: 'idle-stopped' };

export const initialLoopState: LoopState = {
  status: 'ready',
  hearing: '',
  replaying: null,
  handsFree: false,
};

const withStatus = (state: LoopState, status: VoiceStatus): LoopState =>
  state.status === status ? state : { ...state, status };

/** The turn is over: ready, and no reply is being played again. */
const ended = (state: LoopState): LoopState =>
  state.replaying === null ? withStatus(state, 'ready') : { ...state, status: 'ready', replaying: null };

/** The loop's status changes: a pure function of the state and what happened. */
export function loopReducer(state: LoopState, event: LoopEvent): LoopState {
  switch (event.type) {
    case 'recognizer':
      if (event.state === 'recording' || event.state === 'starting') return withStatus(state, 'listening');
      if (event.state === 'stopping') return withStatus(state, 'stopping');
      return event.turnActive ? state : withStatus(state, 'ready');
    case 'heard':
      return state.hearing === event.text ? state : { ...state, hearing: event.text };
    case 'recording':
      return withStatus(state, 'listening');
    case 'transcribing':
      return withStatus(state, 'stopping');
    case 'sent':
      return { ...state, status: 'thinking', hearing: '', replaying: event.replay ?? null };
    case 'not-sent':
    case 'stopped':
      return { ...state, status: 'ready', hearing: '', replaying: null };
    case 'hands-free':
      return state.handsFree === event.on ? state : { ...state, handsFree: event.on };
    case 'held':
      return withStatus(state, 'listening');
    case 'idle-stopped':
      return { status: 'asleep', hearing: '', replaying: null, handsFree: false };
    case 'speaking':
      return withStatus(state, 'speaking');
    case 'turn-ended':
    case 'failed':
      return ended(state);
  }
}

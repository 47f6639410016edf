import type { ListenState } from '../recognition/recognition-types.js';

/**
 * Where a turn is, as the loop knows it: ready; listening to the person; catching their last words
 * (stopping: taps are ignored until the words are in); thinking (the words were sent, no sentence has
 * been heard yet); speaking (the expert's reply); paused (the reply held by the lock screen's or a
 * headset's Pause, until Play); asleep (hands-free listening stopped by itself after
 * a long silence). 'unavailable' is never the loop's own: statusView shows it for a browser that
 * cannot hear the person.
 */
export type VoiceStatus =
  | 'ready'
  | 'listening'
  | 'stopping'
  | 'thinking'
  | 'speaking'
  /** The reply held by the lock screen's or a headset's Pause: Play goes on from where it stopped. */
  | 'paused'
  | 'unavailable'
  /** Hands-free listening stopped by itself after a long silence. */
  | 'asleep';

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
  /** The lock screen's or a headset's Pause held the reply (Play sends 'speaking' again). */
  | { type: 'paused' }
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
    case 'paused':
      return withStatus(state, 'paused');
    case 'turn-ended':
    case 'failed':
      return ended(state);
  }
}

/** What the status line, the microphone's label and its icon show: a limit reached stands for 'ready'. */
export type ShownStatus = VoiceStatus | 'limit';

/** The status as the screen shows it, derived from the loop's state in one place (statusView). */
export type StatusView = {
  shown: ShownStatus;
  /** Hands-free listening is on: its own wording of listening and speaking, and a Pause control. */
  handsFree: boolean;
  /** A conversation is going on (the screen stays on): hands-free, or a turn under way. */
  goingOn: boolean;
  /**
   * The loop is ready (whatever stands in its way): a limit's way on and the last reply's trial
   * notice show, typing is disabled by a limit, a failed message can be sent again.
   */
  ready: boolean;
  /** A recording's words are being transcribed: typed text waits for them. */
  catchingWords: boolean;
};

/**
 * The status the person is shown, from the loop's status and what stands around it: a limit shows
 * once the expert has finished (the last allowed reply is heard out first); a browser that cannot
 * hear the person says to type, when ready.
 */
export function statusView(
  { status, handsFree }: Pick<LoopState, 'status' | 'handsFree'>,
  around: { atLimit: boolean; typingOnly: boolean },
): StatusView {
  const ready = status === 'ready';
  const shown: ShownStatus =
    ready && around.atLimit ? 'limit' : ready && around.typingOnly ? 'unavailable' : status;
  return {
    shown,
    handsFree,
    goingOn:
      handsFree ||
      status === 'listening' ||
      status === 'stopping' ||
      status === 'thinking' ||
      status === 'speaking' ||
      status === 'paused',
    ready,
    catchingWords: status === 'stopping',
  };
}

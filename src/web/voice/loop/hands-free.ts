import type { Timers } from '../recognition/recognition-types.js';
import type { StartVoiceDetector, VoiceDetector } from '../vad/vad-types.js';
import { decideTurn, IDLE_LIMIT_MS, VAD_REDEMPTION_MS } from './end-of-turn.js';

/** Voice shorter than this is not speech (a cough, a knock): no end of turn, no interruption. */
export const MIN_SPEECH_MS = 300;
/** Speech over the expert must be at least this loud (mean frame RMS): the expert's echo is quieter. */
export const BARGE_IN_MIN_ENERGY = 0.005;
/**
 * ...and, once the person has spoken, at least this share of their own level (the mean of their
 * turns' first stretch of speech, as the same microphone heard it, with no automatic gain). The
 * expert's voice coming back from the speakers after echo cancellation is far quieter than the
 * person's, however loud the speakers; someone talking over it is about as loud as they usually are.
 */
export const BARGE_IN_SHARE_OF_OWN_LEVEL = 0.35;
/** How much each new turn moves the person's remembered level (an exponential mean). */
const OWN_LEVEL_WEIGHT = 0.3;

export type HandsFreeDeps = {
  timers: Timers;
  /** The detector's start (vad-listening) and what it reported (vad-speech-start, -real, -end, vad-misfire), as marks. */
  mark: (stage: string, detail?: object) => void;
  /** Loads the detector's code and opens the microphone (only when hands-free listening starts). */
  startDetector: () => Promise<StartVoiceDetector>;
  /** The person's chosen pause and the conversation's language, read when deciding. */
  pauseMs: () => number;
  language: () => string;
  /** The loop is listening for the person's turn (not thinking, not speaking). */
  listening: () => boolean;
  /** The pause is over and words were heard: end the turn now. */
  endTurn: () => void;
  /** Real speech, loud enough, began: the loop decides whether it is over the expert. */
  voice: (energy: number) => void;
  /** No speech for IDLE_LIMIT_MS while listening: stop. */
  idle: () => void;
  /** The detector could not start (no microphone, a failed load). */
  failed: (error: unknown) => void;
  /** Hands-free listening was switched on or off: the one place that knows it tells the screen. */
  switched: (on: boolean) => void;
};

/**
 * Hands-free listening: the voice-activity detector runs from the first tap until Pause, the idle
 * limit or leaving the screen, across turns (it also hears the person over the expert). It ends each
 * turn with decideTurn (end-of-turn.ts) from the detector's speech end and the recognizer's words.
 */
export function createHandsFree(deps: HandsFreeDeps) {
  const { timers } = deps;
  let detector: VoiceDetector | null = null;
  /** Counts starts and stops, so a detector that arrives after a stop is closed at once. */
  let generation = 0;
  let on = false;
  let speaking = false;
  let speechEndedAt: number | null = null;
  let text = '';
  let heardAt: number | null = null;
  let endTimer: number | null = null;
  let idleTimer: number | null = null;
  /** The person's own speech level, from the turns they took while nothing else played. */
  let ownLevel: number | null = null;

  const clearEnd = () => {
    if (endTimer !== null) timers.clearTimeout(endTimer);
    endTimer = null;
  };
  const armIdle = () => {
    if (idleTimer !== null) timers.clearTimeout(idleTimer);
    idleTimer = on ? timers.setTimeout(idleOver, IDLE_LIMIT_MS) : null;
  };
  function idleOver() {
    idleTimer = null;
    // A reply being thought of or spoken is not the person's silence.
    if (!deps.listening()) return armIdle();
    deps.idle();
  }

  function evaluate() {
    clearEnd();
    if (!on || !deps.listening()) return;
    const decision = decideTurn({
      speaking,
      speechEndedAt,
      text,
      heardAt,
      language: deps.language(),
      pauseMs: deps.pauseMs(),
      now: timers.now(),
    });
    if (decision.kind === 'wait') {
      if (decision.ms !== null) endTimer = timers.setTimeout(evaluate, decision.ms);
    } else if (decision.kind === 'send') {
      speechEndedAt = null;
      deps.endTurn();
    }
    // Nothing heard yet: no turn. The recognizer's words often come after the speech has stopped;
    // when they do (heard), the pause is already over and they are sent once they stop changing.
  }

  const events = {
    opened() {
      deps.mark('vad-microphone-open');
    },
    speechStart() {
      deps.mark('vad-speech-start');
      speaking = true;
      clearEnd();
      armIdle();
    },
    speechReal(energy: number) {
      deps.mark('vad-speech-real', { energy });
      if (energy < BARGE_IN_MIN_ENERGY) return;
      if (deps.listening()) {
        ownLevel = ownLevel === null ? energy : ownLevel + (energy - ownLevel) * OWN_LEVEL_WEIGHT;
      } else if (ownLevel !== null && energy < ownLevel * BARGE_IN_SHARE_OF_OWN_LEVEL) return;
      deps.voice(energy);
    },
    speechEnd() {
      deps.mark('vad-speech-end');
      speaking = false;
      speechEndedAt = timers.now();
      evaluate();
    },
    misfire() {
      deps.mark('vad-misfire');
      speaking = false;
      // A cough after the person stopped talking: the pause counts again from now.
      if (speechEndedAt !== null) speechEndedAt = timers.now();
      evaluate();
    },
  };

  return {
    get on() {
      return on;
    },
    /** Starts hands-free listening (the detector loads the first time). */
    async start(): Promise<void> {
      if (on) return;
      on = true;
      deps.switched(true);
      generation += 1;
      const mine = generation;
      armIdle();
      try {
        const start = await deps.startDetector();
        const started = await start(events, { redemptionMs: VAD_REDEMPTION_MS, minSpeechMs: MIN_SPEECH_MS });
        if (mine !== generation) return void started.destroy();
        detector = started;
        deps.mark('vad-listening');
      } catch (error) {
        if (mine !== generation) return;
        deps.failed(error);
      }
    },
    /** Stops listening: the detector closes the microphone. */
    stop(): void {
      generation += 1;
      if (on) {
        on = false;
        deps.switched(false);
      }
      clearEnd();
      armIdle();
      speaking = false;
      speechEndedAt = null;
      text = '';
      heardAt = null;
      void detector?.destroy();
      detector = null;
    },
    /** A new turn of the person's begins: nothing heard yet. */
    newTurn(): void {
      clearEnd();
      speechEndedAt = null;
      text = '';
      heardAt = null;
      armIdle();
    },
    /** The recognizer's words so far (finals and interim). */
    heard(next: string): void {
      if (next !== text) heardAt = timers.now();
      text = next;
      if (next.trim() !== '') armIdle();
      if (endTimer !== null || speechEndedAt !== null) evaluate();
    },
  };
}

export type HandsFree = ReturnType<typeof createHandsFree>;

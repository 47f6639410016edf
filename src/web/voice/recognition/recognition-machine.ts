/**
 * The listening state machine. Pure: the recognizer and the clock come in through `deps`. How the
 * recognition constants (recognition-timing.ts) combine:
 *
 * - start(): a fresh transcript, the recognizer instance is created (a constructor failure is 'Error
 *   setting up ...'), and recognition.start() runs after the start delay (100 ms), or once the 800 ms
 *   abort reset of an earlier abort() is over, whichever is later: the browser needs that long to let go
 *   of the microphone. continuous and interimResults are on; maxAlternatives 1 (English) or 3.
 * - 'recording' from onstart until a stop request. Every result or speechstart is speech: it re-arms
 *   the silence timer (15/18/20 s) measured from the last speech (from the start if nobody spoke yet).
 * - The browser ends a session on its own (onend while recording): restart after 300 ms if there was
 *   speech in the last 3 s or the minimum recording protection applies (2 s, 3 s for Hebrew/Russian,
 *   from the start; 5 s after the first speech; 3 s after a final). Otherwise the silence timer decides
 *   (pauses must not cut people off), so we also restart while it has not fired; once it has
 *   fired the browser's end is the end of the turn. The browser never ends a turn by itself.
 *   Interim words left unconfirmed at that end are kept as final: the next session's results start over.
 * - Session counter: sessions started within one recording. Past the threshold (5; 6 for Hebrew and
 *   Russian) the instance is discarded and a fresh one created instead of reusing it. A reused instance
 *   that refuses to start gets one fresh instance before the failure is reported.
 * - Silence timeout fired: the final-word buffer (3/4/5 s) waits; speech in it returns to recording.
 *   If it ends quietly with interim words still unconfirmed, it waits again, up to 4 attempts in all;
 *   then it makes a stop request, exactly like the user's tap.
 * - Stop request ('stopping', clicks ignored): while interim words are unconfirmed it waits up to 2 s
 *   for them to become final (the stop buffer), then calls recognition.stop(), which makes the browser
 *   return the words in its pipeline as finals before onend. Nothing unconfirmed: stop() at once.
 *   No onend 1.5 s after stop(): the instance is aborted and dropped (stop-recovery).
 * - Capture delay, from stop(): a check every 250 ms, at most 8. It ends at the first check that finds
 *   the session ended and the text unchanged since the previous check; the longest transcript (by
 *   words) seen since the stop request is sent, so words arriving during the delay are kept. Then
 *   'idle' and onFinal (not for blank). A manual or automatic stop fully resets the recognizer.
 * - Errors: no-speech and aborted are ignored (the session ends and the rules above apply). Any other
 *   error fully resets the recognizer, is reported, and ends the turn at once: words already heard are
 *   still sent (never lose words), as they are when a restart fails.
 * - endTurn() (hands-free: the voice-activity detector heard the person's pause): the words so far,
 *   interim ones included, are sent at once, without the stop buffer or the capture delay.
 * - abort(): everything dropped now, no onFinal; the next start waits out the 800 ms abort reset.
 *   setLanguage(): abort(), then the language is stored after 100 ms.
 * - deps.log gets each session's start and end (its duration beside the language's session time,
 *   60/75/90 s, which is only logged), the silence timeout, stop-recovery, renewals and errors.
 */

import { createTranscriptBuffer } from '../transcript/transcript-buffer.js';
import { isListening, type ListenerCore, newTurn, observeBest, type Phase } from './recognition-core.js';
import { isIgnoredError, recognitionError, setupError } from './recognition-errors.js';
import { createListening } from './recognition-listening.js';
import { createRecognizerHolder } from './recognition-session.js';
import { createStopping } from './recognition-stopping.js';
import { createTimerSet } from './recognition-timers.js';
import { ABORT_RESET_MS, LANGUAGE_APPLY_MS, START_DELAY_MS, sessionTimeMs } from './recognition-timing.js';
import type { ListenerDeps, ListenState } from './recognition-types.js';

export type * from './recognition-types.js';

const publicState = (phase: Phase): ListenState => (phase === 'buffering' ? 'recording' : phase);

export function createListener(deps: ListenerDeps) {
  const { timers } = deps;
  const makeBuffer = deps.createTranscriptBuffer ?? createTranscriptBuffer;
  const clock = createTimerSet(timers);
  let disposed = false;
  let resetUntil = Number.NEGATIVE_INFINITY;

  const holder = createRecognizerHolder(deps.createRecognition, {
    onStart: () => {
      if (core.phase === 'starting') core.setPhase('recording');
    },
    onSpeech: () => listening.heard(false),
    onResult: (finals, interim) => {
      for (const segment of finals) core.buffer.addFinal(segment);
      core.buffer.setInterim(interim);
      core.turn.interim = interim;
      deps.onTranscript(core.buffer.text());
      if (core.phase === 'stopping') stopping.onResult(interim);
      else listening.heard(finals.length > 0);
    },
    onEnd: () => {
      const { turn, language } = core;
      const durationMs = timers.now() - turn.sessionStartedAt;
      core.log('session-end', { session: turn.sessions, durationMs, sessionTimeMs: sessionTimeMs(language) });
      if (core.phase === 'stopping') return stopping.sessionEnded();
      if (!isListening(core.phase)) return;
      if (turn.interim) {
        // The next session starts a new result list that would overwrite these words: keep them.
        core.buffer.addFinal(turn.interim);
        core.buffer.setInterim('');
        turn.interim = '';
      }
      listening.sessionEnded();
    },
    onError: (code) => {
      if (isIgnoredError(code)) return;
      core.log('recognition-error', { code });
      core.fail(recognitionError(code));
    },
  });

  const core: ListenerCore = {
    deps,
    clock,
    holder,
    phase: 'idle',
    turn: newTurn(),
    buffer: makeBuffer(deps.language),
    language: deps.language,
    setPhase(next) {
      const changed = publicState(core.phase) !== publicState(next);
      core.phase = next;
      if (changed) deps.onState(publicState(next));
    },
    log: (event, details) => deps.log?.(event, details),
    finish() {
      clock.clearAll(['language']);
      holder.discard();
      observeBest(core.turn, core.buffer);
      const text = core.turn.best.trim();
      core.buffer.clear();
      core.setPhase('idle');
      if (text) deps.onFinal(text);
      else deps.onTranscript('');
    },
    fail(error) {
      holder.discard();
      deps.onError(error);
      core.finish();
    },
  };
  const stopping = createStopping(core);
  const listening = createListening(core, stopping.request);

  function abort() {
    if (disposed) return;
    if (holder.active) resetUntil = timers.now() + ABORT_RESET_MS;
    clock.clearAll(['language']);
    holder.discard();
    core.buffer.clear();
    if (core.phase === 'idle') return;
    core.setPhase('idle');
    deps.onTranscript('');
  }

  return {
    /** Mic click when idle (ignored otherwise). */
    start(): void {
      if (disposed || core.phase !== 'idle') return;
      core.buffer = makeBuffer(core.language);
      core.turn = newTurn();
      try {
        holder.ensure();
      } catch (err) {
        deps.onError(setupError(err));
        return;
      }
      core.setPhase('starting');
      const wait = Math.max(START_DELAY_MS, resetUntil - timers.now());
      clock.set('start', wait, listening.beginSession);
    },
    /** Mic click while recording: a stop request (ignored while stopping). */
    stop(): void {
      if (disposed || !isListening(core.phase)) return;
      if (clock.has('start')) {
        // Tapped again before the microphone opened: nothing was heard, nothing to send.
        clock.clearAll(['language']);
        holder.discard();
        core.setPhase('idle');
      } else stopping.request();
    },
    /**
     * Hands-free end of turn: the words heard so far, unconfirmed ones included, are the turn now, with
     * no stop buffer or capture delay (the pause the person chose has already been waited).
     */
    endTurn(): void {
      if (disposed || !isListening(core.phase)) return;
      if (core.turn.interim) {
        core.buffer.addFinal(core.turn.interim);
        core.buffer.setInterim('');
        core.turn.interim = '';
      }
      core.finish();
    },
    /** Drops everything now, no onFinal (barge-in, leaving the page). */
    abort,
    /** Aborts, then stores the language after 100 ms. */
    setLanguage(language: string): void {
      abort();
      clock.set('language', LANGUAGE_APPLY_MS, () => {
        core.language = language;
        core.log('language', { language });
      });
    },
    get state(): ListenState {
      return publicState(core.phase);
    },
    /** Clears every timer and handler; nothing is called afterwards. */
    dispose(): void {
      disposed = true;
      clock.clearAll([]);
      holder.discard();
    },
  };
}

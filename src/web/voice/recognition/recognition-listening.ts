import { isListening, type ListenerCore, protectionApplies } from './recognition-core.js';
import { setupError, startError } from './recognition-errors.js';
import * as T from './recognition-timing.js';

/**
 * The recording phase: sessions, restarts, the silence timeout and the final-word buffer, until a
 * stop request. Rules in recognition-machine.ts.
 */
export function createListening(core: ListenerCore, stopRequest: () => void) {
  const { clock, holder, deps } = core;

  function heard(final: boolean) {
    if (!isListening(core.phase)) return;
    const now = deps.timers.now();
    core.turn.lastSpeechAt = now;
    core.turn.firstSpeechAt ??= now;
    if (final) core.turn.lastFinalAt = now;
    if (core.phase === 'buffering') {
      clock.clear('buffer');
      core.setPhase('recording');
    }
    armSilence();
  }

  function armSilence() {
    const wait = core.turn.lastSpeechAt + T.silenceTimeoutMs(core.language) - deps.timers.now();
    clock.set('silence', Math.max(0, wait), () => {
      core.log('silence', { language: core.language });
      core.setPhase('buffering');
      core.turn.attempts = 1;
      clock.set('buffer', T.finalWordBufferMs(core.language), bufferEnded);
    });
  }

  function bufferEnded() {
    if (!core.turn.interim || core.turn.attempts >= T.FINAL_WORD_ATTEMPTS) return stopRequest();
    core.turn.attempts += 1;
    clock.set('buffer', T.finalWordBufferMs(core.language), bufferEnded);
  }

  function beginSession() {
    const { turn, language } = core;
    turn.sessions += 1;
    if (turn.sessions > T.sessionThreshold(language)) {
      core.log('recognizer-renewed', { sessions: turn.sessions - 1 });
      holder.discard();
      turn.sessions = 1;
    }
    try {
      holder.ensure();
    } catch (err) {
      return core.fail(setupError(err));
    }
    try {
      holder.start(language, T.maxAlternatives(language));
    } catch {
      // A reused instance can refuse to start again (InvalidStateError): one fresh instance tries.
      holder.discard();
      try {
        holder.ensure();
        holder.start(language, T.maxAlternatives(language));
      } catch (err) {
        return core.fail(startError(err));
      }
    }
    const now = deps.timers.now();
    turn.sessionStartedAt = now;
    core.log('session-start', { session: turn.sessions, language });
    if (turn.startedAt === null) {
      turn.startedAt = turn.lastSpeechAt = now;
      armSilence();
    }
  }

  function sessionEnded() {
    const { turn, language } = core;
    const now = deps.timers.now();
    const recent = now - turn.lastSpeechAt < T.RECENT_SPEECH_MS;
    // Before the silence timeout has fired the silence timer, not the browser, ends the turn.
    if (recent || protectionApplies(turn, language, now) || core.phase !== 'buffering') {
      clock.set('restart', T.RESTART_DELAY_MS, beginSession);
    } else stopRequest();
  }

  return { heard, beginSession, sessionEnded };
}

import { type ListenerCore, observeBest } from './recognition-core.js';
import { CAPTURE_CHECK_MS, CAPTURE_CHECKS, STOP_BUFFER_MS, STOP_RECOVERY_MS } from './recognition-timing.js';

/**
 * From a stop request (the user's tap, or the silence auto-stop) to finish(): the stop buffer,
 * recognition.stop(), the stop-recovery and the capture delay. Rules in recognition-machine.ts.
 */
export function createStopping(core: ListenerCore) {
  const { clock, holder } = core;

  function request() {
    for (const name of ['start', 'restart', 'silence', 'buffer'] as const) clock.clear(name);
    core.setPhase('stopping');
    observeBest(core.turn, core.buffer);
    core.turn.ended = !holder.active;
    if (core.turn.ended) beginCapture();
    else if (core.turn.interim) clock.set('stopBuffer', STOP_BUFFER_MS, endSession);
    else endSession();
  }

  function endSession() {
    clock.clear('stopBuffer');
    clock.set('recovery', STOP_RECOVERY_MS, () => {
      // The instance never fired onend after stop(): drop it, keep what it gave.
      core.log('stop-recovery');
      holder.discard();
      core.turn.ended = true;
    });
    try {
      holder.stop();
    } catch {
      holder.discard();
      core.turn.ended = true;
    }
    beginCapture();
  }

  function beginCapture() {
    if (core.turn.captureStarted) return;
    clock.clear('stopBuffer');
    core.turn.captureStarted = true;
    core.turn.snapshot = core.buffer.text();
    clock.set('capture', CAPTURE_CHECK_MS, check);
  }

  function check() {
    const { turn, buffer } = core;
    turn.checks += 1;
    observeBest(turn, buffer);
    const text = buffer.text();
    if ((turn.ended && text === turn.snapshot) || turn.checks >= CAPTURE_CHECKS) return core.finish();
    turn.snapshot = text;
    clock.set('capture', CAPTURE_CHECK_MS, check);
  }

  return {
    request,
    /** Words arriving while stopping; the stop buffer ends as soon as nothing is unconfirmed. */
    onResult(interim: string) {
      observeBest(core.turn, core.buffer);
      if (!interim && clock.has('stopBuffer')) endSession();
    },
    sessionEnded() {
      core.turn.ended = true;
      clock.clear('recovery');
      beginCapture();
    },
  };
}

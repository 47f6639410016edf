import type { RecognitionEngine, RecognitionSink, Session, Utterance } from './types.js';

/**
 * The speech side of the fake recognition: which events a session fires and when, what the
 * "user" said and how it turns into interim and final results (accumulating like Chrome's).
 * Runs in the page: index.ts sends this function's source with speech-recognition.ts, so it must use
 * nothing from outside its body, nor syntax the test transpiler turns into helper calls (spread).
 */
export function createRecognitionEngine(stepMs: number, sink: RecognitionSink): RecognitionEngine {
  const pending: Utterance[] = [];
  const sessions: Session[] = [];
  let active: Session | null = null;

  // Leaving 'end' marks the session idle before listeners run, so onend may start() again.
  const end = (me: Session) =>
    sink.fire(me, 'end', undefined, () => {
      me.state = 'idle';
      if (active === me) active = null;
    });

  function result(me: Session, transcript: string, confidence: number, isFinal: boolean): void {
    const latest = { transcript, confidence, isFinal };
    const resultIndex = me.finals.length;
    const results = me.finals.concat([latest]);
    if (isFinal) me.finals.push(latest);
    sink.result(me, results, resultIndex);
  }

  function startSpeaking(me: Session): void {
    if (me.speaking) return;
    me.speaking = true;
    sink.fire(me, 'soundstart');
    sink.fire(me, 'speechstart');
  }

  /** Plays the queued utterances one step at a time. */
  function drive(me: Session): void {
    if (me.driver !== null || me.state !== 'listening') return;
    if (!me.current && me.queue.length === 0) return;
    me.driver = setTimeout(() => {
      me.driver = null;
      step(me);
      drive(me);
    }, stepMs);
  }

  function step(me: Session): void {
    if (!me.current) {
      const next = me.queue.shift();
      if (!next) return;
      me.current = { utterance: next, step: 0 };
    }
    startSpeaking(me);
    const settings = sink.settings(me);
    const utterance = me.current.utterance;
    const words = me.carried.concat(utterance.words);
    const steps = settings.interimResults ? utterance.steps : 0;
    if (me.current.step < steps) {
      me.current.step += 1;
      const count = Math.ceil((me.current.step * utterance.words.length) / steps);
      result(me, me.carried.concat(utterance.words.slice(0, count)).join(' '), 0.01, false);
      return;
    }
    me.current = null;
    if (!utterance.final) {
      me.carried = words;
      return;
    }
    me.carried = [];
    result(me, words.join(' '), utterance.confidence, true);
    // Without continuous, Chrome ends the session after its first final result.
    if (!settings.continuous) finish(me, false);
  }

  function halt(me: Session): void {
    if (me.driver !== null) clearTimeout(me.driver);
    me.driver = null;
    me.state = 'stopping';
  }

  /** Ends a session; `flush` delivers what was said so far as final results first (stop, end). */
  function finish(me: Session, flush: boolean): void {
    halt(me);
    if (flush) {
      const rest = me.current ? [me.current.utterance] : [];
      me.current = null;
      for (const u of rest.concat(me.queue.splice(0))) {
        startSpeaking(me);
        result(me, me.carried.concat(u.words).join(' '), u.confidence, true);
        me.carried = [];
      }
      if (me.carried.length > 0) result(me, me.carried.join(' '), 0.9, true);
      me.carried = [];
    } else {
      // What was said after the session's one result waits for the next session.
      const rest = me.queue.splice(0);
      for (let i = rest.length - 1; i >= 0; i--) pending.unshift(rest[i] as Utterance);
    }
    if (me.speaking) {
      sink.fire(me, 'speechend');
      sink.fire(me, 'soundend');
    }
    sink.fire(me, 'audioend');
    end(me);
  }

  const listening = (): Session => {
    if (active?.state !== 'listening') throw new Error('no speech recognition session is listening');
    return active;
  };
  const stopped = (me: Session) => me.state === 'idle' || me.state === 'stopping';

  return {
    open() {
      const me: Session = {
        id: sessions.length + 1,
        state: 'idle',
        queue: [],
        current: null,
        carried: [],
        finals: [],
        speaking: false,
        driver: null,
      };
      sessions.push(me);
      return me;
    },
    start(me, deny) {
      me.state = 'starting';
      me.finals = [];
      me.carried = [];
      me.speaking = false;
      if (deny) {
        // A refused microphone never starts: error and end only.
        me.state = 'stopping';
        sink.fire(me, 'error', { error: 'not-allowed', message: '' });
        end(me);
        return;
      }
      sink.fire(me, 'start');
      sink.fire(me, 'audiostart', undefined, () => {
        if (me.state !== 'starting') return;
        me.state = 'listening';
        active = me;
        for (const u of pending.splice(0)) me.queue.push(u);
        drive(me);
      });
    },
    stop(me) {
      if (!stopped(me)) finish(me, true);
    },
    abort(me) {
      if (stopped(me)) return;
      halt(me);
      // Chrome reports its own abort() as an 'aborted' error before 'end'.
      sink.fire(me, 'error', { error: 'aborted', message: '' });
      end(me);
    },
    say(utterance) {
      if (active && active.state === 'listening') {
        active.queue.push(utterance);
        drive(active);
      } else pending.push(utterance);
    },
    end: () => finish(listening(), true),
    fail(code, message) {
      const me = listening();
      halt(me);
      sink.fire(me, 'error', { error: code, message });
      end(me);
    },
    queued: () => pending.length,
    running: () => sessions.some((s) => s.state !== 'idle'),
  };
}

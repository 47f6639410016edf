import type { RecognitionLike, RecognitionResultEventLike } from './recognition-types.js';

export type SessionEvents = {
  onStart(): void;
  onEnd(): void;
  onSpeech(): void;
  /** New final segments of this session, and the interim text after them. */
  onResult(finals: string[], interim: string): void;
  onError(code: string): void;
};

/** The alternative the recognizer is most sure of; browsers that give no confidence (0) keep the first. */
function bestTranscript(result: RecognitionResultEventLike['results'][number]): string {
  let best = result[0];
  for (let i = 1; i < result.length; i++) {
    const alternative = result[i];
    if (alternative && best && alternative.confidence > best.confidence) best = alternative;
  }
  return best?.transcript ?? '';
}

/**
 * Owns at most one recognizer instance: configures it, forwards its events, and forgets it. Events of
 * an instance that was discarded are dropped, so a late onend or onresult cannot touch a new turn.
 */
export function createRecognizerHolder(create: () => RecognitionLike, events: SessionEvents) {
  let current: RecognitionLike | null = null;
  let active = false;
  // Final results keep their index for the whole session; some browsers report them again.
  let nextFinal = 0;

  const detach = (r: RecognitionLike) => {
    r.onstart = null;
    r.onend = null;
    r.onresult = null;
    r.onerror = null;
    r.onspeechstart = null;
  };

  const attach = (r: RecognitionLike) => {
    r.onstart = () => current === r && events.onStart();
    r.onend = () => {
      if (current !== r) return;
      active = false;
      events.onEnd();
    };
    r.onspeechstart = () => current === r && events.onSpeech();
    r.onerror = (event) => current === r && events.onError(event.error);
    r.onresult = (event) => {
      if (current !== r) return;
      const finals: string[] = [];
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (!result) continue;
        if (!result.isFinal) interim += bestTranscript(result);
        else if (i >= nextFinal) {
          finals.push(bestTranscript(result));
          nextFinal = i + 1;
        }
      }
      events.onResult(finals, interim.trim());
    };
  };

  return {
    /** A session was started and has not ended yet. */
    get active() {
      return active;
    },
    /** Creates the instance if there is none; throws what the constructor throws. */
    ensure(): void {
      if (!current) current = create();
    },
    /** Starts a session on the current instance; throws what start() throws. */
    start(language: string, maxAlternatives: number): void {
      const r = current;
      if (!r) throw new Error('no recognizer');
      r.lang = language;
      r.continuous = true;
      r.interimResults = true;
      r.maxAlternatives = maxAlternatives;
      attach(r);
      nextFinal = 0;
      r.start();
      active = true;
    },
    stop(): void {
      current?.stop();
    },
    /** Full reset: the instance is silenced, aborted, and never reused. */
    discard(): void {
      const r = current;
      if (!r) return;
      current = null;
      detach(r);
      active = false;
      // Also when it reported its end: an instance that claims to be ended can still hold the microphone.
      try {
        r.abort();
      } catch {
        // Nothing left to stop.
      }
    },
  };
}

export type RecognizerHolder = ReturnType<typeof createRecognizerHolder>;

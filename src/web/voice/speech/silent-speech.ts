import type { SpeechQueue, SpeechQueueDeps } from './speech-types.js';

/**
 * A reply's speech with the expert muted: nothing is spoken, and the reply ends as soon as its stream
 * has. The sentences shown count as said, so a reply interrupted while it streams keeps what the
 * person could read.
 */
export function createSilentSpeech(deps: Pick<SpeechQueueDeps, 'onIdle'>): SpeechQueue {
  let shown: string[] = [];
  let phase: 'fresh' | 'open' | 'ended' = 'fresh';
  let finished = false;
  const end = () => {
    phase = 'ended';
    deps.onIdle?.();
  };
  return {
    enqueue(text) {
      if (phase !== 'open') {
        phase = 'open';
        finished = false;
        shown = [];
      }
      const trimmed = text.trim();
      if (trimmed !== '') shown.push(trimmed);
    },
    finish() {
      if (phase === 'ended') return;
      finished = true;
      end();
    },
    stop() {
      if (phase === 'open') end();
    },
    pause() {},
    resume() {},
    get state() {
      return 'idle' as const;
    },
    spokenText() {
      return { spoken: [...shown], cut: phase === 'open' || (phase === 'ended' && !finished) };
    },
  };
}

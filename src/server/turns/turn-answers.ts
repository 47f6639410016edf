import type { StreamBody } from '../http/run-event-stream.js';
import { type PipelineDeps, runTurn, type Turn, type TurnOutcome } from './turn-pipeline.js';

/** A turn's whole reply in one JSON answer, shaped by the kind's `answer`. */
export async function answerTurn<Stored, Answer>(
  deps: PipelineDeps,
  turn: Turn<Stored>,
  answer: (outcome: TurnOutcome<Stored>) => Answer,
): Promise<Answer> {
  const outcome = await runTurn(deps, turn, new AbortController().signal);
  if (!outcome) throw new Error('a turn that was not aborted has a reply');
  return answer(outcome);
}

/**
 * A turn's reply as Server-Sent Events: `safety` the moment a layer finds a crisis (the offline
 * detector before any text), `delta` as text arrives, `sentence` as each sentence completes (with
 * what the kind adds to it), then `done`, the kind's answer. A reply cut short because the client
 * left ends without `done` and resolves with that answer (what was stored, for a repeated request).
 */
export function streamTurn<Stored, Answer extends Record<string, unknown>>(
  deps: PipelineDeps,
  turn: Turn<Stored>,
  answer: (outcome: TurnOutcome<Stored>) => Answer,
  sentenceExtra: (text: string) => Record<string, unknown> = () => ({}),
): StreamBody {
  return async (events) => {
    const outcome = await runTurn(deps, turn, events.signal, {
      onSafety: (notice) => events.send('safety', notice),
      onDelta: (text) => events.send('delta', { text }),
      onSentence: (index, text) => events.send('sentence', { index, text, ...sentenceExtra(text) }),
    });
    if (!outcome) return undefined;
    const done = answer(outcome);
    if (outcome.cut) return done;
    events.send('done', done);
    return undefined;
  };
}

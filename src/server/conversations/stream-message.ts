import { errorEventBody } from '../http/chat-error.js';
import type { EventStream } from '../http/sse.js';
import type { PreparedTurn } from './prepare-turn.js';
import { runTurn, type TurnDeps } from './run-turn.js';

/**
 * The streamed turn: `delta` events as text arrives, `sentence` events as sentences complete, then
 * `done` with the stored messages, or `error`. The stream's signal (the client left) aborts the model.
 */
export async function streamTurn(deps: TurnDeps, turn: PreparedTurn, events: EventStream): Promise<void> {
  try {
    const result = await runTurn(deps, turn, events.signal, {
      onDelta: (text) => events.send('delta', { text }),
      onSentence: (index, text) => events.send('sentence', { index, text }),
    });
    if (result && !result.cut) {
      events.send('done', {
        userMessage: result.userMessage,
        botMessage: result.botMessage,
        showTrialOffer: result.showTrialOffer,
        replyCount: result.replyCount,
      });
    }
  } catch (err) {
    if (!(err instanceof Error && 'status' in err)) {
      deps.log.error({ err }, 'streamed turn failed');
    }
    events.send('error', errorEventBody(err));
  } finally {
    events.end();
  }
}

import type { ChatError } from '../../../contract/chat.js';
import type { RouteContract, RouteEvents, RouteInput } from '../../../contract/route.js';
import type { SafetyNotice } from '../../../contract/safety-values.js';
import { translator } from '../../i18n/current.js';
import { ApiError, idempotencyHeader } from '../../lib/api.js';
import { routeUrl } from '../../lib/api-client.js';
import { rememberSpeechToken } from '../speech/speech-tokens.js';

export type StreamHandlers = {
  onDelta?(text: string): void;
  onSentence?(text: string, index: number): void;
  /** The message spoke of a crisis: the help card to show (again when a later layer adds to it). */
  onSafety?(notice: SafetyNotice): void;
};

/**
 * A failed turn: an ApiError like any other (status 0 when the network failed), whose body is the
 * server's chat error (with `retryable` and, for a limit, `limitType`).
 */
export class ChatStreamError extends ApiError {
  declare readonly body: ChatError;
  constructor(status: number, body: ChatError) {
    super(status, JSON.stringify(body));
    this.name = 'ChatStreamError';
  }
}

const networkError = (): ChatStreamError =>
  new ChatStreamError(0, {
    error: 'NETWORK_ERROR',
    message: translator()('We could not reach Voxpert. Please check your connection and try again.'),
    retryable: true,
  });

/** A streamed turn's route: its events are the contract's (`turnEvents` in contract/chat.ts). */
export type StreamRoute = RouteContract & { events: { done: RouteContract['answer'] } };

/**
 * POSTs a message to a streamed chat route (Server-Sent Events: safety, delta, sentence, done, error) and
 * answers the `done` event's data, typed by the route's contract (a repeat the server already answered
 * replays the same events). With
 * `idempotencyKey` the turn sends an Idempotency-Key (`true`: a fresh one). A refusal before the stream (400, 403 usage limit, 404) and an
 * `error` event both reject with ChatStreamError. Aborting `signal` rejects with the AbortError.
 * A sentence's speech token (a guest's) is kept for its GET /api/tts.
 */
export async function streamChat<C extends StreamRoute>(
  route: Pick<C, 'method' | 'path'>,
  input: RouteInput<C> & { body: unknown },
  handlers: StreamHandlers,
  signal?: AbortSignal,
  idempotencyKey?: string | true,
): Promise<RouteEvents<C>['done']> {
  type Done = RouteEvents<C>['done'];
  const { body } = input;
  let res: Response;
  try {
    res = await fetch(routeUrl(route, input as { params?: Record<string, string | number> }), {
      method: route.method,
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...idempotencyHeader(idempotencyKey),
      },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw networkError();
  }
  if (!res.ok || !res.body) throw new ChatStreamError(res.status, await errorBody(res));

  let done: Done | undefined;
  const onEvent = (event: string, data: unknown) => {
    const record = (data ?? {}) as Record<string, unknown>;
    if (event === 'delta' && typeof record.text === 'string') handlers.onDelta?.(record.text);
    else if (event === 'sentence' && typeof record.text === 'string') {
      if (typeof record.speechToken === 'string') rememberSpeechToken(record.text, record.speechToken);
      handlers.onSentence?.(record.text, typeof record.index === 'number' ? record.index : 0);
    } else if (event === 'safety' && Array.isArray(record.helpLines))
      handlers.onSafety?.(data as SafetyNotice);
    else if (event === 'done') done = data as Done;
    else if (event === 'error') throw new ChatStreamError(502, toChatError(data));
  };
  try {
    await readEvents(res.body, onEvent);
  } catch (err) {
    if (err instanceof ChatStreamError || signal?.aborted) throw err;
    throw networkError();
  }
  if (done === undefined) throw networkError();
  return done;
}

/** Reads `event:` / `data:` blocks separated by a blank line, as the server writes them. */
async function readEvents(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: unknown) => void,
) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        dispatch(buffer.slice(0, end), onEvent);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
    if (buffer.trim() !== '') dispatch(buffer, onEvent);
  } finally {
    reader.releaseLock();
  }
}

function dispatch(block: string, onEvent: (event: string, data: unknown) => void) {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.join('\n'));
  } catch {
    return; // not ours (a comment or keep-alive)
  }
  onEvent(event, parsed);
}

async function errorBody(res: Response): Promise<ChatError> {
  const text = await res.text().catch(() => '');
  try {
    return toChatError(JSON.parse(text));
  } catch {
    return { error: 'HTTP_ERROR', message: text || res.statusText || `Request failed (${res.status})` };
  }
}

function toChatError(data: unknown): ChatError {
  const record = (data ?? {}) as Record<string, unknown>;
  return {
    ...(record as ChatError),
    error: typeof record.error === 'string' ? record.error : 'ERROR',
    message:
      typeof record.message === 'string'
        ? record.message
        : translator()('Something went wrong. Please try again.'),
  };
}

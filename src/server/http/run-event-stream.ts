import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatError as ChatErrorBody } from '../../contract/chat.js';
import { ErrorCode } from '../../contract/errors.js';
import { AppError } from './app-error.js';
import { loggableError } from './error-handler.js';
import { errorEventInLanguage } from './error-language.js';
import { type EventStream, openEventStream } from './sse.js';

/** What the streamed part of an operation is given: a way to send events, and the client's signal. */
export type EventSink = Pick<EventStream, 'send' | 'signal'>;

/**
 * The streamed part of an operation: it sends its events (ending with `done` when it finishes) and
 * resolves; it may throw. The signal aborts when the client goes away. It may resolve with what it
 * stored when it ended without `done` (a reply cut short because the client left), in the shape of
 * `done`'s data: a repeat of the request (Idempotency-Key) then answers that.
 */
export type StreamBody = (events: EventSink) => Promise<unknown>;

const internalError: ChatErrorBody = {
  error: ErrorCode.internal,
  message: 'Something went wrong on our side. Please try again.',
  retryable: true,
};

/**
 * What an `error` event carries for a thrown error: a chat error's own body (with its limitType or
 * retryable); another AppError's code and message, not to be retried; anything else, the generic
 * internal error, which may be retried.
 */
export function errorEventBody(err: unknown): ChatErrorBody {
  if (!(err instanceof AppError)) return internalError;
  const body: ChatErrorBody = err.body();
  if (body.limitType !== undefined || body.retryable !== undefined) return body;
  return { error: body.error, message: body.message, retryable: false };
}

/**
 * Answers the request with a Server-Sent Events stream written by `body`. A thrown error becomes
 * the last event, `error`, in the person's language (an unexpected one is logged through the request's logger and hidden);
 * the stream always ends. Errors thrown before this call still answer as normal JSON.
 */
export async function runEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  body: StreamBody,
): Promise<void> {
  const events = openEventStream(request, reply);
  try {
    await body(events);
  } catch (err) {
    if (!(err instanceof AppError)) request.log.error({ err: loggableError(err) }, 'event stream failed');
    const sentences = err instanceof AppError ? err.sentences : undefined;
    events.send('error', errorEventInLanguage(request, errorEventBody(err), sentences));
  } finally {
    events.end();
  }
}

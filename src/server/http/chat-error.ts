import type { FastifyInstance } from 'fastify';
import type { ChatError as ChatErrorBody, LimitType } from '../../contract/chat.js';
import { chatMessages } from '../../contract/chat.js';
import { ErrorCode } from '../../contract/errors.js';
import { AppError } from './app-error.js';

/** An AppError whose body carries more than {error, message}: a limitType, or retryable. */
export class ChatError extends AppError {
  constructor(
    code: string,
    status: number,
    message: string,
    readonly extra: { limitType?: LimitType; retryable?: boolean },
  ) {
    super(code, status, message);
  }

  body(): ChatErrorBody {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

/** 403 USAGE_LIMIT_REACHED with the spec's text for the limit (DECISIONS.md, plans and limits). */
export function usageLimit(limitType: LimitType): ChatError {
  const message =
    limitType === 'DAILY_CONVERSATION_LIMIT'
      ? chatMessages.dailyLimit
      : limitType === 'CONVERSATION_REPLY_LIMIT'
        ? chatMessages.replyLimit
        : chatMessages.guestLimit;
  return new ChatError('USAGE_LIMIT_REACHED', 403, message, { limitType });
}

/** A provider failure as the client sees it: the provider's AppError (502/503) marked retryable. */
export function providerFailure(err: unknown): ChatError {
  if (err instanceof ChatError) return err;
  if (err instanceof AppError && (err.status === 502 || err.status === 503)) {
    return new ChatError(err.code, err.status, err.message, { retryable: true });
  }
  return new ChatError('AI_PROVIDER_ERROR', 502, 'The AI service did not answer. Please try again.', {
    retryable: true,
  });
}

/** What an `error` event of a stream carries for any failure. */
export function errorEventBody(err: unknown): ChatErrorBody {
  if (err instanceof ChatError) return err.body();
  if (err instanceof AppError) return { error: err.code, message: err.message, retryable: false };
  return {
    error: ErrorCode.internal,
    message: 'Something went wrong on our side. Please try again.',
    retryable: true,
  };
}

/** For the chat plugins: a ChatError answers its full body; anything else goes to the app's handler. */
export function installChatErrors(app: FastifyInstance): void {
  app.setErrorHandler((err, _request, reply) => {
    if (err instanceof ChatError) return reply.code(err.status).send(err.body());
    throw err;
  });
}

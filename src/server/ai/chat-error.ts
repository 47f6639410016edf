import type { ChatError as ChatErrorBody, LimitType } from '../../contract/chat.js';
import { chatMessages } from '../../contract/chat.js';
import { AppError } from '../http/app-error.js';

/** The error a chat limit or a language-model provider raises: its body adds a limitType, or retryable. */
export class ChatError extends AppError {
  constructor(
    code: string,
    status: number,
    message: string,
    readonly extra: { limitType?: LimitType; retryable?: boolean },
  ) {
    super(code, status, message);
    this.name = 'ChatError';
  }

  override body(): ChatErrorBody {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

/** 403 USAGE_LIMIT_REACHED with the text of the limit reached (free plan or guest). */
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

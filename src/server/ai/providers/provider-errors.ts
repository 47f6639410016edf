import { APICallError, RetryError } from 'ai';
import { AppError } from '../../http/app-error.js';

export const PROVIDER_UNAVAILABLE = 'AI_PROVIDER_UNAVAILABLE';
export const PROVIDER_ERROR = 'AI_PROVIDER_ERROR';

/** 503: the provider is busy, slow or unreachable (429, Anthropic's 529 overloaded, timeout, connection refused). */
export function providerUnavailable(cause?: unknown): AppError {
  const error = new AppError(
    PROVIDER_UNAVAILABLE,
    503,
    'The AI service is busy right now. Please try again in a moment.',
  );
  error.cause = cause;
  return error;
}

/** 502: the provider answered badly (5xx, a broken stream, an unreadable answer, a refused request). */
export function providerError(cause?: unknown): AppError {
  const error = new AppError(
    PROVIDER_ERROR,
    502,
    'The AI service did not answer properly. Please try again.',
  );
  error.cause = cause;
  return error;
}

const unreachable = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);

function causeCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * What a provider failure becomes: null for the client's own abort (nothing to report), else an
 * AppError 502/503. `timedOut` is true when our own AI_TIMEOUT_MS signal fired.
 */
export function toProviderError(
  error: unknown,
  state: { clientAborted: boolean; timedOut: boolean },
): AppError | null {
  if (state.timedOut) return providerUnavailable(error);
  if (state.clientAborted) return null;
  if (error instanceof AppError) return error;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    const status = last.statusCode;
    if (status === 429 || status === 408 || status === 529) return providerUnavailable(error);
    if (status === undefined) {
      // No HTTP answer at all: the connection failed ("Cannot connect to API") or broke.
      return unreachable.has(causeCode(last) ?? '') || last.message.startsWith('Cannot connect')
        ? providerUnavailable(error)
        : providerError(error);
    }
    return providerError(error);
  }
  if (unreachable.has(causeCode(last) ?? '')) return providerUnavailable(error);
  return providerError(error);
}

const lastError = (error: unknown) => (RetryError.isInstance(error) ? error.lastError : error);

/** Whether the provider answered at all (an HTTP error counts): its tokens may then be billed. */
export const reachedProvider = (error: unknown) => APICallError.isInstance(lastError(error));

/** Why a provider call failed, for the log: no message text, no model output. */
export function providerFailureDetails(error: unknown, timedOut: boolean) {
  const last = lastError(error);
  const appError = toProviderError(error, { clientAborted: false, timedOut });
  return {
    reason: appError?.code ?? 'unknown',
    error: last instanceof Error ? last.name : typeof last,
    ...(APICallError.isInstance(last) && last.statusCode !== undefined ? { status: last.statusCode } : {}),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.js';

export type SpeechLog = Pick<FastifyBaseLogger, 'warn'>;

/** Runs a provider call; a provider failure (5xx AppError) is logged with its detail, then passed on. */
export async function logProviderFailure<T>(log: SpeechLog, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError && err.status >= 500) {
      log.warn({ code: err.code, detail: String(err.cause ?? '') }, 'speech provider failed');
    }
    throw err;
  }
}

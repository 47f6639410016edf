import type { LimitType } from '../../../contract/chat.js';

export type { LimitType };

import { ApiError } from '../../lib/api.js';

/** The trial dialog's reason: a refusal (`refused`), or the last allowed conversation or reply. */
export type TrialOffer = { limitType: LimitType; refused: boolean; message?: string };

/** The server's code for a refusal past a plan's limit (403). */
const USAGE_LIMIT = 'USAGE_LIMIT_REACHED';

/** Every limit type, checked against the contract's list by the compiler (no zod on the first load). */
const limitTypes = {
  DAILY_CONVERSATION_LIMIT: true,
  CONVERSATION_REPLY_LIMIT: true,
  GUEST_REPLY_LIMIT: true,
} satisfies Record<LimitType, true>;

const isLimitType = (value: unknown): value is LimitType =>
  typeof value === 'string' && Object.hasOwn(limitTypes, value);

/**
 * A 403 USAGE_LIMIT_REACHED answer (a refused stream or a plain API call: both are ApiErrors) as the trial dialog
 * shows it; the limit type defaults to the reply limit. Any other error answers null.
 */
export function usageLimitOffer(err: unknown): TrialOffer | null {
  if (!(err instanceof ApiError && err.status === 403 && err.code === USAGE_LIMIT)) return null;
  const body: object = err.body ?? {};
  const limitType = 'limitType' in body && isLimitType(body.limitType) ? body.limitType : undefined;
  const message = 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  return {
    limitType: limitType ?? 'CONVERSATION_REPLY_LIMIT',
    refused: true,
    ...(message ? { message } : {}),
  };
}

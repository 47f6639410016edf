/**
 * The Idempotency-Key header of the create requests (zod-free: the browser's first load reads it).
 * A key is 1 to 255 printable ASCII characters; the web client sends a random UUID per user action.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 255;

export const idempotencyMessages = {
  invalidKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} printable ASCII characters`,
  keyReused: 'This Idempotency-Key was already used for a different request. Send a new key.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;

import { z } from 'zod';

/** Every non-2xx answer of the API has this shape. */
export const errorBodySchema = z
  .object({
    error: z.string().describe('Machine-readable code, e.g. VALIDATION_ERROR'),
    message: z.string().describe('Human-readable sentence, safe to show to the user'),
    fields: z.record(z.string(), z.string()).optional().describe('Per-field messages for validation errors'),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ErrorCode = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'USERNAME_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  resetFailed: 'RESET_FAILED',
  invalidPassword: 'INVALID_PASSWORD',
  noSubscription: 'NO_SUBSCRIPTION',
  pushEndpointTaken: 'PUSH_ENDPOINT_TAKEN',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  crossSite: 'CROSS_SITE_REQUEST',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  badRequest: 'BAD_REQUEST',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyInProgress: 'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

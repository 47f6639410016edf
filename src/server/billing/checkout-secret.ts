import { createHash, randomBytes } from 'node:crypto';

/** A sandbox client secret: 32 random bytes, so it cannot be guessed. Only its SHA-256 is stored. */
export const newClientSecret = () => `sandbox_cs_${randomBytes(32).toString('base64url')}`;
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A checkout's client secret works for an hour. */
export const CHECKOUT_TTL_MS = 3600 * 1000;

import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { deleteExpiredIdempotencyKeys } from '../http/idempotency.js';
import { installIntervalJob } from './interval-job.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes the Idempotency-Key records older than a day, every hour (lookups already ignore them; this
 * keeps the table small). Safe in every process.
 */
export function installIdempotencyCleanup(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date },
): void {
  installIntervalJob(app, {
    name: 'idempotency-cleanup',
    intervalMs: HOUR_MS,
    work: () => deleteExpiredIdempotencyKeys(deps),
  });
}

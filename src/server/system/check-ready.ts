import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { AppError } from '../http/app-error.js';

/** GET /readyz: ready when the database answers; else 503 (the cause is logged, not shown). */
export async function checkReady(
  database: Pick<DatabaseHandle, 'ping'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ status: 'ready' }> {
  try {
    await database.ping();
  } catch (err) {
    log.warn({ err }, 'database not reachable');
    throw new AppError('SERVICE_UNAVAILABLE', 503, 'The database is not reachable.');
  }
  return { status: 'ready' };
}

import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { runBillingRenewals } from './billing-renewals.js';
import { type IntervalJob, startIntervalJob } from './interval-job.js';

export const DEFAULT_BILLING_JOB_INTERVAL_MS = 60_000;

/**
 * Runs the sandbox renewals every BILLING_JOB_INTERVAL_MS from when the server listens until it closes
 * (0: never). Tests that only inject never listen, so they run the job themselves. Safe in every process.
 */
export function installBillingRenewals(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; config: Config },
): void {
  const intervalMs = deps.config.BILLING_JOB_INTERVAL_MS ?? DEFAULT_BILLING_JOB_INTERVAL_MS;
  if (intervalMs <= 0) return;
  const log = app.log.child({ job: 'billing-renewals' });
  let job: IntervalJob | null = null;
  app.addHook('onListen', async () => {
    job ??= startIntervalJob({
      name: 'billing-renewals',
      intervalMs,
      log,
      work: () => runBillingRenewals({ db: deps.db, clock: deps.clock }),
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
    job = null;
  });
}

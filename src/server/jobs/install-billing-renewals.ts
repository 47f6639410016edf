import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { runBillingRenewals } from './billing-renewals.js';
import { installIntervalJob } from './interval-job.js';

export const DEFAULT_BILLING_JOB_INTERVAL_MS = 60_000;

/** Runs the sandbox renewals every BILLING_JOB_INTERVAL_MS (0: never). Safe in every process. */
export function installBillingRenewals(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; config: Config },
): void {
  installIntervalJob(app, {
    name: 'billing-renewals',
    intervalMs: deps.config.BILLING_JOB_INTERVAL_MS ?? DEFAULT_BILLING_JOB_INTERVAL_MS,
    work: () => runBillingRenewals({ db: deps.db, clock: deps.clock }),
  });
}

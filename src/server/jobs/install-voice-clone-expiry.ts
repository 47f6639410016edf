import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { VoiceCloner } from '../voice-clone/voice-cloner.js';
import { DEFAULT_BILLING_JOB_INTERVAL_MS } from './install-billing-renewals.js';
import { installIntervalJob } from './interval-job.js';
import { expireOwnVoices } from './voice-clone-expiry.js';

/** Pauses and deletes the own voices of ended Premium plans, as often as the billing job runs. */
export function installVoiceCloneExpiry(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; config: Config; cloner: VoiceCloner | null },
): void {
  const { cloner } = deps;
  if (!cloner) return;
  installIntervalJob(app, {
    name: 'voice-clone-expiry',
    intervalMs: deps.config.BILLING_JOB_INTERVAL_MS ?? DEFAULT_BILLING_JOB_INTERVAL_MS,
    work: (log) => expireOwnVoices({ db: deps.db, clock: deps.clock, cloner }, log),
  });
}

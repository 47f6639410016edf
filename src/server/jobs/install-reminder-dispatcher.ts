import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { pushSender } from '../push/send-push.js';
import type { VapidKeys } from '../push/vapid-keys.js';
import { type IntervalJob, startIntervalJob } from './interval-job.js';
import { dispatchDueReminders } from './reminder-dispatcher.js';

export const DEFAULT_DISPATCH_INTERVAL_MS = 30_000;
export const DEFAULT_VAPID_SUBJECT = 'mailto:support@voxpert.app';

/**
 * Runs the reminder dispatcher every REMINDER_DISPATCH_INTERVAL_MS from when the server listens until it
 * closes (0: never). Tests that only inject never listen, so never dispatch. Safe in every process.
 */
export function installReminderDispatcher(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; config: Config; keys: () => Promise<VapidKeys> },
): void {
  const intervalMs = deps.config.REMINDER_DISPATCH_INTERVAL_MS ?? DEFAULT_DISPATCH_INTERVAL_MS;
  if (intervalMs <= 0) return;
  const send = pushSender({ keys: deps.keys, subject: deps.config.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT });
  const log = app.log.child({ job: 'reminder-dispatcher' });
  let job: IntervalJob | null = null;
  app.addHook('onListen', async () => {
    job ??= startIntervalJob({
      name: 'reminder-dispatcher',
      intervalMs,
      log,
      work: () => dispatchDueReminders({ db: deps.db, clock: deps.clock, send, log }),
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
    job = null;
  });
}

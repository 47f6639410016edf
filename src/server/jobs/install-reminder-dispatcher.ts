import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { allowsLocalPush } from '../push/endpoint-policy.js';
import { pushSender } from '../push/send-push.js';
import type { VapidKeys } from '../push/vapid-keys.js';
import { installIntervalJob } from './interval-job.js';
import { dispatchDueReminders } from './reminder-dispatcher.js';

export const DEFAULT_DISPATCH_INTERVAL_MS = 30_000;
export const DEFAULT_VAPID_SUBJECT = 'mailto:support@voxpert.app';

/** Runs the reminder dispatcher every REMINDER_DISPATCH_INTERVAL_MS (0: never). Safe in every process. */
export function installReminderDispatcher(
  app: FastifyInstance,
  deps: { db: Database; clock: () => Date; config: Config; keys: () => Promise<VapidKeys> },
): void {
  const send = pushSender({
    keys: deps.keys,
    subject: deps.config.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT,
    allowLocal: allowsLocalPush(deps.config.NODE_ENV),
  });
  installIntervalJob(app, {
    name: 'reminder-dispatcher',
    intervalMs: deps.config.REMINDER_DISPATCH_INTERVAL_MS ?? DEFAULT_DISPATCH_INTERVAL_MS,
    work: (log) => dispatchDueReminders({ db: deps.db, clock: deps.clock, send, log }),
  });
}

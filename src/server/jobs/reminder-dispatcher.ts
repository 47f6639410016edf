import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { ReminderPushPayload } from '../../contract/push.js';
import { followUpPath } from '../../contract/reminder-values.js';
import type { Database } from '../db/client.js';
import { reminders, users } from '../db/schema/index.js';
import { userTimeZone } from '../db/time-zones.js';
import { loggableError } from '../http/error-handler.js';
import type { PushResult, SendPush } from '../push/send-push.js';
import { deleteSubscriptions, markDelivered, subscriptionsOf } from '../push/subscriptions.js';
import { nextOccurrence } from '../reminders/next-occurrence.js';

/** Reminders claimed per transaction; a run claims batches until fewer than this are due. */
export const DISPATCH_BATCH = 100;
/** A reminder this far past its time when first seen (the server was down) is not pushed any more. */
export const STALE_AFTER_MS = 24 * 3600 * 1000;
const PUSH_TTL_SECONDS = 3600;
const PARALLEL_SENDS = 8;

export type DispatchDeps = {
  db: Database;
  clock: () => Date;
  send: SendPush;
  log: JobLog;
};

/** The part of the app's logger a job uses (pino's, or a test's). */
export type JobLog = {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
};

export type DispatchSummary = {
  /** Due reminders taken in this run (pushed or stale). */
  claimed: number;
  /** Past STALE_AFTER_MS when seen: marked without a push. */
  stale: number;
  pushed: number;
  failed: number;
  /** Subscriptions deleted because the push service no longer knows them. */
  removed: number;
};

type Claimed = { userId: number; payload: ReminderPushPayload };

/**
 * Sends every due reminder once, even with several processes running this at the same time: each batch
 * is claimed in one transaction with SELECT ... FOR UPDATE SKIP LOCKED and marked before the commit
 * (a one-off gets notificationSent; a recurring one moves to its next occurrence after now, still not
 * notified), so no other run sees it again. The pushes go out after the commit: a crash between the two
 * loses a notification rather than sending one twice.
 */
export async function dispatchDueReminders(deps: DispatchDeps): Promise<DispatchSummary> {
  const summary: DispatchSummary = { claimed: 0, stale: 0, pushed: 0, failed: 0, removed: 0 };
  for (;;) {
    const now = deps.clock();
    const { due, count } = await claimBatch(deps.db, now);
    summary.claimed += count;
    summary.stale += count - due.length;
    await pushAll(deps, due, summary);
    if (count < DISPATCH_BATCH) return summary;
  }
}

async function claimBatch(db: Database, now: Date): Promise<{ due: Claimed[]; count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ reminder: reminders, user: users })
      .from(reminders)
      .innerJoin(users, eq(users.id, reminders.userId))
      .where(
        and(
          lte(reminders.scheduledTime, now),
          eq(reminders.isCompleted, false),
          eq(reminders.notificationSent, false),
        ),
      )
      .orderBy(asc(reminders.scheduledTime), asc(reminders.id))
      .limit(DISPATCH_BATCH)
      .for('update', { of: reminders, skipLocked: true });

    const due: Claimed[] = [];
    const sent: number[] = [];
    for (const { reminder, user } of rows) {
      const next = reminder.isRecurring
        ? nextOccurrence(reminder.scheduledTime, reminder.recurringPattern, now, userTimeZone(user))
        : null;
      if (next) {
        await tx.update(reminders).set({ scheduledTime: next }).where(eq(reminders.id, reminder.id));
      } else {
        sent.push(reminder.id);
      }
      // Older than a day when first seen: the server was down at the time. The reminder is still
      // marked (or moved on) so it stops being due, but a day-old alert is not pushed.
      if (now.getTime() - reminder.scheduledTime.getTime() > STALE_AFTER_MS) continue;
      const scheduledTime = reminder.scheduledTime.toISOString();
      due.push({
        userId: reminder.userId,
        payload: {
          type: 'reminder',
          id: reminder.id,
          title: reminder.title,
          body: reminder.description,
          scheduledTime,
          tag: `reminder-${reminder.id}-${scheduledTime}`,
          // A click opens the voice screen, where the expert says the reminder aloud.
          url: followUpPath({ id: reminder.id, conversationId: reminder.conversationId, scheduledTime }),
        },
      });
    }
    if (sent.length > 0) {
      await tx.update(reminders).set({ notificationSent: true }).where(inArray(reminders.id, sent));
    }
    return { due, count: rows.length };
  });
}

/** Pushes each claimed reminder to each of its owner's browsers; one failure never stops the others. */
async function pushAll(deps: DispatchDeps, due: Claimed[], summary: DispatchSummary): Promise<void> {
  if (due.length === 0) return;
  const subscriptions = await subscriptionsOf(deps.db, [...new Set(due.map((d) => d.userId))]);
  const jobs = due.flatMap((d) =>
    subscriptions.filter((s) => s.userId === d.userId).map((subscription) => ({ ...d, subscription })),
  );
  const delivered = new Set<number>();
  const gone = new Set<number>();
  await inParallel(jobs, PARALLEL_SENDS, async ({ payload, subscription }) => {
    let result: PushResult;
    try {
      result = await deps.send(subscription, JSON.stringify(payload), {
        ttlSeconds: PUSH_TTL_SECONDS,
        urgency: 'high',
      });
    } catch (err) {
      result = { ok: false, gone: false, status: null, reason: err instanceof Error ? err.message : 'error' };
    }
    if (result.ok) {
      summary.pushed++;
      delivered.add(subscription.id);
      return;
    }
    summary.failed++;
    if (result.gone) gone.add(subscription.id);
    // The endpoint is a bearer capability and the keys are secret: only ids and the answer are logged.
    deps.log.warn(
      {
        reminderId: payload.id,
        subscriptionId: subscription.id,
        status: result.status,
        reason: result.reason,
      },
      result.gone ? 'push subscription is gone; deleting it' : 'reminder push failed',
    );
  });
  try {
    await deleteSubscriptions(deps.db, [...gone]);
    await markDelivered(
      deps.db,
      [...delivered].filter((id) => !gone.has(id)),
      deps.clock(),
    );
    summary.removed += gone.size;
  } catch (err) {
    deps.log.error({ err: loggableError(err) }, 'push bookkeeping failed');
  }
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { ListedReminder } from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { reminderFollowUps, reminders } from '../db/schema/index.js';
import { isMissed } from './missed-reminders.js';
import { toReminder } from './reminder-view.js';

export type ListOptions = {
  now: Date;
  /** The person has the 'missed-reminders' feature: reminders that came due unheard are marked. */
  missedReminders: boolean;
};

/** The user's own reminders, soonest first (the (user_id, scheduled_time) index serves it). */
export function reminderRows(db: Database, userId: number) {
  return db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.scheduledTime), asc(reminders.id));
}

/**
 * The user's own reminders, soonest first, each with
 * whether it was missed and the latest answer to "how did it go" recorded on it.
 */
export async function listReminders(
  deps: { db: Database },
  userId: number,
  options: ListOptions,
): Promise<ListedReminder[]> {
  const rows = await reminderRows(deps.db, userId);
  const answers = await deps.db
    .select({
      reminderId: reminderFollowUps.reminderId,
      text: reminderFollowUps.answer,
      occurrence: reminderFollowUps.occurrence,
      answeredAt: reminderFollowUps.answeredAt,
    })
    .from(reminderFollowUps)
    .innerJoin(reminders, eq(reminders.id, reminderFollowUps.reminderId))
    .where(and(eq(reminders.userId, userId), isNotNull(reminderFollowUps.answer)))
    .orderBy(desc(reminderFollowUps.occurrence));
  const latest = new Map<number, ListedReminder['howItWent']>();
  for (const a of answers) {
    if (latest.has(a.reminderId) || a.text === null || a.answeredAt === null) continue;
    latest.set(a.reminderId, {
      text: a.text,
      occurrence: a.occurrence.toISOString(),
      answeredAt: a.answeredAt.toISOString(),
    });
  }
  return rows.map((row) => ({
    ...toReminder(row),
    missed: options.missedReminders && isMissed(row, options.now),
    howItWent: latest.get(row.id) ?? null,
  }));
}

import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { followUpMessages } from '../../contract/reminder-follow-up.js';
import { type Reminder, reminderMessages } from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { reminders } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { toReminder } from './reminder-view.js';

/**
 * Marks an occurrence of a reminder as listened to or dismissed (`at`: its scheduled time), so no
 * page or tab alerts it again. A later occurrence already marked stays marked; a time after the
 * reminder's next one is a 400 on `at`; someone else's reminder, or none, a 404.
 */
export async function acknowledgeReminder(
  db: Database,
  userId: number,
  reminderId: number,
  at: Date,
): Promise<Reminder> {
  const [row] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, reminderId), eq(reminders.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(reminderMessages.notFound);
  if (at.getTime() > row.scheduledTime.getTime()) throw AppError.validation({ at: followUpMessages.at });
  await markAcknowledged(db, reminderId, at);
  const [updated] = await db.select().from(reminders).where(eq(reminders.id, reminderId));
  if (!updated) throw AppError.notFound(reminderMessages.notFound);
  return toReminder(updated);
}

/** Records the occurrence at `at` as heard, unless a later one already is. */
export async function markAcknowledged(db: Database, reminderId: number, at: Date): Promise<void> {
  await db
    .update(reminders)
    .set({ acknowledgedTime: at })
    .where(
      and(
        eq(reminders.id, reminderId),
        or(isNull(reminders.acknowledgedTime), lt(reminders.acknowledgedTime, at)),
      ),
    );
}

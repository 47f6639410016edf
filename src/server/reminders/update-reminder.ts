import { and, eq } from 'drizzle-orm';
import {
  type Reminder,
  reminderMessages,
  storedPattern,
  type UpdateReminder,
} from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { reminders } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { nextOccurrence } from './next-occurrence.js';
import { type ReminderRow, toReminder } from './reminder-view.js';

/**
 * Changes one of the user's reminders (404 for another user's). Completing a recurring reminder does
 * not complete it: it moves to its next occurrence after now, still open and not yet notified
 * (docs/DECISIONS.md, "Reminders"); ending its series (`endSeries`) completes it where it is. A new time
 * also clears notificationSent, so the new time is notified.
 */
export async function updateReminder(
  deps: { db: Database; clock: () => Date },
  userId: number,
  id: number,
  update: UpdateReminder,
  timeZone: string,
): Promise<Reminder> {
  return deps.db.transaction(async (tx) => {
    const own = and(eq(reminders.id, id), eq(reminders.userId, userId));
    const [row] = await tx.select().from(reminders).where(own).for('update');
    if (!row) throw AppError.notFound(reminderMessages.notFound);
    const changes = applyUpdate(row, update, deps.clock(), timeZone);
    const [updated] = await tx.update(reminders).set(changes).where(own).returning();
    if (!updated) throw AppError.notFound(reminderMessages.notFound);
    return toReminder(updated);
  });
}

type Changes = Partial<Omit<ReminderRow, 'id' | 'userId' | 'createdAt'>>;

/** The columns to write for `update` on `row`. */
export function applyUpdate(row: ReminderRow, update: UpdateReminder, now: Date, timeZone: string): Changes {
  const {
    isCompleted,
    endSeries,
    isRecurring: recurringIn,
    recurringPattern,
    scheduledTime,
    ...plain
  } = update;
  const changes: Changes = { ...plain };
  const isRecurring = recurringIn ?? row.isRecurring;
  if (recurringIn !== undefined || recurringPattern !== undefined) {
    changes.isRecurring = isRecurring;
    changes.recurringPattern = storedPattern(isRecurring, recurringPattern ?? row.recurringPattern);
  }
  const pattern = changes.recurringPattern ?? row.recurringPattern;
  const scheduled = scheduledTime ?? row.scheduledTime;
  if (scheduledTime !== undefined && scheduledTime.getTime() !== row.scheduledTime.getTime()) {
    changes.scheduledTime = scheduledTime;
    changes.notificationSent = false;
  }
  if (endSeries) return { ...changes, isCompleted: true };
  if (isCompleted === true && isRecurring) {
    const next = nextOccurrence(scheduled, pattern, now, timeZone);
    if (next) {
      return { ...changes, scheduledTime: next, isCompleted: false, notificationSent: false };
    }
  }
  if (isCompleted !== undefined) changes.isCompleted = isCompleted;
  return changes;
}

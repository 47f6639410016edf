import { and, eq } from 'drizzle-orm';
import { reminderMessages } from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { reminders } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';

/** Deletes one of the user's reminders; another user's (or a missing one) is 404. */
export async function deleteReminder(
  deps: { db: Database },
  userId: number,
  id: number,
): Promise<{ success: true; message: string }> {
  const deleted = await deps.db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  if (deleted.length === 0) throw AppError.notFound(reminderMessages.notFound);
  return { success: true, message: reminderMessages.deleted };
}

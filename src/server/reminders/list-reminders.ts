import { asc, eq } from 'drizzle-orm';
import type { Reminder } from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { reminders } from '../db/schema/index.js';
import { toReminder } from './reminder-view.js';

/** The user's own reminders, soonest first (the (user_id, scheduled_time) index serves it). */
export async function listReminders(deps: { db: Database }, userId: number): Promise<Reminder[]> {
  const rows = await deps.db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.scheduledTime), asc(reminders.id));
  return rows.map(toReminder);
}

import type { Database } from '../db/client.js';
import { remindersCalendar } from './ical.js';
import { reminderRows } from './list-reminders.js';
import { toReminder } from './reminder-view.js';

/**
 * GET /api/reminders.ics: the user's reminders as an iCalendar file. `host` is the address the
 * request was sent to; without its port, it makes the events' UIDs globally unique.
 */
export async function exportCalendar(
  deps: { db: Database; clock: () => Date },
  userId: number,
  host: string,
): Promise<string> {
  const list = (await reminderRows(deps.db, userId)).map(toReminder);
  return remindersCalendar(list, host.replace(/:\d+$/, ''), deps.clock());
}

import { and, eq, gte, lte } from 'drizzle-orm';
import type {
  CreatedReminder,
  RecurringPattern,
  ReminderCategory,
  ReminderPriority,
} from '../../contract/reminders.js';
import type { Database } from '../db/client.js';
import { reminders, users } from '../db/schema/index.js';
import { toReminder } from './reminder-view.js';

/** Two reminders due this close together, with the same title, are one. */
export const DUPLICATE_WINDOW_MS = 5 * 60_000;

/** A reminder ready to store (the pattern already as stored). */
export type ReminderDraft = {
  title: string;
  description: string;
  scheduledTime: Date;
  category: ReminderCategory;
  priority: ReminderPriority;
  isRecurring: boolean;
  recurringPattern: RecurringPattern;
};

/** Text compared for duplicates: case, accents, punctuation and spacing do not count. */
export function normaliseReminderText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type Comparable = Pick<ReminderDraft, 'title' | 'isRecurring'> & {
  recurringPattern: RecurringPattern | null;
};

/** The same reminder: the same title (normalised) repeating the same way (a one-off and a daily one differ). */
const sameReminder = (a: Comparable, b: Comparable) =>
  normaliseReminderText(a.title) === normaliseReminderText(b.title) &&
  a.isRecurring === b.isRecurring &&
  (!a.isRecurring ||
    (a.recurringPattern?.type === b.recurringPattern?.type &&
      a.recurringPattern?.interval === b.recurringPattern?.interval));

/**
 * Stores a person's reminders, in order, each unless the same one is already there: an open reminder
 * of theirs with the same title (normalised), repeating the same way, due within DUPLICATE_WINDOW_MS
 * (a step added from the summary and the same request caught in conversation). That one is answered
 * instead, marked `duplicate`. The person's row is locked for the check and the insert, so two
 * requests at once make one reminder.
 */
export async function storeReminders(
  db: Database,
  userId: number,
  drafts: readonly ReminderDraft[],
  context: { now: Date; conversationId: number | null },
): Promise<CreatedReminder[]> {
  if (drafts.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const answers: CreatedReminder[] = [];
    for (const draft of drafts) {
      const at = draft.scheduledTime.getTime();
      const near = await tx
        .select()
        .from(reminders)
        .where(
          and(
            eq(reminders.userId, userId),
            eq(reminders.isCompleted, false),
            gte(reminders.scheduledTime, new Date(at - DUPLICATE_WINDOW_MS)),
            lte(reminders.scheduledTime, new Date(at + DUPLICATE_WINDOW_MS)),
          ),
        );
      const existing = near.find((row) => sameReminder(row, draft));
      if (existing) {
        answers.push({ ...toReminder(existing), duplicate: true });
        continue;
      }
      const [row] = await tx
        .insert(reminders)
        .values({ userId, ...draft, createdAt: context.now, conversationId: context.conversationId })
        .returning();
      if (!row) throw new Error('reminder not inserted');
      answers.push({ ...toReminder(row), duplicate: false });
    }
    return answers;
  });
}

import type { CreatedReminder } from '../../contract/reminders.js';
import type { ConversationRecap, RecapStep } from '../../contract/summaries.js';
import { apiJson } from '../lib/api.js';
import { createReminder } from '../reminders/queries.js';
import { reminderTimeFor } from './step-time.js';

/** The browser's zone: the server reads times in it when the account's settings name none. */
function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/conversations/{id}/summary: the stored summary, or a new one when there were new turns. */
export const requestSummary = (conversationId: number) => {
  const timeZone = browserZone();
  return apiJson<ConversationRecap>(
    'POST',
    `/api/conversations/${conversationId}/summary`,
    timeZone ? { timeZone } : {},
  );
};

/** A step as a reminder of the conversation, at its suggested time or the next sensible one. */
export const addStepReminder = (
  step: RecapStep,
  conversationId: number,
  now: Date,
): Promise<CreatedReminder> =>
  createReminder({
    title: step.title,
    description: step.description,
    scheduledTime: reminderTimeFor(step.suggestedTime, now),
    category: step.category,
    priority: 'medium',
    isRecurring: false,
    recurringPattern: { type: 'none', interval: 1 },
    conversationId,
  });

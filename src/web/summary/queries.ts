import { summaryPaths } from '../../contract/paths/summary.js';
import type { CreatedReminder } from '../../contract/reminders.js';
import type { RecapStep } from '../../contract/summaries.js';
import type { summaryContract } from '../../contract/summary-routes.js';
import { apiClient } from '../lib/api-client.js';
import { createReminder } from '../reminders/queries.js';
import { reminderTimeFor } from './step-time.js';

const summaryApi = apiClient<typeof summaryContract>(summaryPaths);

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
  return summaryApi.summarize({ params: { id: conversationId }, body: timeZone ? { timeZone } : {} });
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

import type { ReminderCategory } from '../../contract/reminders.js';

/** One message of the conversation, oldest first. */
export type SummaryTurn = { isUser: boolean; content: string };

export type SummaryContext = {
  /** The server clock's now. */
  now: Date;
  /** IANA zone of the user: times said without a zone are read on its wall clock. */
  timeZone: string;
};

/** A next step before it is stored: `at` is an instant (null when no time was said or implied). */
export type DraftStep = { title: string; description: string; at: Date | null; category: ReminderCategory };

export type DraftRecap = {
  discussed: string;
  advice: string;
  steps: DraftStep[];
  source: 'model' | 'offline';
};

/**
 * Writes a conversation's summary. The offline one (offline-summarizer.ts) picks sentences and reads
 * the reminder requests; the model one (model-summarizer.ts) asks the language model for structured
 * output and falls back to the offline one when the answer fails its checks.
 */
export type Summarizer = {
  summarize(turns: SummaryTurn[], context: SummaryContext): Promise<DraftRecap>;
};

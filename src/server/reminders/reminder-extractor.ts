import type { RecurringPattern, ReminderCategory, ReminderPriority } from '../../contract/reminders.js';
import type { CallPriority } from '../ai/metering/model-limiter.js';

/** One reminder found in a message, ready to store. */
export type ExtractedReminder = {
  title: string;
  description: string;
  scheduledTime: Date;
  category: ReminderCategory;
  priority: ReminderPriority;
  /** Asked to repeat ("every morning"): stored recurring with this pattern. */
  recurringPattern?: RecurringPattern;
};

export type ExtractionContext = {
  /** The server clock's now. */
  now: Date;
  /** IANA name of the user's time zone: dates without a zone are read on its wall clock. */
  timeZone: string;
  /** The conversation's language (BCP-47), when known: the offline reader also reads its dates. */
  language?: string | undefined;
  /** Who is waiting for the answer (model-limiter.ts); Free when not given. */
  priority?: CallPriority | undefined;
};

/**
 * Finds the reminders a message asks for. The offline one (chrono-extractor.ts) reads dates with
 * chrono-node; a language-model one can take its place when a provider is configured.
 */
export type ReminderExtractor = {
  extract(text: string, context: ExtractionContext): Promise<ExtractedReminder[]>;
};

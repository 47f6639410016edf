import type { ConversationRecap } from '../../contract/summaries.js';
import type { StoredRecap } from '../db/schema/index.js';

/**
 * A stored summary as the API answers it: up to date when no message came after the one it was
 * written through (`latestMessageId`, the conversation's newest message id now).
 */
export function toRecap(stored: StoredRecap, latestMessageId: number | null): ConversationRecap {
  const { throughMessageId, ...recap } = stored;
  return { ...recap, upToDate: latestMessageId === null || latestMessageId <= throughMessageId };
}

/** A step's time as written in transcripts: "2026-03-11 17:00" (its own offset, the user's zone). */
const readableTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * The summary as plain text, the last block of a transcript (the text export and "Download my data").
 * The HTML and PDF exports of the voice screen write the same sections.
 */
export function recapText(recap: Pick<StoredRecap, 'discussed' | 'advice' | 'steps'>): string {
  const steps = recap.steps.map(
    (s) => `- ${s.title}${s.suggestedTime ? ` (${readableTime(s.suggestedTime)})` : ''}`,
  );
  return [
    'Summary',
    `What we talked about: ${recap.discussed}`,
    `Advice given: ${recap.advice}`,
    ...(steps.length > 0 ? ['Next steps:', ...steps] : []),
  ].join('\n');
}

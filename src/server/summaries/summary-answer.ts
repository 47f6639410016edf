import { z } from 'zod';
import { reminderCategories } from '../../contract/reminders.js';
import {
  RECAP_STEP_DESCRIPTION_MAX,
  RECAP_STEP_TITLE_MAX,
  RECAP_STEPS_MAX,
  RECAP_TEXT_MAX,
} from '../../contract/summaries.js';
import { checkedInstant, clamp, localNowSentence } from '../reminders/model-answer.js';
import type { DraftRecap, SummaryContext, SummaryTurn } from './summarizer.js';

// The language model's side of a conversation summary (model-summarizer.ts): the schema it answers,
// the instructions, and the checks on its answer (the same date checks as reminder extraction).

/** The transcript sent is at most this many characters (its end: the latest turns matter most). */
export const TRANSCRIPT_MAX = 12_000;

/** What the model answers. Lengths are told in the descriptions (strict modes refuse some keywords). */
export const modelRecapSchema = z.object({
  discussed: z
    .string()
    .describe(`What the user talked about, 1-3 sentences, at most ${RECAP_TEXT_MAX} characters`),
  advice: z
    .string()
    .describe(`The advice the expert gave, 1-3 sentences, at most ${RECAP_TEXT_MAX} characters`),
  steps: z.array(
    z.object({
      title: z
        .string()
        .describe(`The step as a short reminder title, at most ${RECAP_STEP_TITLE_MAX} characters`),
      description: z.string().describe('One sentence saying what to do'),
      when: z
        .string()
        .describe("Local date-time on the user's wall clock, YYYY-MM-DDTHH:mm (24-hour), or empty"),
      category: z.enum(reminderCategories),
    }),
  ),
});
export type ModelRecap = z.infer<typeof modelRecapSchema>;

/** The conversation as the model reads it: "User: ..." and "Expert: ..." lines, the latest kept. */
export function transcriptFor(turns: SummaryTurn[]): string {
  const lines = turns.map((t) => `${t.isUser ? 'User' : 'Expert'}: ${t.content.replace(/\s+/g, ' ').trim()}`);
  const whole = lines.join('\n');
  return whole.length <= TRANSCRIPT_MAX ? whole : whole.slice(whole.length - TRANSCRIPT_MAX);
}

export function summaryPrompt(context: SummaryContext): string {
  return [
    'You summarise a conversation between a user and an advice expert, for the user to keep.',
    'Write in the language the user spoke, plainly and kindly, in the second person ("you").',
    localNowSentence(context),
    'Answer JSON only: {"discussed": "...", "advice": "...", "steps": [...]}.',
    '- discussed: what the user talked about. advice: the advice the expert gave. Only what was said.',
    `- steps: at most ${RECAP_STEPS_MAX} next steps the user could take, each one thing to do, in the order`,
    '  they should happen; include every reminder the user asked for. None when nothing was proposed.',
    '- when: the local date-time the step was said or implied for ("tomorrow", "on Sunday at 5"), on the user\'s',
    '  wall clock, YYYY-MM-DDTHH:mm; a day without a time means 09:00; an empty string when no time was said.',
    '- category: medication (pills, doses), appointment (doctor, meeting), task (something to do), else general.',
  ].join('\n');
}

/**
 * The model's answer as a summary, or null when it is not usable (either text empty): the caller
 * then writes the offline summary. Texts are cut to the limits; a step without a title is dropped; a
 * step's time that is not a real date-time, is past or is more than five years ahead becomes no time.
 */
export function checkModelRecap(answer: ModelRecap, context: SummaryContext): DraftRecap | null {
  const discussed = clamp(answer.discussed, RECAP_TEXT_MAX);
  const advice = clamp(answer.advice, RECAP_TEXT_MAX);
  if (discussed.length < 2 || advice.length < 2) return null;
  const steps = answer.steps.flatMap((s) => {
    const title = clamp(s.title, RECAP_STEP_TITLE_MAX);
    if (title.length < 2) return [];
    const description = clamp(s.description, RECAP_STEP_DESCRIPTION_MAX);
    return [
      {
        title,
        description: description.length >= 2 ? description : title,
        at: s.when.trim() ? checkedInstant(s.when, context) : null,
        category: s.category,
      },
    ];
  });
  return { discussed, advice, steps: steps.slice(0, RECAP_STEPS_MAX), source: 'model' };
}

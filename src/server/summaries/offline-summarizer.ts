import { asksForReminder } from '../../contract/reminder-values.js';
import { RECAP_STEPS_MAX, RECAP_TEXT_MAX } from '../../contract/summaries.js';
import { extractiveSummary } from '../ai/offline/extractive-summary.js';
import { isOfflineFrame } from '../ai/offline/offline-responder.js';
import { chronoExtractor } from '../reminders/chrono-extractor.js';
import type { DraftStep, Summarizer, SummaryTurn } from './summarizer.js';

/** Each side's text is summarised within this many characters (well inside RECAP_TEXT_MAX). */
const SIDE_MAX = 400;

const textOf = (turns: SummaryTurn[], isUser: boolean) =>
  turns
    .filter((t) => t.isUser === isUser)
    // A reply cut short by the person ends in " …": the sentence was never finished.
    .map((t) => t.content.replace(/\s*…\s*$/u, '.').trim())
    .filter(Boolean)
    .join('\n\n');

/** A sentence of a reply that gives advice: not a question back, not the demonstration's hello or notice. */
const isAdvice = (sentence: string) => !/[?？؟]$/u.test(sentence) && !isOfflineFrame(sentence);

/**
 * The summary without a model: the key sentences of the person's messages (what was discussed) and of
 * the expert's replies (the advice), picked by extractiveSummary, each point once and in the words
 * (and so the language) of the conversation, and as next steps the reminders the person asked for in
 * the conversation, read by the offline date parser.
 */
export function offlineSummarizer(): Summarizer {
  const dates = chronoExtractor();
  return {
    async summarize(turns, context) {
      const steps: DraftStep[] = [];
      for (const turn of turns) {
        if (!turn.isUser || !asksForReminder(turn.content)) continue;
        for (const r of await dates.extract(turn.content, context)) {
          steps.push({
            title: r.title,
            description: r.description,
            at: r.scheduledTime,
            category: r.category,
          });
        }
      }
      return {
        discussed: extractiveSummary(textOf(turns, true), SIDE_MAX).slice(0, RECAP_TEXT_MAX),
        advice: extractiveSummary(textOf(turns, false), SIDE_MAX, isAdvice).slice(0, RECAP_TEXT_MAX),
        steps: steps.slice(0, RECAP_STEPS_MAX),
        source: 'offline',
      };
    },
  };
}

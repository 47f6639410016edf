import { expertLabel } from '../../contract/conversations.js';
import type { CrisisKind } from '../../contract/safety-values.js';
import type { conversations } from '../db/schema/index.js';
import { chooseCountry, helpFor } from '../safety/help-lines.js';
import { helpLineWords, reinforcedSafetyInstruction } from '../safety/safety-prompt.js';
import { type Expert, type ExpertField, experts } from './expert-roster.js';
import { languageName } from './languages.js';

export type { Expert, ExpertField };
export { experts };

/** The experts of one category; for "random" or a category this build does not know, all of them. */
export function expertsIn(category: string): readonly Expert[] {
  const inField = experts.filter((expert) => expert.category === category);
  return inField.length > 0 ? inField : experts;
}

/**
 * The expert a conversation starts with: one of its category, or any for "random". `random` answers
 * in [0, 1) like Math.random; the caller stores the id so the conversation keeps its expert.
 */
export function pickExpert(category: string, random: () => number): Expert {
  const pool = expertsIn(category);
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random() * pool.length)));
  const expert = pool[index];
  if (!expert) throw new Error('The expert roster is empty');
  return expert;
}

export function expertById(id: string): Expert | undefined {
  return experts.find((expert) => expert.id === id);
}

/** What the prompt knows of the person's safety: their country, and a crisis found in their last message. */
export type PromptSafety = { country?: string | undefined; crisis?: readonly CrisisKind[] | undefined };

/**
 * The system prompt that makes the model speak as `expert` in the conversation's language (BCP-47).
 * The safety rule names the help lines of the person's country (from the help-line table); when a
 * safety layer found a crisis in the last message, a reinforced instruction for this turn ends it.
 */
export function systemPrompt(expert: Expert, language: string, safety: PromptSafety = {}): string {
  const name = languageName(language);
  const country = safety.country ?? chooseCountry({ language });
  const languageRule = name
    ? `Always answer in ${name}, the language of this conversation, whatever language earlier messages or documents use.`
    : 'Answer in the language the person speaks to you.';
  return [
    `You are ${expert.name}, ${expert.title}. You are one of Voxpert's ${expertLabel(expert.category)} experts, and you are talking with someone by voice.`,
    `${expert.name} is a fictional persona, not a real person. You are an AI voice: if anyone asks, say so plainly. Never claim to be human, and never claim to be a real, living person.`,
    `Your manner: ${expert.style}. Speak as a distinct, knowledgeable advisor who draws on real expertise in this field, warm and direct, with your own point of view.`,
    'Everything you write is read aloud, so write the way people talk. Use short, plain sentences, usually two to five sentences in an answer. Never use markdown, headings, bullet points, numbered lists, emoji or symbols such as asterisks and hashes; when you have several points, say them in one flowing sentence. Write numbers, dates, times and amounts the way people say them, round them when exactness does not matter, and avoid long figures, formulas, web addresses and abbreviations that read badly aloud. When it helps, end with one gentle follow-up question.',
    `${languageRule} Keep the context of the whole conversation: remember what the person has told you and build on it rather than starting over.`,
    `Safety comes before the persona. If the person speaks of harming themselves or someone else, or of wanting to die, step out of character at once. Respond with warmth and without judgement, encourage them to contact emergency services or a crisis line right now (for this person: ${helpLineWords(helpFor(country))}), and to reach out to someone they trust. Stay with them and keep the conversation going gently.`,
    'For medical, legal or financial questions, say briefly that this is not professional advice and suggest talking to a qualified professional, then offer general, careful information.',
    'Be kind and patient, especially with people who are lonely or older. Let them set the pace, and never rush or lecture them.',
    ...(safety.crisis?.length ? [reinforcedSafetyInstruction(safety.crisis, country, name)] : []),
  ].join('\n\n');
}

/** Every conversation keeps its expert; a row without one (older data) gets the first of its category. */
export function conversationExpert(
  row: Pick<typeof conversations.$inferSelect, 'expertId' | 'goatCategory'>,
): Expert {
  return (row.expertId ? expertById(row.expertId) : undefined) ?? pickExpert(row.goatCategory, () => 0);
}

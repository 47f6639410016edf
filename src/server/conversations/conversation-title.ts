import type { Expert } from '../ai/experts.js';

/** A conversation's title is at most this many characters. */
export const TITLE_MAX = 60;
/** Sentences are taken until the title has this many words or characters ("Hello." alone is no title). */
const TITLE_MIN_WORDS = 4;
const TITLE_MIN_CHARACTERS = 16;
/** Between two sentences: after . ! ? ؟ । and before a space, or after a CJK full stop or mark. */
const SENTENCE_BREAK = /(?<=[.!?؟।])(?=\s)|(?<=[。！？])/u;

/**
 * A conversation's title, from its first message: its opening sentence (more when that is only a
 * greeting), the full stop dropped, the first letter capitalised (speech comes transcribed in lower
 * case), cut at a word boundary within TITLE_MAX characters. The list's preview shows the latest
 * message, so the two say different things.
 */
export function titleFrom(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  let title = '';
  for (const sentence of flat.split(SENTENCE_BREAK)) {
    title += sentence;
    const words = title.trim().split(' ').length;
    if (words >= TITLE_MIN_WORDS || Array.from(title.trim()).length >= TITLE_MIN_CHARACTERS) break;
  }
  title = title.trim().replace(/(?<!\.)\.$/u, '');
  title = title.charAt(0).toLocaleUpperCase() + title.slice(1);
  if (Array.from(title).length <= TITLE_MAX) return title;
  const cut = title.slice(0, TITLE_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : title.slice(0, TITLE_MAX - 1)).trimEnd()}…`;
}

/**
 * The title of a conversation whose first message spoke of a crisis: the person's words never become
 * a title shown in the lists (like memory, titles keep nothing of a crisis); the expert's name instead.
 */
export function neutralTitle(expert: Pick<Expert, 'name'>): string {
  return `Conversation with ${expert.name}`;
}

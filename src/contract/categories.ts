// Without zod: the browser's first load imports these.

/** The expert categories, in the order the browser offers them. */
export const expertCategories = [
  { value: 'random', label: 'Random Expert' },
  { value: 'business', label: 'Business Leaders' },
  { value: 'science', label: 'Scientists' },
  { value: 'tech', label: 'Tech Innovators' },
  { value: 'sports', label: 'Sports Legends' },
  { value: 'arts', label: 'Artists & Creators' },
  { value: 'coach', label: 'Personal Coach' },
] as const;
export type ExpertCategory = (typeof expertCategories)[number]['value'];

/** The label of a category; an unknown value (an old or hand-edited row) reads as plain "Expert". */
export function expertLabel(category: string): string {
  return expertCategories.find((c) => c.value === category)?.label ?? 'Expert';
}

/** A title the person gives a conversation: trimmed, from 1 to this many characters. */
export const CONVERSATION_TITLE_MAX = 100;
/** The longest search, in characters. */
export const CONVERSATION_SEARCH_MAX = 200;

export const conversationMessages = {
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  titleRequired: 'Please enter a title.',
  titleMax: `Title must not exceed ${CONVERSATION_TITLE_MAX} characters.`,
  renamed: 'Conversation renamed',
  deleted: 'Conversation deleted',
  searchRequired: 'Type a word to search for.',
  searchMax: `A search must not exceed ${CONVERSATION_SEARCH_MAX} characters.`,
  searchNoWords: 'Search for a word: letters or digits.',
  noMatches: 'No conversations match',
} as const;

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

export const conversationMessages = {
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
} as const;

/**
 * What the experts remember across conversations, without zod: the kinds of fact, the limits and the
 * words the screens and the API use.
 */
export const memoryFactKinds = ['name', 'family', 'goal', 'reminder', 'note'] as const;
export type MemoryFactKind = (typeof memoryFactKinds)[number];

/** Characters of one remembered fact. */
export const MEMORY_FACT_TEXT_MAX = 200;
/** Facts kept per person; when full, nothing new is remembered until some are deleted. */
export const MEMORY_FACTS_MAX = 50;

/** How each kind is named on the Memory tab (and in the data download). */
export const memoryKindLabels: Record<MemoryFactKind, string> = {
  name: 'Name you like to be called',
  family: 'Family',
  goal: 'Goal',
  reminder: 'Asked to be reminded',
  note: 'Asked to remember',
};

export const memoryMessages = {
  textRequired: 'Please write what the expert should remember',
  textMax: `Must be at most ${MEMORY_FACT_TEXT_MAX} characters`,
  notFound: 'This memory was not found',
  deleted: 'The expert has forgotten this.',
  cleared: 'The experts have forgotten everything you shared.',
} as const;

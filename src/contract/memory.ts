import { z } from 'zod';
import { MEMORY_FACT_TEXT_MAX, memoryFactKinds, memoryMessages } from './memory-values.js';
import { text } from './text.js';

export * from './memory-values.js';

export const memoryFactSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(memoryFactKinds),
    text: text(),
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'MemoryFact' });
export type MemoryFact = z.infer<typeof memoryFactSchema>;

/**
 * GET /api/memory: the switch and every remembered fact, oldest first. With memory off, the facts
 * already kept are still listed (and can be deleted), but none is used and none is added.
 */
export const memoryViewSchema = z
  .object({
    enabled: z.boolean(),
    facts: z.array(memoryFactSchema),
    /** Facts kept at most; when full, nothing new is remembered. */
    max: z.number().int(),
  })
  .meta({ id: 'MemoryView' });
export type MemoryView = z.infer<typeof memoryViewSchema>;

/** PATCH /api/memory: turn memory on or off. */
export const memorySwitchSchema = z.object({ enabled: z.boolean() }).strict().meta({ id: 'MemorySwitch' });

/** PATCH /api/memory/{id}: the fact's new words. */
export const memoryFactUpdateSchema = z
  .object({
    text: text(memoryMessages.textRequired)
      .trim()
      .min(1, memoryMessages.textRequired)
      .max(MEMORY_FACT_TEXT_MAX, memoryMessages.textMax),
  })
  .strict()
  .meta({ id: 'MemoryFactUpdate' });
export type MemoryFactUpdate = z.infer<typeof memoryFactUpdateSchema>;

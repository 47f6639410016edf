import { z } from 'zod';
import { adviceTopics, crisisKinds, safetyLayers } from './safety-values.js';

export * from './safety-values.js';

export const helpLineSchema = z
  .object({
    kind: z.enum(['emergency', 'crisis']),
    name: z.string(),
    phone: z.string().nullable(),
    sms: z.string().nullable(),
    smsBody: z.string().nullable(),
    url: z.string(),
  })
  .meta({ id: 'HelpLine' });

/**
 * The `safety` event of a streamed turn, and `safety` in its `done` and in the JSON answer: the
 * person's message speaks of a crisis (found by any safety layer). The screen shows a help card with
 * these lines, whatever the reply says.
 */
export const safetyNoticeSchema = z
  .object({
    kinds: z.array(z.enum(crisisKinds)),
    country: z.string(),
    helpLines: z.array(helpLineSchema),
  })
  .meta({ id: 'SafetyNotice' });

export const adviceTopicSchema = z.enum(adviceTopics);

/** GET /api/admin/safety-events: whole UTC days, `from` and `to` included (default: the last 30 days). */
const day = z
  .string({ error: 'Dates must be written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'Dates must be real days, written YYYY-MM-DD',
  );
export const safetyEventsQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export type SafetyEventsQuery = z.infer<typeof safetyEventsQuerySchema>;

export const safetyEventsResponseSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    total: z.number().int(),
    /** One row per kind and language that happened, most first. */
    counts: z.array(z.object({ kind: z.enum(crisisKinds), language: z.string(), count: z.number().int() })),
    /** How many of them each layer raised first. */
    layers: z.array(z.object({ layer: z.enum(safetyLayers), count: z.number().int() })),
  })
  .meta({ id: 'SafetyEvents' });
export type SafetyEventsResponse = z.infer<typeof safetyEventsResponseSchema>;

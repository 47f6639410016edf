import { z } from 'zod';
import { type CrisisKind, crisisKinds } from '../../safety/patterns/types.js';
import type { AiConfig } from './ai-env.js';

/**
 * Where the provider's moderation endpoint is, or null when it is not used. AI_MODERATION `auto` uses
 * it when AI_BASE_URL is OpenAI's own API, `on` with any OpenAI-compatible API (a gateway or server
 * that offers `/moderations`), `off` never. Anthropic has no moderation endpoint.
 */
export function moderationUrl(config: AiConfig): string | null {
  if (!config.AI_BASE_URL || config.AI_MODERATION === 'off') return null;
  const base = new URL(config.AI_BASE_URL);
  if (config.AI_MODERATION === 'auto' && base.hostname !== 'api.openai.com') return null;
  return `${config.AI_BASE_URL.replace(/\/+$/, '')}/moderations`;
}

/**
 * The answer of `POST /moderations`: one result per input, each with a flag per category (OpenAI's
 * own thresholds). Categories other providers or newer models add are kept and ignored.
 */
export const moderationAnswerSchema = z.object({
  results: z
    .array(
      z.object({
        flagged: z.boolean(),
        categories: z.record(z.string(), z.boolean().nullish()),
      }),
    )
    .min(1),
});

/**
 * Our crisis kinds from OpenAI's categories. Moderation cannot tell a wish to die from other harm to
 * oneself: every self-harm category is `selfHarm`. Violence counts as harm to others only with a threat
 * (a story or the news told with violence is not a crisis); sexual content involving a minor is a
 * person in danger. Nothing in moderation names a medical emergency.
 */
const kindOfCategories: Record<string, CrisisKind> = {
  'self-harm': 'selfHarm',
  'self-harm/intent': 'selfHarm',
  'self-harm/instructions': 'selfHarm',
  'harassment/threatening': 'harmToOthers',
  'hate/threatening': 'harmToOthers',
  'illicit/violent': 'harmToOthers',
  'sexual/minors': 'abuseOrDanger',
};

/** The crisis kinds a moderation answer names, in the order of crisisKinds. */
export function moderationKinds(answer: z.infer<typeof moderationAnswerSchema>): CrisisKind[] {
  const found = new Set<CrisisKind>();
  for (const result of answer.results) {
    for (const [category, flagged] of Object.entries(result.categories)) {
      const kind = kindOfCategories[category];
      if (flagged && kind) found.add(kind);
    }
  }
  return crisisKinds.filter((kind) => found.has(kind));
}

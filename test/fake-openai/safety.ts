/**
 * How the fake providers (OpenAI and Anthropic) judge a message when asked for the safety check's
 * structured answer or for moderation. A real model reads meaning; the fakes read a few English
 * phrases, enough for tests to send one message each layer flags and one it does not. Tests that need
 * another answer pass their own (`safetyAnswer`, `moderationCategories`).
 */

/** The structured answer the safety check asks for (its JSON schema has these properties). */
export type FakeSafetyAnswer = {
  suicide: boolean;
  selfHarm: boolean;
  harmToOthers: boolean;
  abuseOrDanger: boolean;
  medicalEmergency: boolean;
  adviceTopics: ('medical' | 'legal' | 'financial')[];
};

const kindPhrases = {
  suicide: /better off without me|end (it all|my life)|kill myself|(want|wish) to (die|be dead)/i,
  selfHarm: /(cut|cutting|burn|burning|hurt|hurting) myself/i,
  harmToOthers: /(going to|gonna|will) (hurt|kill|stab|shoot) (him|her|them|my \w+)/i,
  abuseOrDanger: /(he|she) (hits|beats|chokes) me|afraid to go home|locked me in/i,
  medicalEmergency: /chest pain|can'?t breathe|not breathing|overdos/i,
} as const;

const topicPhrases = {
  medical: /doctor|medicine|medication|symptom|dose/i,
  legal: /lawyer|contract|sue|landlord|court/i,
  financial: /invest|loan|debt|mortgage|tax/i,
} as const;

export function defaultSafetyAnswer(text: string): FakeSafetyAnswer {
  return {
    suicide: kindPhrases.suicide.test(text),
    selfHarm: kindPhrases.selfHarm.test(text),
    harmToOthers: kindPhrases.harmToOthers.test(text),
    abuseOrDanger: kindPhrases.abuseOrDanger.test(text),
    medicalEmergency: kindPhrases.medicalEmergency.test(text),
    adviceTopics: (['medical', 'legal', 'financial'] as const).filter((t) => topicPhrases[t].test(text)),
  };
}

/** True when a JSON schema asks for the safety check's answer. */
export function isSafetySchema(schema: unknown): boolean {
  const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties;
  return Boolean(properties && 'suicide' in properties && 'medicalEmergency' in properties);
}

/** The categories of OpenAI's omni-moderation models, in the order its answers list them. */
export const moderationCategoryNames = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

export type ModerationCategories = Partial<Record<(typeof moderationCategoryNames)[number], boolean>>;

/** The flagged categories of a message, as the fake moderation judges it. */
export function defaultModerationCategories(text: string): ModerationCategories {
  const self = kindPhrases.suicide.test(text) || kindPhrases.selfHarm.test(text);
  const threat = kindPhrases.harmToOthers.test(text);
  return {
    ...(self ? { 'self-harm': true, 'self-harm/intent': true } : {}),
    ...(threat ? { violence: true, 'harassment/threatening': true, harassment: true } : {}),
  };
}

/** One result of `POST /v1/moderations`, every category present with its flag, score and input types. */
export function moderationResult(flags: ModerationCategories) {
  const categories: Record<string, boolean> = {};
  const scores: Record<string, number> = {};
  const inputTypes: Record<string, string[]> = {};
  for (const name of moderationCategoryNames) {
    const flagged = flags[name] === true;
    categories[name] = flagged;
    scores[name] = flagged ? 0.93 : 0.0004;
    inputTypes[name] = ['text'];
  }
  return {
    flagged: Object.values(categories).some(Boolean),
    categories,
    category_scores: scores,
    category_applied_input_types: inputTypes,
  };
}

/** True when a chat request (OpenAI's or Anthropic's body) is the safety check rather than a reply. */
export function isSafetyRequest(body: unknown): boolean {
  const b = body as {
    response_format?: { json_schema?: { schema?: unknown } };
    output_config?: { format?: { schema?: unknown } };
    tools?: { input_schema?: unknown }[];
  } | null;
  return (
    isSafetySchema(b?.response_format?.json_schema?.schema) ||
    isSafetySchema(b?.output_config?.format?.schema) ||
    Boolean(b?.tools?.some((tool) => isSafetySchema(tool.input_schema)))
  );
}

/** AI_VISION: `auto` decides from the model's name; true or false says it outright. */
export type VisionSetting = 'auto' | boolean;

/**
 * Model families known to take pictures, matched on the model's own name (lower case, after any
 * "vendor/" prefix, e.g. OpenRouter's "openai/gpt-4o" or an Ollama tag's "llava:13b").
 * A name missing here is taken as text-only: a picture sent to a model that cannot see fails the
 * whole reply, while one not sent only leaves the picture described by its type and size. A model
 * that sees but is not listed is turned on with AI_VISION=true.
 */
const SEEING_FAMILIES: readonly RegExp[] = [
  // OpenAI: GPT-4o, GPT-4.1, GPT-4.5, GPT-4 Turbo, GPT-5, and the o1 / o3 / o4-mini reasoning models
  // (o1-mini, o1-preview and o3-mini read text only).
  /^(chatgpt-4o|gpt-4o|gpt-4\.1|gpt-4\.5|gpt-4-turbo-20|gpt-4-turbo$|gpt-4-vision|gpt-5)/,
  /^o1($|-20)/,
  /^o3(?!-mini)/,
  /^o4-mini/,
  // Anthropic: Claude 3 and later (3.5 Haiku reads text only).
  /^claude-3(?!-5-haiku)/,
  /^claude-(opus|sonnet|haiku)-[4-9]/,
  /^claude-[4-9]/,
  // Google: Gemini 1.5 and later, Gemma 3 (not its 1B size).
  /^gemini-([1-9]\.5|[2-9])/,
  /^gemma-?3(?!.*\b1b\b)/,
  // Meta Llama 3.2 Vision and Llama 4; Mistral's Pixtral and Small 3.1+ / Medium 3; xAI Grok 4.
  /^llama-?4/,
  /^mistral-small-(3\.[1-9]|25(0[3-9]|[1-9]))/,
  /^mistral-medium-(3|25)/,
  /^grok-[4-9]/,
  // Names that say so: "vision", "-vl" (Qwen-VL, InternVL), LLaVA and its kin, and other open models.
  /vision|multimodal|(^|[-_.])vl($|[-_.:])|qwen[\d.]*-?vl|internvl|llava|pixtral|moondream|minicpm-v|qvq/,
];

/** Whether the model of this name is known to take pictures. */
export function knownToSee(modelId: string): boolean {
  const name = modelId.trim().toLowerCase().split('/').at(-1) ?? '';
  return SEEING_FAMILIES.some((family) => family.test(name));
}

/** Whether the model is given pictures: what AI_VISION says, or on `auto` what its name says. */
export function modelSees(setting: VisionSetting, modelId: string): boolean {
  return setting === 'auto' ? knownToSee(modelId) : setting;
}

import { defaultModerationCategories, moderationResult } from './safety.js';
import type { FakeContext } from './types.js';

/**
 * POST /v1/moderations: `{model?, input}` where input is a string or a list of strings; answers
 * `{id, model, results}` with one result per input (OpenAI's wire format).
 */
export async function handleModeration(ctx: FakeContext): Promise<void> {
  const { options, res } = ctx;
  const body = (ctx.entry.body ?? {}) as { model?: unknown; input?: unknown };
  const inputs =
    typeof body.input === 'string'
      ? [body.input]
      : Array.isArray(body.input) && body.input.every((i) => typeof i === 'string')
        ? (body.input as string[])
        : null;
  if (!inputs) {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { message: "'input' is required", type: 'invalid_request_error', param: 'input', code: null },
      }),
    );
    return;
  }
  if (!(await ctx.wait(options.moderationDelayMs))) return;
  const judge = options.moderationCategories ?? defaultModerationCategories;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: `modr-fake${Date.now().toString(36)}`,
      model: typeof body.model === 'string' ? body.model : 'omni-moderation-latest',
      results: inputs.map((input) => moderationResult(judge(input))),
    }),
  );
}

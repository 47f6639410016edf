import { defaultSafetyAnswer, isSafetySchema } from './safety.js';
import type { FakeContext } from './types.js';

type ChatBody = {
  model?: string;
  response_format?: { type?: string; json_schema?: { name?: string; schema?: unknown } };
  messages?: { role?: string; content?: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
};

const filler = [
  'That is a good question to think about.',
  'Here is one practical step you can take today.',
  'Start small and notice what changes.',
  'Tell me more if you would like to go deeper.',
];

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : ''))
      .join(' ');
  }
  return '';
}

/** The deterministic default reply: echoes the start of the user's message, then filler, replyTokens words. */
export function defaultReply(lastUser: string, tokens: number): string {
  const echo = lastUser
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .join(' ')
    .replace(/[.!?]+$/, '');
  const words = `You said: ${echo || 'nothing'}.`.split(' ');
  for (let i = 0; words.length < tokens; i++) words.push(...(filler[i % filler.length] ?? '').split(' '));
  const cut = words.slice(0, Math.max(1, tokens));
  const last = cut.length - 1;
  if (!/[.!?]$/.test(cut[last] ?? '')) cut[last] = `${cut[last]}.`;
  return cut.join(' ');
}

/** Splits a reply into tokens: each word with the whitespace after it. */
export function tokenize(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

export async function handleChat(ctx: FakeContext): Promise<void> {
  const { options, res } = ctx;
  const body = (ctx.entry.body ?? {}) as ChatBody;
  const messages = Array.isArray(body.messages) ? body.messages : [];
  if (messages.length === 0) {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { message: "'messages' is required", type: 'invalid_request_error', code: null },
      }),
    );
    return;
  }
  const lastUser = textOf([...messages].reverse().find((m) => m.role === 'user')?.content);
  const format = body.response_format;
  const reply =
    format?.type === 'json_schema' && isSafetySchema(format.json_schema?.schema)
      ? JSON.stringify((options.safetyAnswer ?? defaultSafetyAnswer)(lastUser))
      : format?.type === 'json_schema' && format.json_schema?.name === 'memory_facts'
        ? (options.memoryAnswer?.(lastUser) ?? JSON.stringify({ facts: [] }))
        : typeof options.reply === 'function'
          ? options.reply(lastUser)
          : (options.reply ?? defaultReply(lastUser, options.replyTokens));
  const tokens = tokenize(reply);
  const model = body.model ?? 'fake-model';
  const id = `chatcmpl-fake${Date.now().toString(36)}`;
  const created = Math.floor(Date.now() / 1000);
  const usage = {
    prompt_tokens: messages.reduce((n, m) => n + countWords(textOf(m.content)), 0),
    completion_tokens: tokens.length,
    total_tokens: 0,
  };
  usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
  const broken = options.failure === 'broken-stream';

  await options.hold?.(lastUser);
  if (!(await ctx.wait(options.firstTokenDelayMs))) return;

  if (!body.stream) {
    const json = JSON.stringify({
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [
        { index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop', logprobs: null },
      ],
      usage,
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    if (broken) {
      res.write(json.slice(0, Math.floor(json.length / 2)));
      res.socket?.destroy();
      return;
    }
    res.end(json);
    return;
  }

  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const send = (chunk: object) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  const chunk = (delta: object, finish: string | null) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  });
  send(chunk({ role: 'assistant', content: '' }, null));
  const interval = options.tokensPerSecond > 0 ? 1000 / options.tokensPerSecond : 0;
  const breakAt = broken ? Math.max(1, Math.floor(tokens.length / 2)) : Number.POSITIVE_INFINITY;
  // Token i is due at first + i * interval, as a real provider's clock runs: waiting `interval` after
  // each send would add every timer's lateness (about 1 ms a token) to the schedule.
  const first = performance.now();
  for (const [i, token] of tokens.entries()) {
    if (i >= breakAt) {
      res.socket?.destroy();
      return;
    }
    if (i > 0 && !(await ctx.wait(Math.max(0, first + i * interval - performance.now())))) return;
    send(chunk({ content: token }, null));
  }
  if (broken) {
    res.socket?.destroy();
    return;
  }
  send(chunk({}, 'stop'));
  if (body.stream_options?.include_usage) {
    send({ id, object: 'chat.completion.chunk', created, model, choices: [], usage });
  }
  res.end('data: [DONE]\n\n');
}

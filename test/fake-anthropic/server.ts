/**
 * A local Anthropic Messages API for tests: the production provider code (@ai-sdk/anthropic) talks
 * to it over HTTP.
 *
 *   const fake = await startFakeAnthropic({ reply: 'Hello. How are you?' });
 *   // point the app at it: ANTHROPIC_BASE_URL = fake.url (http://127.0.0.1:<port>/v1), any key
 *   fake.setBehaviour({ failure: 'overloaded' });
 *   fake.requests; fake.connections; await fake.close();
 *
 * POST /v1/messages answers a `message` JSON, or with stream=true `text/event-stream` events in
 * Anthropic's order: message_start, content_block_start, ping, content_block_delta (text_delta) per
 * word, content_block_stop, message_delta (stop_reason, usage), message_stop. Errors have Anthropic's
 * shape {type:'error', error:{type, message}}. GET /v1/models lists one model.
 *
 * Structured outputs, both ways Anthropic offers: `output_config.format` {type:'json_schema', schema}
 * is answered with the JSON as the text block; a forced tool (`tool_choice` {type:'tool', name}, or
 * {type:'any'}: the first tool) with a
 * `tool_use` block whose input is the JSON (stop_reason 'tool_use'). The JSON is the safety check's
 * answer when the schema is the safety schema (see ../fake-openai/safety.ts), else `reply` parsed.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { defaultSafetyAnswer, type FakeSafetyAnswer, isSafetySchema } from '../fake-openai/safety.js';

/** 'overloaded' is Anthropic's 529 overloaded_error; 'http500' api_error; 'http429' rate_limit_error. */
export type AnthropicFailure = 'none' | 'http500' | 'http429' | 'overloaded';

export type FakeAnthropicOptions = {
  reply: string;
  failure: AnthropicFailure;
  inputTokens: number;
  /** Delay before a non-streamed answer. Default 0. */
  delayMs: number;
  /** The safety check's structured answer. Default: defaultSafetyAnswer. */
  safetyAnswer?: (message: string) => FakeSafetyAnswer;
};

type MessagesBody = {
  model?: string;
  stream?: boolean;
  messages?: { role?: string; content?: unknown }[];
  output_config?: { format?: { type?: string; schema?: unknown } };
  tools?: { name?: string; input_schema?: unknown }[];
  tool_choice?: { type?: string; name?: string };
};

function lastUserText(body: MessagesBody): string {
  const content = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (part?.type === 'text' ? String(part.text) : '')).join(' ');
}

/** The JSON a structured request asks for (see the header), or undefined for a plain request. */
function structuredAnswer(body: MessagesBody, options: FakeAnthropicOptions) {
  const choice = body.tool_choice;
  const forced =
    choice?.type === 'tool'
      ? body.tools?.find((tool) => tool.name === choice.name)
      : choice?.type === 'any'
        ? body.tools?.[0]
        : undefined;
  const format = body.output_config?.format?.type === 'json_schema' ? body.output_config.format : undefined;
  const schema = forced ? forced.input_schema : format?.schema;
  if (!forced && !format) return undefined;
  let json: unknown;
  if (isSafetySchema(schema)) json = (options.safetyAnswer ?? defaultSafetyAnswer)(lastUserText(body));
  else {
    try {
      json = JSON.parse(options.reply);
    } catch {
      json = {};
    }
  }
  return { tool: forced?.name, json };
}

export type AnthropicRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

export type FakeAnthropic = {
  /** Base URL including /v1. */
  url: string;
  requests: AnthropicRequest[];
  /** TCP connections accepted so far. */
  readonly connections: number;
  setBehaviour(options: Partial<FakeAnthropicOptions>): void;
  close(): Promise<void>;
};

const failures = {
  http500: [500, 'api_error', 'Internal server error'],
  http429: [429, 'rate_limit_error', 'Number of requests has exceeded your rate limit'],
  overloaded: [529, 'overloaded_error', 'Overloaded'],
} as const;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const errorBody = (type: string, message: string) => ({ type: 'error', error: { type, message } });

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return raw;
  }
}

function streamMessage(res: ServerResponse, model: string, options: FakeAnthropicOptions) {
  const words = options.reply.match(/\S+\s*/g) ?? [];
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (type: string, data: object) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  send('message_start', {
    message: {
      id: 'msg_fake_1',
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: options.inputTokens, output_tokens: 1 },
    },
  });
  send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  send('ping', {});
  for (const word of words)
    send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: word } });
  send('content_block_stop', { index: 0 });
  send('message_delta', {
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: words.length },
  });
  send('message_stop', {});
  res.end();
}

export async function startFakeAnthropic(
  options: Partial<FakeAnthropicOptions> = {},
): Promise<FakeAnthropic> {
  let behaviour: FakeAnthropicOptions = {
    reply: 'Hello from Claude.',
    failure: 'none',
    inputTokens: 42,
    delayMs: 0,
    ...options,
  };
  const requests: AnthropicRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const entry: AnthropicRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body: undefined,
    };
    requests.push(entry);
    entry.body = await readJson(req);
    if (req.method === 'GET' && path === '/v1/models') {
      return sendJson(res, 200, { data: [{ type: 'model', id: 'claude-fake', display_name: 'Fake' }] });
    }
    if (req.method !== 'POST' || path !== '/v1/messages') {
      return sendJson(res, 404, errorBody('not_found_error', `Unknown path ${path}`));
    }
    if (typeof req.headers['x-api-key'] !== 'string' || !req.headers['x-api-key']) {
      return sendJson(res, 401, errorBody('authentication_error', 'invalid x-api-key'));
    }
    if (behaviour.failure !== 'none') {
      const [status, type, message] = failures[behaviour.failure];
      return sendJson(res, status, errorBody(type, message), status === 429 ? { 'retry-after': '1' } : {});
    }
    const body = (entry.body ?? {}) as MessagesBody;
    const model = body.model ?? 'claude-fake';
    if (body.stream) return streamMessage(res, model, behaviour);
    const options = behaviour;
    if (options.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (res.destroyed) return;
    }
    const structured = structuredAnswer(body, options);
    const text = structured && !structured.tool ? JSON.stringify(structured.json) : options.reply;
    const content = structured?.tool
      ? [{ type: 'tool_use', id: 'toolu_fake_1', name: structured.tool, input: structured.json }]
      : [{ type: 'text', text }];
    sendJson(res, 200, {
      id: 'msg_fake_1',
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: structured?.tool ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: {
        input_tokens: options.inputTokens,
        output_tokens: ((structured?.tool ? JSON.stringify(structured.json) : text).match(/\S+\s*/g) ?? [])
          .length,
      },
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get connections() {
      return connections;
    },
    setBehaviour(next) {
      behaviour = { ...behaviour, ...next };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

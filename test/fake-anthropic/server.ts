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
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** 'overloaded' is Anthropic's 529 overloaded_error; 'http500' api_error; 'http429' rate_limit_error. */
export type AnthropicFailure = 'none' | 'http500' | 'http429' | 'overloaded';

export type FakeAnthropicOptions = {
  reply: string;
  failure: AnthropicFailure;
  inputTokens: number;
};

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
    const body = (entry.body ?? {}) as { model?: string; stream?: boolean };
    const model = body.model ?? 'claude-fake';
    if (body.stream) return streamMessage(res, model, behaviour);
    const words = behaviour.reply.match(/\S+\s*/g) ?? [];
    sendJson(res, 200, {
      id: 'msg_fake_1',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: behaviour.reply }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: behaviour.inputTokens, output_tokens: words.length },
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

/**
 * A local OpenAI-compatible server for tests: the production provider code talks to it over HTTP.
 *
 *   const fake = await startFakeOpenAI({ firstTokenDelayMs: 50, tokensPerSecond: 200 });
 *   // point the app at it: AI_BASE_URL = fake.url (http://127.0.0.1:<port>/v1), any AI_API_KEY
 *   fake.setBehaviour({ failure: 'http429', retryAfterMs: 10 }); // change behaviour between tests
 *   fake.requests; // every request received: {method, path, headers, body, aborted, completed}
 *   await fake.close();
 *
 * Endpoints: POST /v1/chat/completions (JSON `chat.completion`, or with stream=true `text/event-stream`
 * chunks, a finish chunk, a usage chunk when stream_options.include_usage, then `data: [DONE]`);
 * POST /v1/audio/speech (a real WAV, streamed in several writes); POST /v1/audio/transcriptions
 * (multipart: file, model, language; answers {text}); POST /v1/moderations (OpenAI's categories, one
 * result per input); GET /v1/models. The default chat reply is deterministic: "You said: <first words
 * of the last user message>." then filler, replyTokens words. A chat request whose response_format is
 * the safety check's JSON schema gets that answer as JSON content, as a model with structured outputs
 * does (see safety.ts); one named memory_facts gets `memoryAnswer` (default no facts).
 * Failures (see FakeFailure) apply to every POST endpoint.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { handleSpeech } from './audio.js';
import { handleChat } from './chat.js';
import { handleModeration } from './moderation.js';
import { handleTranscription, parseMultipart } from './transcription.js';
import type { FakeContext, FakeFailure, FakeOpenAIOptions, FakeRequest } from './types.js';

export { makeWav } from './audio.js';
export { defaultReply, tokenize } from './chat.js';
export type { FakeFailure, FakeOpenAIOptions, FakeRequest } from './types.js';

export type FakeOpenAI = {
  /** Base URL including /v1, e.g. http://127.0.0.1:41234/v1. */
  url: string;
  requests: FakeRequest[];
  setBehaviour(options: Partial<FakeOpenAIOptions>): void;
  close(): Promise<void>;
};

const defaults: FakeOpenAIOptions = {
  replyTokens: 24,
  firstTokenDelayMs: 0,
  tokensPerSecond: 0,
  failure: 'none',
  retryAfterMs: 1000,
  firstByteDelayMs: 0,
  speechSecondsPerChar: 0.06,
  transcriptionText: 'hello from the fake transcriber',
  moderationDelayMs: 0,
};

function sendError(res: ServerResponse, status: number, message: string, type: string, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) return parseMultipart(raw, type);
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return raw.toString('utf8');
  }
}

export async function startFakeOpenAI(options: Partial<FakeOpenAIOptions> = {}): Promise<FakeOpenAI> {
  let behaviour: FakeOpenAIOptions = { ...defaults, ...options };
  let failedOnce = false;
  let closing = false;
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();

  const failureFor = (): FakeFailure => {
    if (behaviour.failure !== 'fail-once-500') return behaviour.failure;
    if (failedOnce) return 'none';
    failedOnce = true;
    return 'http500';
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const entry: FakeRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body: undefined,
      aborted: false,
      completed: false,
    };
    requests.push(entry);
    res.on('close', () => {
      if (!res.writableFinished) entry.aborted = true;
    });
    res.on('finish', () => {
      entry.completed = true;
    });
    entry.body = await readBody(req);
    const options = { ...behaviour };
    const wait = (ms: number) =>
      new Promise<boolean>((resolve) => {
        if (closing || res.destroyed) return resolve(false);
        const done = (ok: boolean) => {
          clearTimeout(timer);
          waiters.delete(stop);
          res.off('close', stop);
          resolve(ok);
        };
        const stop = () => done(false);
        const timer = setTimeout(() => done(!res.destroyed), ms);
        waiters.add(stop);
        res.on('close', stop);
      });
    const ctx: FakeContext = { options, entry, req, res, wait };

    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendError(res, 401, 'Incorrect API key provided.', 'invalid_request_error');
    }
    if (req.method === 'GET' && path === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'test' }] }),
      );
      return;
    }
    const handler = {
      '/v1/chat/completions': handleChat,
      '/v1/audio/speech': handleSpeech,
      '/v1/audio/transcriptions': handleTranscription,
      '/v1/moderations': handleModeration,
    }[path];
    if (req.method !== 'POST' || !handler) return sendError(res, 404, `Unknown path ${path}`, 'not_found');

    const failure = failureFor();
    if (failure === 'timeout') return; // never answers
    if (failure === 'http500') return sendError(res, 500, 'The server had an error.', 'server_error');
    if (failure === 'http429') {
      return sendError(res, 429, 'Rate limit reached. Please try again later.', 'requests', {
        'retry-after': String(Math.ceil(options.retryAfterMs / 1000)),
        'retry-after-ms': String(options.retryAfterMs),
      });
    }
    await handler({ ...ctx, options: { ...options, failure } });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  if (behaviour.keepAliveMs !== undefined) server.keepAliveTimeout = behaviour.keepAliveMs;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(next) {
      behaviour = { ...behaviour, ...next };
      failedOnce = false;
    },
    async close() {
      closing = true;
      for (const stop of waiters) stop();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A local stand-in for the parts of ElevenLabs' API Voxpert calls, speaking its wire protocol so the
 * official SDK (`@elevenlabs/elevenlabs-js`) talks to it unchanged:
 *
 *   POST   /v1/voices/add                      instant voice cloning: multipart `name` + `files` (1..25)
 *                                              -> {voice_id, requires_verification}
 *   POST   /v1/text-to-speech/{voice_id}/stream JSON {text, model_id, ...} -> audio/mpeg, chunked
 *   DELETE /v1/voices/{voice_id}               -> {status: "ok"}
 *   GET    /v1/voices/{voice_id}               -> the voice (name, category "cloned")
 *
 * Every request needs the `xi-api-key` header (401 `invalid_api_key` otherwise). Errors are shaped as
 * ElevenLabs shapes them: `{detail: {status, message}}` for 401, 404 and 429, and FastAPI's validation
 * list `{detail: [{loc, msg, type}]}` for 422. Tests set failures with `fail(...)` and read `requests`
 * and `voices` (each voice keeps the names and sizes of the files it was made from).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { silentMp3 } from './mp3.js';

export type FakeElevenLabsRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  apiKey: string | undefined;
  /** JSON bodies parsed; multipart bodies as their text fields and files (name, type, size). */
  body: unknown;
  aborted: boolean;
};

export type FakeVoice = {
  voiceId: string;
  name: string;
  files: { name: string; type: string; size: number }[];
};

/** What the next matching calls answer instead of success. */
export type FakeElevenLabsFailure =
  | 'none'
  | 'unauthorized'
  | 'unprocessable'
  | 'rate-limited'
  | 'server-error';

export type FakeElevenLabs = {
  /** Base URL without /v1 (the SDK's baseUrl), e.g. http://127.0.0.1:41234. */
  url: string;
  apiKey: string;
  requests: FakeElevenLabsRequest[];
  voices: Map<string, FakeVoice>;
  /** Makes calls to one kind of endpoint (or all) fail until told 'none'. */
  fail(failure: FakeElevenLabsFailure, endpoint?: 'add' | 'tts' | 'delete' | 'all'): void;
  /** How speech streams from now on: in `chunks` writes, `chunkDelayMs` apart. */
  setPace(chunks: number, chunkDelayMs: number): void;
  close(): Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const detail = (res: ServerResponse, status: number, code: string, message: string, headers = {}) =>
  json(res, status, { detail: { status: code, message } }, headers);
const missing = (res: ServerResponse, field: string) =>
  json(res, 422, { detail: [{ loc: ['body', field], msg: 'Field required', type: 'missing' }] });

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A multipart body as Node's own fetch parses it: text fields, and every file part of each name. */
async function readForm(raw: Buffer, contentType: string) {
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(raw),
  }).formData();
  const fields: Record<string, string> = {};
  const files: { field: string; name: string; type: string; size: number }[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else files.push({ field: key, name: value.name, type: value.type, size: value.size });
  }
  return { fields, files };
}

export async function startFakeElevenLabs(
  options: { apiKey?: string; chunks?: number; chunkDelayMs?: number } = {},
): Promise<FakeElevenLabs> {
  const apiKey = options.apiKey ?? 'xi-test-key';
  let chunks = options.chunks ?? 4;
  let chunkDelayMs = options.chunkDelayMs ?? 0;
  const requests: FakeElevenLabsRequest[] = [];
  const voices = new Map<string, FakeVoice>();
  const failures = new Map<string, FakeElevenLabsFailure>();
  const sockets = new Set<Socket>();

  const failureFor = (endpoint: string): FakeElevenLabsFailure =>
    failures.get(endpoint) ?? failures.get('all') ?? 'none';

  const answerFailure = (res: ServerResponse, failure: FakeElevenLabsFailure): boolean => {
    switch (failure) {
      case 'none':
        return false;
      case 'unauthorized':
        detail(res, 401, 'invalid_api_key', 'Invalid API key');
        return true;
      case 'unprocessable':
        json(res, 422, {
          detail: [{ loc: ['body', 'files'], msg: 'The audio could not be processed', type: 'value_error' }],
        });
        return true;
      case 'rate-limited':
        detail(
          res,
          429,
          'too_many_concurrent_requests',
          'Too many concurrent requests. Please wait and try again.',
          { 'retry-after': '1' },
        );
        return true;
      case 'server-error':
        detail(res, 500, 'internal_error', 'An internal error occurred.');
        return true;
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = req.headers['xi-api-key'];
    const entry: FakeElevenLabsRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      apiKey: typeof key === 'string' ? key : undefined,
      body: undefined,
      aborted: false,
    };
    requests.push(entry);
    res.on('close', () => {
      if (!res.writableFinished) entry.aborted = true;
    });
    const raw = await readRaw(req);
    const type = req.headers['content-type'] ?? '';
    if (type.startsWith('multipart/form-data')) entry.body = await readForm(raw, type);
    else if (raw.length > 0) entry.body = JSON.parse(raw.toString('utf8')) as unknown;

    if (entry.apiKey !== apiKey) return detail(res, 401, 'invalid_api_key', 'Invalid API key');

    const tts = /^\/v1\/text-to-speech\/([^/]+)\/stream$/.exec(url.pathname);
    const voice = /^\/v1\/voices\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/voices/add') {
      if (answerFailure(res, failureFor('add'))) return;
      const form = entry.body as Awaited<ReturnType<typeof readForm>> | undefined;
      if (!form?.fields.name) return missing(res, 'name');
      const files = form.files.filter((f) => f.field === 'files');
      if (files.length === 0) return missing(res, 'files');
      const voiceId = randomBytes(10).toString('hex');
      voices.set(voiceId, { voiceId, name: form.fields.name, files });
      return json(res, 200, { voice_id: voiceId, requires_verification: false });
    }
    if (req.method === 'POST' && tts) {
      if (answerFailure(res, failureFor('tts'))) return;
      const voiceId = decodeURIComponent(tts[1] ?? '');
      const text = (entry.body as { text?: unknown } | undefined)?.text;
      if (typeof text !== 'string' || text.length === 0) return missing(res, 'text');
      if (!voices.has(voiceId))
        return detail(res, 404, 'voice_not_found', `A voice with the voice_id ${voiceId} was not found.`);
      const mp3 = silentMp3(Math.max(0.3, text.length * 0.06));
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked' });
      const parts = chunks;
      const size = Math.ceil(mp3.length / parts);
      for (let i = 0; i < parts && !res.destroyed; i++) {
        if (i > 0 && chunkDelayMs) await new Promise((r) => setTimeout(r, chunkDelayMs));
        res.write(mp3.subarray(i * size, (i + 1) * size));
      }
      res.end();
      return;
    }
    if (voice && (req.method === 'DELETE' || req.method === 'GET')) {
      const voiceId = decodeURIComponent(voice[1] ?? '');
      if (req.method === 'DELETE' && answerFailure(res, failureFor('delete'))) return;
      const found = voices.get(voiceId);
      if (!found)
        return detail(res, 404, 'voice_not_found', `A voice with the voice_id ${voiceId} was not found.`);
      if (req.method === 'GET')
        return json(res, 200, { voice_id: voiceId, name: found.name, category: 'cloned' });
      voices.delete(voiceId);
      return json(res, 200, { status: 'ok' });
    }
    detail(res, 404, 'not_found', `Unknown path ${url.pathname}`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    voices,
    setPace(nextChunks, nextDelayMs) {
      chunks = nextChunks;
      chunkDelayMs = nextDelayMs;
    },
    fail(failure, endpoint = 'all') {
      if (failure === 'none') failures.clear();
      else failures.set(endpoint, failure);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

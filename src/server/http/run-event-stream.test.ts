import { request as httpRequest } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { providerFailure, usageLimit } from '../ai/chat-error.js';
import { serverTranslator } from '../i18n/translators.js';
import { AppError } from './app-error.js';
import { errorEventBody, runEventStream, type StreamBody } from './run-event-stream.js';

type Logged = { level: number; msg: string; err?: { message?: string } };

/**
 * An app whose one route streams `body`; what it logs is kept, and `finished` resolves when the route
 * returns, with whether the response was ended by then.
 */
async function streamingApp(body: StreamBody) {
  const logged: Logged[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  await app.register(fastifyCookie);
  let finish: (ended: boolean) => void = () => {};
  const finished = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  app.post('/stream', async (request, reply) => {
    await runEventStream(request, reply, body);
    finish(reply.raw.writableEnded);
  });
  await app.ready();
  return { app, logged, finished };
}

function events(payload: string): { event: string; data: unknown }[] {
  return payload
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
    }));
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('runEventStream', () => {
  it('sends the events of a body that completes, then ends the stream', async () => {
    const t = await streamingApp(async (stream) => {
      stream.send('delta', { text: 'Hi.' });
      stream.send('sentence', { index: 0, text: 'Hi.' });
      stream.send('done', { response: 'Hi.' });
    });
    app = t.app;
    const res = await app.inject({ method: 'POST', url: '/stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(events(res.payload)).toEqual([
      { event: 'delta', data: { text: 'Hi.' } },
      { event: 'sentence', data: { index: 0, text: 'Hi.' } },
      { event: 'done', data: { response: 'Hi.' } },
    ]);
    expect(await t.finished).toBe(true);
    expect(t.logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('ends with an error event carrying the code and message of a thrown AppError, not logged', async () => {
    const t = await streamingApp(async (stream) => {
      stream.send('delta', { text: 'Well' });
      throw new AppError('AI_PROVIDER_UNAVAILABLE', 503, 'The AI service is busy right now.');
    });
    app = t.app;
    const res = await app.inject({ method: 'POST', url: '/stream' });
    expect(res.statusCode).toBe(200);
    expect(events(res.payload)).toEqual([
      { event: 'delta', data: { text: 'Well' } },
      {
        event: 'error',
        data: {
          error: 'AI_PROVIDER_UNAVAILABLE',
          message: 'The AI service is busy right now.',
          retryable: false,
        },
      },
    ]);
    expect(t.logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("sends a chat error's own body: a limit with its limitType, a provider failure retryable", () => {
    expect(errorEventBody(usageLimit('GUEST_REPLY_LIMIT'))).toEqual({
      error: 'USAGE_LIMIT_REACHED',
      message: usageLimit('GUEST_REPLY_LIMIT').message,
      limitType: 'GUEST_REPLY_LIMIT',
    });
    expect(errorEventBody(providerFailure(new Error('down')))).toMatchObject({ retryable: true });
    expect(errorEventBody(AppError.validation({ content: 'Too long' }))).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Too long',
      retryable: false,
    });
  });

  it('logs an unexpected error through the request logger and sends only the generic internal error', async () => {
    const t = await streamingApp(async () => {
      throw new Error('secret detail\nparams: hash');
    });
    app = t.app;
    const res = await app.inject({ method: 'POST', url: '/stream' });
    expect(events(res.payload)).toEqual([
      {
        event: 'error',
        data: {
          error: 'INTERNAL_ERROR',
          message: 'Something went wrong on our side. Please try again.',
          retryable: true,
        },
      },
    ]);
    expect(res.payload).not.toContain('secret');
    const errors = t.logged.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toBe('event stream failed');
    expect(errors[0]?.err?.message).toBe('secret detail\nparams: [redacted]');
  });

  it('aborts the body when the client goes away mid-stream, and still ends the stream', async () => {
    let aborted = false;
    const t = await streamingApp(async (stream) => {
      stream.send('delta', { text: 'First' });
      await new Promise<void>((resolve) => stream.signal.addEventListener('abort', () => resolve()));
      aborted = stream.signal.aborted;
      stream.send('delta', { text: 'never read' });
    });
    app = t.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: address.port, path: '/stream', method: 'POST' });
      req.on('response', (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => {
        if (!req.destroyed) reject(err);
      });
      req.end();
    });
    expect(await t.finished).toBe(true);
    expect(aborted).toBe(true);
    expect(t.logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('sends the error event in the person’s language (cookie, else Accept-Language), its code kept', async () => {
    const t = await streamingApp(async () => {
      throw usageLimit('DAILY_CONVERSATION_LIMIT');
    });
    app = t.app;
    const english = "You've reached your daily limit of 2 conversations on the free plan.";
    const es = serverTranslator('es')(english);
    const ja = serverTranslator('ja')(english);
    expect(es).not.toBe(english);
    expect(ja).not.toBe(english);
    const data = async (headers: Record<string, string>) =>
      events((await t.app.inject({ method: 'POST', url: '/stream', headers })).payload).at(-1)?.data;
    expect(await data({ 'accept-language': 'es' })).toEqual({
      error: 'USAGE_LIMIT_REACHED',
      message: es,
      limitType: 'DAILY_CONVERSATION_LIMIT',
    });
    expect(await data({ cookie: 'vx_lang=ja', 'accept-language': 'es' })).toMatchObject({ message: ja });
    expect(await data({})).toMatchObject({ message: english });
  });
});

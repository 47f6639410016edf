import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSpeechText } from '../../src/server/speech/speech-token.js';
import {
  type BurstAnswer,
  burst,
  postJson,
  type ServerPair,
  startServerPair,
  statusCounts,
} from '../helpers/server-pair.js';

/**
 * Every limit holds when 50 requests arrive at the same moment, split across two servers on one
 * database: exactly the limit reaches the slow check (a password or answer verified, an account
 * created, a message stored, a reply written, a sentence spoken, a conversation started); the rest
 * are refused before it. The answer tells
 * which happened: a wrong password that was checked is 401, one refused unchecked is 429.
 */
let pair: ServerPair;

/** A guest address may have 100 characters spoken a day on these servers (ten requests of 10). */
const GUEST_SPEECH_CHARACTERS = 100;
const SESSION_SECRET = 'concurrency-pair-secret-that-is-long-enough-0123';

beforeAll(async () => {
  pair = await startServerPair({
    SESSION_SECRET,
    TTS_ENGINE: 'espeak',
    SPEECH_QUOTAS: JSON.stringify({ tts: { guest: GUEST_SPEECH_CHARACTERS } }),
  });
}, 180_000);

afterAll(async () => {
  await pair?.close();
});

const QUESTION = 'What was the name of your first pet?';

async function registerAccount(ip: string): Promise<{ username: string; password: string }> {
  const account = {
    username: `burst-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'correct horse battery',
  };
  const res = await postJson(
    pair.servers[0],
    '/api/register',
    { ...account, securityQuestion: QUESTION, securityAnswer: 'Biscuit' },
    ip,
  );
  expect(res.status).toBe(201);
  return account;
}

/** Every refused answer is the usual 429: the error body and a Retry-After in whole seconds. */
function expectTooMany(answers: readonly BurstAnswer[]) {
  for (const answer of answers.filter((a) => a.status === 429)) {
    expect(answer.json).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Too many attempts\. Please try again in [\d,]+ (seconds?|minutes?)\.$/,
      ),
    });
    expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  }
}

describe('limits under 50 simultaneous requests on two servers', { timeout: 120_000 }, () => {
  it('wrong passwords: exactly 10 checked per account and IP, the other 40 refused with 429', async () => {
    const { username, password } = await registerAccount('10.70.0.1');
    const ip = '10.70.1.1';
    const answers = await burst(pair, 50, (server, i) =>
      postJson(server, '/api/login', { username, password: `wrong-password-${i}` }, ip),
    );
    expect(statusCounts(answers)).toEqual({ 401: 10, 429: 40 });
    expectTooMany(answers);
    // The right password from that address waits too; from another address it signs in.
    expect((await postJson(pair.servers[1], '/api/login', { username, password }, ip)).status).toBe(429);
    expect((await postJson(pair.servers[1], '/api/login', { username, password }, '10.70.1.2')).status).toBe(
      200,
    );
  });

  it('wrong security answers: exactly 10 checked per account and IP, the other 40 refused', async () => {
    const { username } = await registerAccount('10.71.0.1');
    const ip = '10.71.1.1';
    const answers = await burst(pair, 50, (server, i) =>
      postJson(
        server,
        '/api/reset-password',
        { username, securityAnswer: `wrong answer ${i}`, newPassword: 'a new long passphrase' },
        ip,
      ),
    );
    expect(statusCounts(answers)).toEqual({ 400: 10, 429: 40 });
    expect(answers.find((a) => a.status === 400)?.json.error).toBe('RESET_FAILED');
    expectTooMany(answers);
  });

  it('registrations: exactly 20 accounts created per IP, the other 30 refused', async () => {
    const ip = '10.72.1.1';
    const answers = await burst(pair, 50, (server, i) =>
      postJson(
        server,
        '/api/register',
        {
          username: `burst-register-${i}-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'correct horse battery',
          securityQuestion: QUESTION,
          securityAnswer: 'Biscuit',
        },
        ip,
      ),
    );
    expect(statusCounts(answers)).toEqual({ 201: 20, 429: 30 });
    expectTooMany(answers);
  });

  it('contact messages: exactly 10 stored per IP, the other 40 refused', async () => {
    const ip = '10.73.1.1';
    const answers = await burst(pair, 50, (server, i) =>
      postJson(
        server,
        '/api/contact',
        { name: 'Ada', email: 'ada@example.com', message: `Message number ${i} about my account.` },
        ip,
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 10, 429: 40 });
    expect(new Set(answers.filter((a) => a.status === 200).map((a) => a.json.id)).size).toBe(10);
    expectTooMany(answers);
  });

  it('guest chat: exactly 20 replies per IP, the other 30 refused with GUEST_REPLY_LIMIT', async () => {
    const ip = '10.74.1.1';
    const answers = await burst(pair, 50, (server) =>
      postJson(server, '/api/chat', { message: 'hello there', category: 'coach' }, ip),
    );
    expect(statusCounts(answers)).toEqual({ 200: 20, 403: 30 });
    expect(answers.find((a) => a.status === 403)?.json.limitType).toBe('GUEST_REPLY_LIMIT');
  });

  it('security-question look-ups: exactly 60 answered per IP out of 80, the other 20 refused', async () => {
    const ip = '10.75.1.1';
    const answers = await burst(pair, 80, (server, i) =>
      postJson(server, '/api/verify-security-question', { username: `nobody-${i}@example.com` }, ip),
    );
    expect(statusCounts(answers)).toEqual({ 200: 60, 429: 20 });
    expectTooMany(answers);
  });

  it("guest speech: exactly the day's characters spoken per IP, the rest refused with 429", async () => {
    const text = 'Ten chars.';
    const token = signSpeechText(SESSION_SECRET, text, new Date());
    const query = new URLSearchParams({ text, token });
    const ip = '10.76.1.1';
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const server = pair.servers[i % 2];
        const res = await fetch(`${server?.url}/api/tts?${query}`, { headers: { 'x-forwarded-for': ip } });
        await res.arrayBuffer();
        return { status: res.status };
      }),
    );
    expect(statusCounts(statuses)).toEqual({ 200: GUEST_SPEECH_CHARACTERS / text.length, 429: 40 });
  });

  it('daily conversations: a Free account starts exactly 2, the other 48 refused with 403', async () => {
    const register = await postJson(
      pair.servers[0],
      '/api/register',
      {
        username: `daily-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct horse battery',
        securityQuestion: QUESTION,
        securityAnswer: 'Biscuit',
      },
      '10.77.0.1',
    );
    expect(register.status).toBe(201);
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const answers = await burst(pair, 50, (server) =>
      fetch(`${server.url}/api/conversations`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie,
          origin: server.url,
          'x-forwarded-for': '10.77.1.1',
        },
        body: JSON.stringify({ goatCategory: 'science' }),
      }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 2, 403: 48 });
    expect(answers.find((a) => a.status === 403)?.json).toMatchObject({ error: 'USAGE_LIMIT_REACHED' });
  });
});

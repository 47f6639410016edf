import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type FakePushService, type FakeSubscription, startFakePush } from './server.js';

// The fake must refuse what a real push service refuses, or the API tests could not fail.
const keys = webpush.generateVAPIDKeys();
const subject = 'mailto:test@example.com';
let fake: FakePushService;
beforeAll(async () => {
  fake = await startFakePush();
});
afterAll(async () => {
  await fake?.close();
});

type Change = { authorization?: string; drop?: string[]; body?: (b: Buffer) => Buffer };

async function post(sub: FakeSubscription, payload: string, change: Change = {}) {
  const details = webpush.generateRequestDetails(sub, payload, {
    vapidDetails: { subject, ...keys },
    TTL: 60,
    urgency: 'high',
    contentEncoding: 'aes128gcm',
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    if (name !== 'Content-Length' && !change.drop?.includes(name)) headers[name] = String(value);
  }
  if (change.authorization) headers.Authorization = change.authorization;
  const body = change.body && details.body ? change.body(details.body) : details.body;
  return fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: body ? new Uint8Array(body) : null,
  });
}

describe('fake push service', () => {
  it('accepts a web-push request and decrypts its payload', async () => {
    const sub = fake.subscribe();
    const res = await post(sub, '{"hello":"wörld"}');
    expect(res.status).toBe(201);
    expect(fake.received.at(-1)).toMatchObject({
      endpoint: sub.endpoint,
      payload: '{"hello":"wörld"}',
      ttl: 60,
      urgency: 'high',
      vapidKey: keys.publicKey,
      subject,
    });
  });

  it('refuses a token signed by another key, for another audience or expired', async () => {
    const sub = fake.subscribe();
    const other = webpush.generateVAPIDKeys();
    const mixed = webpush.getVapidHeaders(
      fake.origin,
      subject,
      keys.publicKey,
      other.privateKey,
      'aes128gcm',
    );
    const wrongAud = webpush.getVapidHeaders(
      'https://push.example',
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    );
    const expired = webpush.getVapidHeaders(
      fake.origin,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) - 60,
    );
    const before = fake.received.length;
    for (const h of [mixed, wrongAud, expired]) {
      expect((await post(sub, 'x', { authorization: h.Authorization })).status).toBe(400);
    }
    expect(fake.received.length).toBe(before);
    expect(fake.rejected.slice(-3)).toEqual([
      expect.stringContaining('signature'),
      expect.stringContaining('aud'),
      expect.stringContaining('expired'),
    ]);
  });

  it('refuses a body it cannot decrypt and a request without TTL', async () => {
    const sub = fake.subscribe();
    const flipped = (b: Buffer) => {
      const copy = Buffer.from(b);
      copy[copy.length - 1] = (copy[copy.length - 1] ?? 0) ^ 1;
      return copy;
    };
    expect((await post(sub, 'secret', { body: flipped })).status).toBe(400);
    expect((await post(sub, 'secret', { drop: ['TTL'] })).status).toBe(400);
    // Encrypted for another browser's keys.
    const stranger = fake.subscribe();
    expect((await post({ ...stranger, endpoint: sub.endpoint }, 'secret')).status).toBe(400);
  });

  it('answers 410 when told to and 404 for an unknown endpoint', async () => {
    const sub = fake.subscribe();
    fake.answer(sub.endpoint, 410);
    expect((await post(sub, 'x')).status).toBe(410);
    expect((await post({ ...sub, endpoint: `${fake.origin}/push/unknown` }, 'x')).status).toBe(404);
  });
});

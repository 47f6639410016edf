import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessages } from '../../src/contract/push.js';
import { appSecrets, pushSubscriptions } from '../../src/server/db/schema/index.js';
import { loadOrCreateVapidKeys } from '../../src/server/push/vapid-keys.js';
import { type FakePushService, startFakePush } from '../fake-push/server.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

let t: TestApp;
let fake: FakePushService;
beforeAll(async () => {
  t = await startTestApp();
  fake = await startFakePush();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function signedIn(): Promise<TestClient> {
  const client = t.client();
  await client.register();
  return client;
}

const rowsOf = (endpoint: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/push/public-key', () => {
  it('answers one base64url P-256 key, the same from a second app on the same database', async () => {
    const first = await t.client().get('/api/push/public-key');
    expect(first.status).toBe(200);
    const key = Buffer.from(first.json.publicKey, 'base64url');
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    const again = await t.client().get('/api/push/public-key');
    expect(again.json.publicKey).toBe(first.json.publicKey);

    const second = await startTestApp({ database: t.database });
    try {
      const other = await second.client().get('/api/push/public-key');
      expect(other.json.publicKey).toBe(first.json.publicKey);
    } finally {
      await second.close();
    }
  });

  it('makes one key pair when two processes start at once', async () => {
    await t.database.db.delete(appSecrets);
    const [a, b, c] = await Promise.all([
      loadOrCreateVapidKeys(t.database.db),
      loadOrCreateVapidKeys(t.database.db),
      loadOrCreateVapidKeys(t.database.db),
    ]);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await t.database.db.select().from(appSecrets)).toHaveLength(1);
  });
});

describe('POST /api/push/subscribe', () => {
  it('needs a signed-in user', async () => {
    const res = await t.client().post('/api/push/subscribe', fake.subscribe());
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('stores a subscription, 201', async () => {
    const client = await signedIn();
    const sub = fake.subscribe();
    const res = await client.post('/api/push/subscribe', { ...sub, expirationTime: null });
    expect(res.status, res.body).toBe(201);
    expect(res.json).toEqual({ success: true, message: pushMessages.subscribed });
    const rows = await rowsOf(sub.endpoint);
    expect(rows).toMatchObject([{ p256dh: sub.keys.p256dh, auth: sub.keys.auth, lastSuccessAt: null }]);
  });

  it('updates the keys of a known endpoint when its owner sends it again', async () => {
    const alice = await signedIn();
    const sub = fake.subscribe();
    expect((await alice.post('/api/push/subscribe', sub)).status).toBe(201);
    const renewed = { ...fake.subscribe(), endpoint: sub.endpoint };
    expect((await alice.post('/api/push/subscribe', renewed)).status).toBe(201);
    const aliceId = (await alice.get('/api/user')).json.id;
    const rows = await rowsOf(sub.endpoint);
    expect(rows).toMatchObject([{ userId: aliceId, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth }]);
  });

  it("refuses another account's endpoint with 409 and leaves it with its owner", async () => {
    const alice = await signedIn();
    const mallory = await signedIn();
    const sub = fake.subscribe();
    expect((await alice.post('/api/push/subscribe', sub)).status).toBe(201);
    const takeover = { ...fake.subscribe(), endpoint: sub.endpoint };
    const res = await mallory.post('/api/push/subscribe', takeover);
    expectError(res, 409, 'PUSH_ENDPOINT_TAKEN', pushMessages.endpointTaken);
    expect(res.json.fields).toEqual({ endpoint: pushMessages.endpointTaken });
    const aliceId = (await alice.get('/api/user')).json.id;
    expect(await rowsOf(sub.endpoint)).toMatchObject([
      { userId: aliceId, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    ]);
    // Once the owner lets it go (signing out unsubscribes), the endpoint is free again.
    expect((await alice.post('/api/push/unsubscribe', { endpoint: sub.endpoint })).status).toBe(200);
    expect((await mallory.post('/api/push/subscribe', takeover)).status).toBe(201);
  });

  it('two accounts racing for one new endpoint: exactly one gets it', async () => {
    const clients = await Promise.all([signedIn(), signedIn(), signedIn(), signedIn()]);
    const sub = fake.subscribe();
    const answers = await Promise.all(clients.map((c) => c.post('/api/push/subscribe', sub)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await rowsOf(sub.endpoint)).toHaveLength(1);
  });

  it.each([
    ['no body', undefined, '_'],
    ['endpoint missing', { endpoint: undefined }, 'endpoint'],
    ['endpoint not a URL', { endpoint: 'push me', keys: {} }, 'endpoint'],
    ['endpoint ftp', { endpoint: 'ftp://push.example/x' }, 'endpoint'],
    ['endpoint http elsewhere', { endpoint: 'http://push.example/x' }, 'endpoint'],
    ['endpoint too long', { endpoint: `https://push.example/${'a'.repeat(3000)}` }, 'endpoint'],
    ['endpoint with NUL', { endpoint: 'https://push.example/\u0000' }, 'endpoint'],
    ['keys missing', { keys: undefined }, 'keys'],
    ['p256dh wrong length', { keys: { p256dh: 'BAAA', auth: 'x' } }, 'keys.p256dh'],
    ['auth not base64url', { auth: '++++++++++++++++++++++' }, 'keys.auth'],
    ['auth a number', { auth: 16 }, 'keys.auth'],
    ['expirationTime text', { expirationTime: 'soon' }, 'expirationTime'],
  ])('400 with fields: %s', async (_name, change, field) => {
    const client = await signedIn();
    const sub = fake.subscribe();
    let body: unknown;
    if (change !== undefined) {
      const { auth, ...rest } = change as Record<string, unknown>;
      body = { ...sub, ...rest, ...(auth === undefined ? {} : { keys: { ...sub.keys, auth } }) };
    }
    const res = await client.post('/api/push/subscribe', body);
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(Object.keys(res.json.fields)).toContain(field);
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toEqual([]);
  });

  it('refuses local http endpoints in production, and IP-literal https ones', async () => {
    const prod = await startTestApp({ database: t.database, config: { NODE_ENV: 'production' } });
    try {
      const client = prod.client();
      await client.register();
      for (const endpoint of [
        fake.subscribe().endpoint,
        'https://127.0.0.1/push/1',
        'https://[::1]/push/1',
        'https://localhost/p',
        `https://localhost.:${new URL(fake.subscribe().endpoint).port}/p`,
        'https://LOCALHOST../p',
        'https://push.localhost/p',
        'https://127.0.0.1./p',
        'https://[::ffff:127.0.0.1]/p',
      ]) {
        const res = await client.post('/api/push/subscribe', { ...fake.subscribe(), endpoint });
        expectError(res, 400, 'VALIDATION_ERROR', pushMessages.endpoint);
        expect(res.json.fields).toEqual({ endpoint: pushMessages.endpoint });
      }
      const ok = await client.post('/api/push/subscribe', {
        ...fake.subscribe(),
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      });
      expect(ok.status, ok.body).toBe(201);
    } finally {
      await prod.close();
    }
  });
});

describe('POST /api/push/unsubscribe', () => {
  it('needs a signed-in user', async () => {
    const res = await t.client().post('/api/push/unsubscribe', { endpoint: fake.subscribe().endpoint });
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('removes only your own subscription; an unknown endpoint is fine', async () => {
    const alice = await signedIn();
    const mallory = await signedIn();
    const sub = fake.subscribe();
    await alice.post('/api/push/subscribe', sub);

    const other = await mallory.post('/api/push/unsubscribe', { endpoint: sub.endpoint });
    expect(other.status).toBe(200);
    expect(await rowsOf(sub.endpoint)).toHaveLength(1);

    const unknown = await alice.post('/api/push/unsubscribe', { endpoint: fake.subscribe().endpoint });
    expect(unknown.json).toEqual({ success: true, message: pushMessages.unsubscribed });

    const own = await alice.post('/api/push/unsubscribe', { endpoint: sub.endpoint });
    expect(own.status).toBe(200);
    expect(await rowsOf(sub.endpoint)).toEqual([]);
  });

  it('400 with fields for a bad endpoint', async () => {
    const client = await signedIn();
    const res = await client.post('/api/push/unsubscribe', { endpoint: 12 });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.json.fields).toEqual({ endpoint: pushMessages.endpoint });
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '../../src/contract/idempotency.js';
import {
  billingCheckouts,
  contactTickets,
  conversations,
  idempotencyKeys,
  messages,
  reminders,
  subscriptions,
} from '../../src/server/db/schema/index.js';
import { deleteExpiredIdempotencyKeys } from '../../src/server/http/idempotency.js';
import { type TestClient, testClock } from '../helpers/app.js';
import { card, cards } from '../helpers/billing.js';
import { type ChatTestApp, failAfter, parseEvents, reply, startChatApp } from '../helpers/chat.js';
import { expectError } from '../helpers/http-assertions.js';

const clock = testClock(new Date('2026-03-10T14:30:00Z'));
let t: ChatTestApp;
beforeAll(async () => {
  t = await startChatApp({ clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.model.behaviour = reply();
});

let keyCounter = 0;
const newKey = () => `key-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
const withKey = (key: string) => ({ 'idempotency-key': key });

async function signedIn(): Promise<TestClient> {
  const client = t.client();
  await client.register();
  return client;
}

async function rowsOf(table: typeof reminders | typeof conversations, userId: number) {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

async function messagesIn(conversationId: number) {
  return t.database.db
    .select({ isUser: messages.isUser, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(messages.id);
}

const reminder = {
  title: 'Take vitamins',
  description: 'The blue bottle',
  scheduledTime: '2026-03-12T08:00:00.000Z',
};

describe('Idempotency-Key on POST /api/conversations', () => {
  it('answers a repeat with the first result and creates one conversation', async () => {
    const client = await signedIn();
    const key = newKey();
    const first = await client.post('/api/conversations', { goatCategory: 'science' }, withKey(key));
    const again = await client.post('/api/conversations', { goatCategory: 'science' }, withKey(key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(String(again.headers['content-type'])).toMatch(/^application\/json/);
    const me = await client.get('/api/user');
    expect(await rowsOf(conversations, me.json.id)).toBe(1);
  });

  it('refuses the same key with a different request (422), and runs nothing', async () => {
    const client = await signedIn();
    const key = newKey();
    await client.post('/api/conversations', { goatCategory: 'science' }, withKey(key));
    const other = await client.post('/api/conversations', { goatCategory: 'sports' }, withKey(key));
    expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED', idempotencyMessages.keyReused);
    const me = await client.get('/api/user');
    expect(await rowsOf(conversations, me.json.id)).toBe(1);
  });

  it("keeps keys per user: another user's same key runs their own request", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const key = newKey();
    const first = await a.post('/api/conversations', { goatCategory: 'science' }, withKey(key));
    const second = await b.post('/api/conversations', { goatCategory: 'science' }, withKey(key));
    expect(second.status).toBe(201);
    expect(second.json.id).not.toBe(first.json.id);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('creates one conversation when repeats arrive together', async () => {
    const client = await signedIn();
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post('/api/conversations', { goatCategory: 'arts' }, withKey(key))),
    );
    for (const res of answers) {
      if (res.status === 409) expectError(res, 409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS');
      else expect(res.status, res.body).toBe(201);
    }
    const created = answers.filter((res) => res.status === 201).map((res) => res.json.id);
    expect(new Set(created).size).toBe(1);
    const me = await client.get('/api/user');
    expect(await rowsOf(conversations, me.json.id)).toBe(1);
  });

  it('refuses a bad key with a field message (400)', async () => {
    const client = await signedIn();
    for (const key of ['x'.repeat(256), 'clé', 'a\u007fb']) {
      const res = await client.post('/api/conversations', { goatCategory: 'science' }, withKey(key));
      expectError(res, 400, 'VALIDATION_ERROR', idempotencyMessages.invalidKey);
      expect(res.json.fields).toEqual({ 'idempotency-key': idempotencyMessages.invalidKey });
    }
    const ok = await client.post('/api/conversations', { goatCategory: 'science' }, withKey('x'.repeat(255)));
    expect(ok.status).toBe(201);
  });

  it('does nothing new without the header', async () => {
    const client = await signedIn();
    await client.post('/api/conversations', { goatCategory: 'science' });
    await client.post('/api/conversations', { goatCategory: 'science' });
    const me = await client.get('/api/user');
    expect(await rowsOf(conversations, me.json.id)).toBe(2);
  });

  it('does not keep a refusal: after a 403 the same key runs again', async () => {
    const client = await signedIn();
    await client.post('/api/conversations', { goatCategory: 'science' });
    await client.post('/api/conversations', { goatCategory: 'science' });
    const key = newKey();
    const refused = await client.post('/api/conversations', { goatCategory: 'science' }, withKey(key));
    expect(refused.status).toBe(403);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toBeUndefined();
  });
});

describe('Idempotency-Key on messages', () => {
  async function conversation(client: TestClient) {
    const res = await client.post('/api/conversations', { goatCategory: 'science' });
    return res.json.id as number;
  }

  it('answers a repeated message with the first reply, asking the model once', async () => {
    const client = await signedIn();
    const id = await conversation(client);
    const key = newKey();
    const asked = t.model.requests.length;
    const first = await client.post(`/api/conversations/${id}/messages`, { content: 'Hi?' }, withKey(key));
    const again = await client.post(`/api/conversations/${id}/messages`, { content: 'Hi?' }, withKey(key));
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(t.model.requests.length - asked).toBe(1);
    expect(await messagesIn(id)).toHaveLength(2);
  });

  it('refuses the same key for another conversation (the path is part of the request)', async () => {
    const client = await signedIn();
    const one = await conversation(client);
    const two = await conversation(client);
    const key = newKey();
    await client.post(`/api/conversations/${one}/messages`, { content: 'Hi?' }, withKey(key));
    const other = await client.post(`/api/conversations/${two}/messages`, { content: 'Hi?' }, withKey(key));
    expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await messagesIn(two)).toHaveLength(0);
  });

  it('answers 409 to a repeat while the first is still running, then the first result', async () => {
    const client = await signedIn();
    const id = await conversation(client);
    const key = newKey();
    let started!: () => void;
    const modelStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish!: () => void;
    const modelMayFinish = new Promise<void>((resolve) => {
      finish = resolve;
    });
    t.model.behaviour = async function* () {
      yield 'Wait for it. ';
      started();
      await modelMayFinish;
      yield 'Done.';
    };
    const url = `/api/conversations/${id}/messages`;
    const firstAnswer = client.post(url, { content: 'Slow?' }, withKey(key));
    await modelStarted;
    const during = await client.post(url, { content: 'Slow?' }, withKey(key));
    expectError(during, 409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS', idempotencyMessages.inProgress);
    expect(during.headers['retry-after']).toBe('1');
    finish();
    const first = await firstAnswer;
    expect(first.status).toBe(200);
    const after = await client.post(url, { content: 'Slow?' }, withKey(key));
    expect(after.json).toEqual(first.json);
    expect(await messagesIn(id)).toEqual([
      { isUser: true, content: 'Slow?' },
      { isUser: false, content: 'Wait for it. Done.' },
    ]);
  });

  it('replays a finished stream with the same events, without asking the model again', async () => {
    const client = await signedIn();
    const id = await conversation(client);
    const key = newKey();
    const asked = t.model.requests.length;
    const url = `/api/conversations/${id}/messages/stream`;
    const first = await client.post(url, { content: 'What is light?' }, withKey(key));
    const again = await client.post(url, { content: 'What is light?' }, withKey(key));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(String(again.headers['content-type'])).toMatch(/^text\/event-stream/);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const events = parseEvents(again.body);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.some((e) => e.event === 'sentence')).toBe(true);
    expect(t.model.requests.length - asked).toBe(1);
    expect(await messagesIn(id)).toHaveLength(2);
  });

  it('gives the key back when the stream fails, so the repeat runs the turn again', async () => {
    const client = await signedIn();
    const id = await conversation(client);
    const key = newKey();
    const url = `/api/conversations/${id}/messages/stream`;
    t.model.behaviour = failAfter();
    const failed = await client.post(url, { content: 'Hello?' }, withKey(key));
    expect(parseEvents(failed.body).at(-1)?.event).toBe('error');
    t.model.behaviour = reply();
    const retried = await client.post(url, { content: 'Hello?' }, withKey(key));
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(parseEvents(retried.body).at(-1)?.event).toBe('done');
    // The person's message is stored once; the retry reuses it.
    expect((await messagesIn(id)).map((m) => m.isUser)).toEqual([true, false]);
  });
});

describe('Idempotency-Key on reminders', () => {
  it('creates one reminder for a repeated POST /api/reminders', async () => {
    const client = await signedIn();
    const key = newKey();
    const first = await client.post('/api/reminders', reminder, withKey(key));
    const again = await client.post('/api/reminders', reminder, withKey(key));
    expect(first.status, first.body).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const me = await client.get('/api/user');
    expect(await rowsOf(reminders, me.json.id)).toBe(1);
    const changed = await client.post('/api/reminders', { ...reminder, title: 'Other' }, withKey(key));
    expectError(changed, 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('creates the reminders of a repeated extract request once', async () => {
    const client = await signedIn();
    const key = newKey();
    const body = { message: 'Remind me to call mom tomorrow at 5pm' };
    const first = await client.post('/api/extract-reminders', body, withKey(key));
    const again = await client.post('/api/extract-reminders', body, withKey(key));
    expect(first.status).toBe(200);
    expect(first.json.length).toBeGreaterThan(0);
    expect(again.json).toEqual(first.json);
    const me = await client.get('/api/user');
    expect(await rowsOf(reminders, me.json.id)).toBe(first.json.length);
  });
});

describe('Idempotency-Key on POST /api/contact', () => {
  const ticket = (email: string) => ({ name: 'Ann', email, message: 'Hello, I have a question.' });
  async function ticketsFrom(email: string) {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(contactTickets)
      .where(eq(contactTickets.email, email));
    return row?.n ?? 0;
  }

  it("keys a guest's requests by address: a repeat stores one ticket", async () => {
    const guest = t.client();
    const key = newKey();
    const email = `guest-${keyCounter}@example.com`;
    const first = await guest.post('/api/contact', ticket(email), withKey(key));
    const again = await guest.post('/api/contact', ticket(email), withKey(key));
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await ticketsFrom(email)).toBe(1);
    // Another address with the same key is another sender.
    const elsewhere = await t.client().post('/api/contact', ticket(email), withKey(key));
    expect(elsewhere.json.id).not.toBe(first.json.id);
    expect(await ticketsFrom(email)).toBe(2);
    // The address is kept only as a salted hash.
    const owners = (
      await t.database.db
        .select({ owner: idempotencyKeys.owner })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key))
    ).map((r) => r.owner);
    expect(owners).toHaveLength(2);
    for (const owner of owners) {
      expect(owner).toMatch(/^address:[\w-]{43}$/);
      expect(owner).not.toContain(guest.ip);
    }
  });

  it("keys a signed-in user's requests by account", async () => {
    const client = await signedIn();
    const key = newKey();
    const email = `member-${keyCounter}@example.com`;
    await client.post('/api/contact', ticket(email), withKey(key));
    await client.post('/api/contact', ticket(email), withKey(key));
    expect(await ticketsFrom(email)).toBe(1);
  });
});

describe('Idempotency-Key on checkout', () => {
  it('answers a repeated create-subscription and confirm with their first results', async () => {
    const client = await signedIn();
    const me = await client.get('/api/user');
    const createKey = newKey();
    const created = await client.post('/api/create-subscription', { plan: 'premium' }, withKey(createKey));
    const createdAgain = await client.post(
      '/api/create-subscription',
      { plan: 'premium' },
      withKey(createKey),
    );
    expect(created.status).toBe(200);
    expect(createdAgain.json).toEqual(created.json);
    const [checkouts] = await t.database.db
      .select({ n: count() })
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, me.json.id));
    expect(checkouts?.n).toBe(1);

    const confirmKey = newKey();
    const body = card(created.json.clientSecret);
    const confirmed = await client.post('/api/billing/sandbox/confirm', body, withKey(confirmKey));
    const confirmedAgain = await client.post('/api/billing/sandbox/confirm', body, withKey(confirmKey));
    expect(confirmed.status).toBe(200);
    expect(confirmedAgain.status).toBe(200);
    expect(confirmedAgain.json).toEqual(confirmed.json);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.json.id));
    expect(rows).toHaveLength(1);
  });

  it('does not keep a declined card: the same key is tried again', async () => {
    const client = await signedIn();
    const created = await client.post('/api/create-subscription', { plan: 'premium' });
    const key = newKey();
    const body = card(created.json.clientSecret, cards.declined);
    const declined = await client.post('/api/billing/sandbox/confirm', body, withKey(key));
    expect(declined.status).toBe(402);
    const again = await client.post('/api/billing/sandbox/confirm', body, withKey(key));
    expect(again.status).toBe(402);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('says on the create routes only that they accept an Idempotency-Key', async () => {
    const res = await t.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const described = (path: string, method: string) =>
      String(res.json.paths[path][method].description ?? '').includes('Idempotency-Key');
    expect(described('/api/reminders', 'post')).toBe(true);
    expect(described('/api/conversations/{id}/messages/stream', 'post')).toBe(true);
    expect(described('/api/contact', 'post')).toBe(true);
    expect(described('/api/reminders/{id}', 'patch')).toBe(false);
  });
});

describe('expiry', () => {
  it('forgets an answer after a day, and the cleanup deletes old rows', async () => {
    const client = await signedIn();
    const key = newKey();
    const first = await client.post('/api/reminders', reminder, withKey(key));
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    // Another body under the same key: remembered, it would be refused (422); forgotten, it runs.
    const later = await client.post(
      '/api/reminders',
      { ...reminder, title: 'Water the plants' },
      withKey(key),
    );
    expect(later.status).toBe(201);
    expect(later.json.id).not.toBe(first.json.id);
    expect(later.headers['idempotent-replayed']).toBeUndefined();

    const old = newKey();
    await client.post('/api/reminders', reminder, withKey(old));
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    await deleteExpiredIdempotencyKeys({ db: t.database.db, clock: clock.now });
    const left = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, old));
    expect(left).toEqual([]);
  });

  it('runs a request again when the first stayed pending past its lease (its process stopped)', async () => {
    const client = await signedIn();
    const me = await client.get('/api/user');
    const key = newKey();
    await t.database.db.insert(idempotencyKeys).values({
      owner: `user:${me.json.id}`,
      userId: me.json.id,
      operation: 'POST /api/reminders',
      key,
      fingerprint: 'left by a stopped process',
      state: 'pending',
      createdAt: new Date(clock.now().getTime() - 3 * 60 * 1000),
    });
    const res = await client.post('/api/reminders', reminder, withKey(key));
    expect(res.status).toBe(201);
    expect(await rowsOf(reminders, me.json.id)).toBe(1);
  });

  it('deletes the records of a deleted account', async () => {
    const client = await signedIn();
    const me = await client.get('/api/user');
    await client.post('/api/reminders', reminder, withKey(newKey()));
    await client.post('/api/user/delete', { password: 'correct horse battery' });
    const left = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, me.json.id));
    expect(left).toEqual([]);
  });
});

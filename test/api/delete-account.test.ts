import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages, reminders, sessions, users } from '../../src/server/db/schema/index.js';
import { attemptLimits } from '../../src/server/http/brute-force.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const wrongPassword = {
  error: 'INVALID_PASSWORD',
  message: 'The password is not correct',
  fields: { password: 'The password is not correct' },
};

/** A user with a conversation, two messages and a reminder, written straight to the database. */
async function userWithData() {
  const client = t.client();
  const credentials = await client.register();
  const userId: number = credentials.user.id;
  const db = t.database.db;
  const [conversation] = await db
    .insert(conversations)
    .values({ userId, goatCategory: 'coach' })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversation not inserted');
  await db.insert(messages).values([
    { conversationId: conversation.id, isUser: true, content: 'Hello' },
    { conversationId: conversation.id, isUser: false, content: 'Hi there' },
  ]);
  await db.insert(reminders).values({
    userId,
    title: 'Call mum',
    description: 'Sunday afternoon',
    scheduledTime: new Date(Date.now() + 86_400_000),
  });
  return { client, credentials, userId, conversationId: conversation.id };
}

async function rowsOf(userId: number, conversationId: number) {
  const db = t.database.db;
  return {
    users: (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length,
    sessions: (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length,
    conversations: (
      await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.userId, userId))
    ).length,
    messages: (
      await db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversationId))
    ).length,
    reminders: (await db.select({ id: reminders.id }).from(reminders).where(eq(reminders.userId, userId)))
      .length,
  };
}

describe('POST /api/user/delete', () => {
  it('deletes the account and everything it owns, and clears the cookie', async () => {
    const { client, credentials, userId, conversationId } = await userWithData();
    // A second signed-in browser of the same user.
    const other = t.client();
    expect(
      (await other.post('/api/login', { username: credentials.username, password: credentials.password }))
        .status,
    ).toBe(200);
    expect(await rowsOf(userId, conversationId)).toEqual({
      users: 1,
      sessions: 2,
      conversations: 1,
      messages: 2,
      reminders: 1,
    });
    const oldCookies = new Map(client.cookies);

    const res = await client.post('/api/user/delete', { password: credentials.password });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(res.setCookies.some((c) => /^vox_session=;/.test(c) && /expires=thu, 01 jan 1970/i.test(c))).toBe(
      true,
    );
    expect(client.cookies.size).toBe(0);

    expect(await rowsOf(userId, conversationId)).toEqual({
      users: 0,
      sessions: 0,
      conversations: 0,
      messages: 0,
      reminders: 0,
    });

    // The old cookie (kept by a copy of the browser) and the other browser are both signed out.
    const replay = t.client();
    for (const [name, value] of oldCookies) replay.cookies.set(name, value);
    expectError(await replay.get('/api/user'), 401, 'UNAUTHORIZED');
    expectError(await other.get('/api/user'), 401, 'UNAUTHORIZED');
    expectError(await client.get('/api/user'), 401, 'UNAUTHORIZED');

    // The e-mail address can no longer sign in, and can register again.
    expectError(await t.client().post('/api/login', credentials), 401, 'INVALID_CREDENTIALS');
    expect((await t.client().register({ username: credentials.username })).user.id).not.toBe(userId);
  });

  it('leaves other users and their data alone', async () => {
    const alice = await userWithData();
    const bob = await userWithData();
    expect(
      (await alice.client.post('/api/user/delete', { password: alice.credentials.password })).status,
    ).toBe(200);
    expect(await rowsOf(bob.userId, bob.conversationId)).toEqual({
      users: 1,
      sessions: 1,
      conversations: 1,
      messages: 2,
      reminders: 1,
    });
    expect((await bob.client.get('/api/user')).status).toBe(200);
  });

  it('refuses a wrong password with 400 INVALID_PASSWORD and keeps everything', async () => {
    const { client, credentials, userId, conversationId } = await userWithData();
    const res = await client.post('/api/user/delete', { password: `${credentials.password}x` });
    expectError(res, 400, 'INVALID_PASSWORD');
    expect(res.json).toEqual(wrongPassword);
    expect(res.setCookies).toEqual([]);
    expect(await rowsOf(userId, conversationId)).toMatchObject({ users: 1, sessions: 1, conversations: 1 });
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('counts wrong passwords as failed logins: the limit blocks both', async () => {
    const { client, credentials } = await userWithData();
    const limit = attemptLimits.loginAccountIp.points;
    for (let i = 0; i < limit; i++) {
      const res = await client.post('/api/user/delete', { password: `guess-${i}` });
      expect(res.json).toEqual(wrongPassword);
    }
    const blocked = await client.post('/api/user/delete', { password: credentials.password });
    expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    // The login form from the same address is blocked for this account too.
    const login = await t.client(client.ip).post('/api/login', credentials);
    expectError(login, 429, 'TOO_MANY_REQUESTS');
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('wrong login attempts count against deletion as well', async () => {
    const { client, credentials } = await userWithData();
    const limit = attemptLimits.loginAccountIp.points;
    for (let i = 0; i < limit; i++) {
      await t.client(client.ip).post('/api/login', { username: credentials.username, password: `no-${i}` });
    }
    expectError(
      await client.post('/api/user/delete', { password: credentials.password }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });

  it.each([
    [{}, 'Password is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: 42 }, 'Password is required'],
    [{ password: null }, 'Password is required'],
  ])('refuses %j with 400 VALIDATION_ERROR on the password field', async (body, message) => {
    const { client, userId, conversationId } = await userWithData();
    const res = await client.post('/api/user/delete', body);
    expectError(res, 400, 'VALIDATION_ERROR', message);
    expect(res.json.fields).toEqual({ password: message });
    expect(await rowsOf(userId, conversationId)).toMatchObject({ users: 1, conversations: 1 });
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/api/user/delete', { password: 'whatever-it-is' });
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('refuses a cross-site request', async () => {
    const { client, credentials, userId, conversationId } = await userWithData();
    const res = await client.post(
      '/api/user/delete',
      { password: credentials.password },
      { origin: 'https://evil.example' },
    );
    expectError(res, 403, 'CROSS_SITE_REQUEST');
    expect(await rowsOf(userId, conversationId)).toMatchObject({ users: 1 });
  });
});

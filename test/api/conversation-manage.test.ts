import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TITLE_MAX, conversationMessages } from '../../src/contract/conversations.js';
import {
  conversations,
  documents,
  idempotencyKeys,
  memoryFactSources,
  memoryFacts,
  messages,
  reminders,
  users,
} from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { upload } from '../helpers/documents.js';
import { expectError } from '../helpers/http-assertions.js';
import { tempDir } from '../helpers/speech.js';

// Deleting and renaming one conversation, on the offline responder and the offline fact finder.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDir();
  t = await startTestApp({ config: { dataDir } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn(): Promise<{ client: TestClient; userId: number }> {
  const client = t.client();
  const { user } = await client.register();
  return { client, userId: user.id };
}

/** A paid account: as many conversations and files a day as a test needs. */
async function premium(): Promise<{ client: TestClient; userId: number }> {
  const account = await signedIn();
  await buy(account.client, 'premium');
  return account;
}

async function newConversation(client: TestClient): Promise<number> {
  const res = await client.post('/api/conversations', { goatCategory: 'coach' });
  expect(res.status, res.body).toBe(201);
  return res.json.id;
}

async function say(client: TestClient, id: number, content: string, extra: Record<string, unknown> = {}) {
  const res = await client.post(`/api/conversations/${id}/messages`, { content, ...extra });
  expect(res.status, res.body).toBe(200);
  return res;
}

const factsOf = (userId: number) =>
  t.database.db
    .select({ text: memoryFacts.text })
    .from(memoryFacts)
    .where(eq(memoryFacts.userId, userId))
    .then((rows) => rows.map((r) => r.text).sort());

const storedFiles = (userId: number) => {
  const root = path.join(dataDir, 'files', `u${userId}`);
  return existsSync(root) ? readdirSync(root).length : 0;
};

describe('DELETE /api/conversations/{id}', () => {
  it('deletes the conversation, its messages, summary, files and the facts told only in it', async () => {
    const { client, userId } = await premium();
    const kept = await newConversation(client);
    await say(client, kept, 'My goal is to run a marathon');
    const id = await newConversation(client);
    await say(client, id, 'Please call me Maggie');
    await say(client, id, 'My goal is to run a marathon');
    await say(client, id, 'My goal is to learn the piano');
    const file = await upload(client, {
      name: 'notes.txt',
      type: 'text/plain',
      data: Buffer.from('Piano scales'),
    });
    expect(file.status, file.body).toBe(201);
    await say(client, id, 'What do my notes say?', { documentIds: [file.json.id] });
    expect((await client.post(`/api/conversations/${id}/summary`, {})).status).toBe(200);
    expect(storedFiles(userId)).toBe(1);
    expect(await factsOf(userId)).toEqual(['Maggie', 'learn the piano', 'run a marathon']);

    const res = await client.request('DELETE', `/api/conversations/${id}`);
    expect(res.status, res.body).toBe(200);
    expect(res.json).toEqual({ success: true, message: conversationMessages.deleted });

    const db = t.database.db;
    expect(await db.select().from(conversations).where(eq(conversations.id, id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
    expect(await db.select().from(documents).where(eq(documents.userId, userId))).toEqual([]);
    expect(storedFiles(userId)).toBe(0);
    // The marathon was told in the other conversation too: it stays; the rest was told only here.
    expect(await factsOf(userId)).toEqual(['run a marathon']);
    expect(await db.select().from(memoryFactSources).where(eq(memoryFactSources.conversationId, id))).toEqual(
      [],
    );
    expectError(await client.get(`/api/conversations/${id}`), 404, 'NOT_FOUND');
    const list = await client.get('/api/conversations');
    expect(list.json.map((c: { id: number }) => c.id)).toEqual([kept]);
    // The other conversation is whole.
    expect((await client.get(`/api/conversations/${kept}`)).json.messages.length).toBe(2);
  });

  it('a second delete is 404, and so is another user trying it', async () => {
    const owner = await signedIn();
    const id = await newConversation(owner.client);
    await say(owner.client, id, 'How do I focus?');
    const stranger = await signedIn();
    expectError(await stranger.client.request('DELETE', `/api/conversations/${id}`), 404, 'NOT_FOUND');
    expectError(await t.client().request('DELETE', `/api/conversations/${id}`), 401, 'UNAUTHORIZED');
    expect((await owner.client.get(`/api/conversations/${id}`)).status).toBe(200);

    expect((await owner.client.request('DELETE', `/api/conversations/${id}`)).status).toBe(200);
    const again = await owner.client.request('DELETE', `/api/conversations/${id}`);
    expectError(again, 404, 'NOT_FOUND');
    expect(again.json.message).toBe(conversationMessages.notFound);
    expectError(await owner.client.request('DELETE', '/api/conversations/abc'), 404, 'NOT_FOUND');
  });

  it("keeps the reminders set in it, without the link, and does not give the day's conversation back", async () => {
    const { client, userId } = await signedIn();
    const id = await newConversation(client);
    const asked = await say(client, id, 'Please remind me tomorrow at 9am to call my sister');
    expect(asked.json.reminders?.outcome).toBe('set');
    await newConversation(client);
    expect((await client.request('DELETE', `/api/conversations/${id}`)).status).toBe(200);
    const kept = await t.database.db
      .select({ title: reminders.title, conversationId: reminders.conversationId })
      .from(reminders)
      .where(eq(reminders.userId, userId));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.conversationId).toBeNull();
    // Two started today on the Free plan: deleting one does not open a third.
    const third = await client.post('/api/conversations', { goatCategory: 'coach' });
    expect(third.status).toBe(403);
    expect(third.json).toMatchObject({ error: 'USAGE_LIMIT_REACHED', limitType: 'DAILY_CONVERSATION_LIMIT' });
  });

  it('drops the stored answers of retried messages, which hold its words', async () => {
    const { client, userId } = await signedIn();
    const id = await newConversation(client);
    const sent = await client.post(
      `/api/conversations/${id}/messages`,
      { content: 'A secret about my garden' },
      { 'idempotency-key': 'garden-1' },
    );
    expect(sent.status).toBe(200);
    const stored = () =>
      t.database.db
        .select({ id: idempotencyKeys.id })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            inArray(idempotencyKeys.operation, ['POST /api/conversations/:id/messages']),
          ),
        );
    expect(await stored()).toHaveLength(1);
    expect((await client.request('DELETE', `/api/conversations/${id}`)).status).toBe(200);
    expect(await stored()).toEqual([]);
    // The account is untouched.
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(
      1,
    );
  });
});

describe('PATCH /api/conversations/{id}', () => {
  it('renames, trimmed, and the list shows the new title', async () => {
    const { client } = await signedIn();
    const id = await newConversation(client);
    await say(client, id, 'How can I sleep better at night?');
    expect((await client.get(`/api/conversations/${id}`)).json.title).toBe(
      'How can I sleep better at night?',
    );
    const res = await client.request('PATCH', `/api/conversations/${id}`, { title: '  Sleep \n  plan  ' });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toEqual({ id, title: 'Sleep plan' });
    expect((await client.get('/api/conversations')).json[0].title).toBe('Sleep plan');
  });

  it("refuses an empty or too long title with the field named, and another user's conversation", async () => {
    const { client } = await signedIn();
    const id = await newConversation(client);
    const rename = (title: unknown) => client.request('PATCH', `/api/conversations/${id}`, { title });
    const empty = await rename('   ');
    expectError(empty, 400, 'VALIDATION_ERROR');
    expect(empty.json.fields).toEqual({ title: conversationMessages.titleRequired });
    const long = await rename('x'.repeat(CONVERSATION_TITLE_MAX + 1));
    expectError(long, 400, 'VALIDATION_ERROR');
    expect(long.json.fields).toEqual({ title: conversationMessages.titleMax });
    expectError(await rename(42), 400, 'VALIDATION_ERROR');
    expectError(await client.request('PATCH', `/api/conversations/${id}`, {}), 400, 'VALIDATION_ERROR');
    // Characters as a person counts them: 100 emoji are 100 characters.
    expect((await rename('🌙'.repeat(CONVERSATION_TITLE_MAX))).status).toBe(200);

    const stranger = await signedIn();
    const theirs = await stranger.client.request('PATCH', `/api/conversations/${id}`, { title: 'Mine now' });
    expectError(theirs, 404, 'NOT_FOUND');
    expect((await client.get(`/api/conversations/${id}`)).json.title).toBe(
      '🌙'.repeat(CONVERSATION_TITLE_MAX),
    );
    expectError(
      await client.request('PATCH', '/api/conversations/99999999', { title: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.client().request('PATCH', `/api/conversations/${id}`, { title: 'x' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('a title given before the first message is not replaced by automatic titling', async () => {
    const { client } = await signedIn();
    const id = await newConversation(client);
    expect(
      (await client.request('PATCH', `/api/conversations/${id}`, { title: 'Career change' })).status,
    ).toBe(200);
    await say(client, id, 'Should I become a teacher or stay in accounting?');
    await say(client, id, 'I also wonder about the pay.');
    expect((await client.get(`/api/conversations/${id}`)).json.title).toBe('Career change');
  });

  it('a title the person gave stays when a crisis turns up; their own words are theirs to show', async () => {
    const { client } = await signedIn();
    const crisis = 'I want to kill myself';
    // Without a title of the person's, a crisis never becomes the title.
    const other = await newConversation(client);
    await say(client, other, crisis);
    expect((await client.get(`/api/conversations/${other}`)).json.title).toMatch(/^Conversation with /);
    // The person's own title, even the very words an automatic title would have taken, stays theirs.
    const id = await newConversation(client);
    expect((await client.request('PATCH', `/api/conversations/${id}`, { title: crisis })).status).toBe(200);
    const answer = await say(client, id, crisis);
    expect(answer.json.safety).toBeDefined();
    expect((await client.get(`/api/conversations/${id}`)).json.title).toBe(crisis);
  });
});

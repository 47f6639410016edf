import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/contract/chat.js';
import { FREE_REPLIES_PER_CONVERSATION } from '../../src/server/conversations/usage-limits.js';
import { conversations, documents, uploadClaims } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { tempFiles, upload } from '../helpers/documents.js';
import { expectErrorShape } from '../helpers/http-assertions.js';
import { tempDir } from '../helpers/speech.js';

/**
 * A file is uploaded to be asked about. When that question would be refused (the Free plan's
 * conversations of the day, or the conversation's replies, are used up), the upload is refused
 * first, and uses up nothing: no day's upload is counted, no file is kept, no temporary file is left.
 */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDir();
  t = await startTestApp({ config: { dataDir } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const note = { name: 'note.txt', type: 'text/plain', data: Buffer.from('Call the plumber on Monday.') };
const uploadFor = (client: TestClient, conversationId?: number) =>
  upload(
    client,
    note,
    [],
    {},
    conversationId === undefined ? '/api/upload' : `/api/upload?conversationId=${conversationId}`,
  );

async function freeUser() {
  const client = t.client();
  const { user } = await client.register();
  return { client, userId: user.id as number };
}

/** What an upload can leave behind: the day's claims, stored files, temporary files. */
async function leftBy(userId: number) {
  const claims = await t.database.db.select().from(uploadClaims).where(eq(uploadClaims.userId, userId));
  const files = await t.database.db.select().from(documents).where(eq(documents.userId, userId));
  return { claims: claims.length, files: files.length, temp: tempFiles(dataDir).length };
}

const newConversation = async (client: TestClient) => {
  const res = await client.post('/api/conversations', { goatCategory: 'coach' });
  expect(res.status, res.body).toBe(201);
  return res.json.id as number;
};

function expectLimit(res: Awaited<ReturnType<typeof upload>>, limitType: string, message: string) {
  expect(res.status, res.body).toBe(403);
  expect(res.json).toEqual({ error: 'USAGE_LIMIT_REACHED', message, limitType });
  expectErrorShape(res, ['limitType']);
}

describe('an upload whose question would be refused', () => {
  it("past the day's conversations: refused, and the day's uploads left are unchanged", async () => {
    const { client, userId } = await freeUser();
    const first = await newConversation(client);
    await newConversation(client);
    // The day's two conversations are started: a file for a new one cannot be asked about.
    const refused = await uploadFor(client);
    expectLimit(refused, 'DAILY_CONVERSATION_LIMIT', chatMessages.dailyLimit);
    expect(await leftBy(userId)).toEqual({ claims: 0, files: 0, temp: 0 });

    // For a question in a conversation of the day it is taken, as the first of the day's three.
    const taken = await uploadFor(client, first);
    expect(taken.status, taken.body).toBe(201);
    expect(taken.json.remainingToday).toBe(2);
    expect(await leftBy(userId)).toEqual({ claims: 1, files: 1, temp: 0 });
  });

  it('in a conversation whose replies are used up: refused with the reply limit, nothing counted', async () => {
    const { client, userId } = await freeUser();
    const id = await newConversation(client);
    await t.database.db
      .update(conversations)
      .set({ replyCount: FREE_REPLIES_PER_CONVERSATION })
      .where(eq(conversations.id, id));
    expectLimit(await uploadFor(client, id), 'CONVERSATION_REPLY_LIMIT', chatMessages.replyLimit);
    expect(await leftBy(userId)).toEqual({ claims: 0, files: 0, temp: 0 });
  });

  it("for another user's conversation, or one that does not exist: 404, nothing counted", async () => {
    const owner = await freeUser();
    const theirs = await newConversation(owner.client);
    const { client, userId } = await freeUser();
    for (const id of [theirs, 2_000_000_000]) {
      const res = await uploadFor(client, id);
      expect(res.status, res.body).toBe(404);
      expectErrorShape(res);
    }
    const bad = await upload(client, note, [], {}, '/api/upload?conversationId=abc');
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toHaveProperty('conversationId');
    expect(await leftBy(userId)).toEqual({ claims: 0, files: 0, temp: 0 });
  });

  it('from a guest: 401, nothing counted or kept', async () => {
    const claims = async () => (await t.database.db.select().from(uploadClaims)).length;
    const before = await claims();
    const res = await uploadFor(t.client());
    expect(res.status).toBe(401);
    expect(await claims()).toBe(before);
    expect(tempFiles(dataDir)).toEqual([]);
  });

  it('a Basic or Premium account has no such limits: its uploads for a new conversation are taken', async () => {
    // Checked by the plan, not only the count: a paid plan past two conversations still uploads.
    const { client } = await freeUser();
    expect((await buy(client, 'premium')).status).toBe(200);
    await newConversation(client);
    await newConversation(client);
    await newConversation(client);
    expect((await uploadFor(client)).status).toBe(201);
  });
});

describe('a turn refused by the reply limit', () => {
  it('leaves the files it names out of the conversation', async () => {
    const { client } = await freeUser();
    const open = await newConversation(client);
    const full = await newConversation(client);
    const up = await uploadFor(client, open);
    expect(up.status, up.body).toBe(201);
    await t.database.db
      .update(conversations)
      .set({ replyCount: FREE_REPLIES_PER_CONVERSATION })
      .where(eq(conversations.id, full));
    const res = await client.post(`/api/conversations/${full}/messages`, {
      content: 'What does my note say?',
      documentIds: [up.json.id],
    });
    expect(res.status).toBe(403);
    expect(res.json.limitType).toBe('CONVERSATION_REPLY_LIMIT');
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, up.json.id));
    expect(row?.conversationId).toBeNull();
    // It can still be asked about where it was meant to be.
    const asked = await client.post(`/api/conversations/${open}/messages`, {
      content: 'What does my note say?',
      documentIds: [up.json.id],
    });
    expect(asked.status, asked.body).toBe(200);
  });
});

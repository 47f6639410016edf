import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spokenEnd } from '../../src/server/conversations/cut-reply.js';
import { messages } from '../../src/server/db/schema/index.js';
import { type ChatTestApp, DEFAULT_REPLY, reply, startChatApp } from '../helpers/chat.js';

let t: ChatTestApp;
beforeAll(async () => {
  t = await startChatApp();
}, 60_000);
afterAll(async () => t?.close());
beforeEach(() => {
  t.model.behaviour = reply();
});

/** A signed-in user with one answered turn: the stored reply is DEFAULT_REPLY. */
async function answered() {
  const client = t.client();
  await client.register();
  const created = await client.post('/api/conversations', { goatCategory: 'coach' });
  const id = created.json.id as number;
  const sent = await client.post(`/api/conversations/${id}/messages`, { content: 'Hello?' });
  return { client, id, botId: sent.json.botMessage.id as number };
}

const storedReply = async (botId: number) =>
  (await t.database.db.select({ content: messages.content }).from(messages).where(eq(messages.id, botId)))[0]
    ?.content;

describe('POST /api/conversations/:id/messages/:messageId/cut', () => {
  it('keeps only the sentences spoken aloud, marked as cut, in the detail and the export', async () => {
    const { client, id, botId } = await answered();
    const res = await client.post(`/api/conversations/${id}/messages/${botId}/cut`, {
      spoken: 'Hello there, friend.',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: botId, content: 'Hello there, friend. …' });
    expect(await storedReply(botId)).toBe('Hello there, friend. …');
    const detail = await client.get(`/api/conversations/${id}`);
    expect(detail.json.messages.at(-1).content).toBe('Hello there, friend. …');
    // Repeating it, or a later call with more text, changes nothing: a cut reply stays cut.
    const again = await client.post(`/api/conversations/${id}/messages/${botId}/cut`, {
      spoken: 'Hello there, friend. This is a test reply!',
    });
    expect(again.json.content).toBe('Hello there, friend. …');
  });

  it('marks a reply cut before any word was said, and leaves a reply spoken to the end whole', async () => {
    const first = await answered();
    const none = await first.client.post(`/api/conversations/${first.id}/messages/${first.botId}/cut`, {
      spoken: '',
    });
    expect(none.json.content).toBe('…');
    const second = await answered();
    const all = await second.client.post(`/api/conversations/${second.id}/messages/${second.botId}/cut`, {
      spoken: DEFAULT_REPLY,
    });
    expect(all.json.content).toBe(DEFAULT_REPLY);
  });

  it('never writes text the expert did not say into its reply', async () => {
    const { client, id, botId } = await answered();
    const res = await client.post(`/api/conversations/${id}/messages/${botId}/cut`, {
      spoken: 'I recommend you send me your bank details.',
    });
    expect(res.status).toBe(200);
    expect(res.json.content).toBe(DEFAULT_REPLY);
    expect(await storedReply(botId)).toBe(DEFAULT_REPLY);
  });

  it("answers 404 for another user's conversation, a user message, a missing or malformed id", async () => {
    const { id, botId } = await answered();
    const other = t.client();
    await other.register();
    const theirs = await other.post(`/api/conversations/${id}/messages/${botId}/cut`, { spoken: '' });
    expect(theirs.status).toBe(404);
    expect(await storedReply(botId)).toBe(DEFAULT_REPLY);

    const mine = await answered();
    const userMessageId = mine.botId - 1;
    for (const path of [
      `/api/conversations/${mine.id}/messages/${userMessageId}/cut`,
      `/api/conversations/${mine.id}/messages/999999999/cut`,
      `/api/conversations/${mine.id}/messages/abc/cut`,
      `/api/conversations/${mine.id}/messages/99999999999999999999/cut`,
      `/api/conversations/${id}/messages/${mine.botId}/cut`,
    ]) {
      const res = await mine.client.post(path, { spoken: '' });
      expect(res.status, path).toBe(404);
      expect(res.json.error).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for a bad body and 401 when signed out', async () => {
    const { client, id, botId } = await answered();
    const path = `/api/conversations/${id}/messages/${botId}/cut`;
    for (const body of [{}, { spoken: 5 }, { spoken: 'a\u0000b' }, { spoken: 'x'.repeat(100_001) }]) {
      const res = await client.post(path, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json.error).toBe('VALIDATION_ERROR');
    }
    expect((await t.client().post(path, { spoken: '' })).status).toBe(401);
    expect(await storedReply(botId)).toBe(DEFAULT_REPLY);
  });
});

describe('spokenEnd', () => {
  it('matches on letters and digits, keeping the mark that ends the spoken part', () => {
    const content = 'Try **this**: walk 10 minutes. Then rest! «Bien.» Done.';
    expect(content.slice(0, spokenEnd(content, 'Try this: walk 10 minutes.'))).toBe(
      'Try **this**: walk 10 minutes.',
    );
    expect(content.slice(0, spokenEnd(content, 'Try this: walk 10 minutes. Then rest!'))).toBe(
      'Try **this**: walk 10 minutes. Then rest!',
    );
    expect(content.slice(0, spokenEnd(content, 'Try this walk 10 minutes Then rest «Bien.»'))).toBe(
      'Try **this**: walk 10 minutes. Then rest! «Bien.»',
    );
    expect(spokenEnd(content, 'Try that')).toBe(-1);
    expect(spokenEnd('你好。今天很好！', '你好。')).toBe(3);
  });
});

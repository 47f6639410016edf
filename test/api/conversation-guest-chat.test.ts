import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expertById } from '../../src/server/ai/experts.js';
import { assistantMessages, messages } from '../../src/server/db/schema/index.js';
import { type ChatTestApp, DEFAULT_REPLY, failAfter, reply, startChatApp } from '../helpers/chat.js';
import { expectError } from '../helpers/http-assertions.js';

let t: ChatTestApp;
beforeAll(async () => {
  t = await startChatApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.model.behaviour = reply();
  t.model.requests.length = 0;
});

const guestLimit = {
  error: 'USAGE_LIMIT_REACHED',
  limitType: 'GUEST_REPLY_LIMIT',
  message: "You've reached the guest limit of 20 replies an hour. Create a free account to keep talking.",
};

describe('POST /api/chat (guest)', () => {
  it('answers {response, expertId}, stores nothing, and keeps the context the client sends', async () => {
    const guest = t.client();
    const res = await guest.post('/api/chat', {
      message: 'Hello',
      category: 'random',
      detectedLanguage: 'fr-FR',
    });
    expect(res.status).toBe(200);
    expect(res.json.response).toBe(DEFAULT_REPLY);
    const expert = expertById(res.json.expertId);
    expect(expert).toBeDefined();
    expect(t.model.requests[0]?.language).toBe('fr-FR');
    const again = await guest.post('/api/chat', {
      message: 'Go on',
      category: 'random',
      expertId: res.json.expertId,
      history: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: DEFAULT_REPLY },
      ],
    });
    expect(again.json.expertId).toBe(res.json.expertId);
    expect(t.model.requests[1]?.expert.id).toBe(res.json.expertId);
    expect(t.model.requests[1]?.turns).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: DEFAULT_REPLY },
      { role: 'user', content: 'Go on' },
    ]);
    // An expert of another category is not kept.
    const science = await guest.post('/api/chat', {
      message: 'Hi',
      category: 'science',
      expertId: res.json.expertId,
    });
    expect(expertById(science.json.expertId)?.category).toBe('science');
    expect(await t.database.db.select().from(messages)).toEqual([]);
  });

  it('refuses blank, long and oversized input with 400', async () => {
    const guest = t.client();
    expectError(await guest.post('/api/chat', { message: '  ', category: 'tech' }), 400, 'VALIDATION_ERROR');
    expectError(await guest.post('/api/chat', { message: 'x'.repeat(4001) }), 400, 'VALIDATION_ERROR');
    const history = Array.from({ length: 21 }, () => ({ role: 'user', content: 'a' }));
    expectError(await guest.post('/api/chat', { message: 'hi', history }), 400, 'VALIDATION_ERROR');
  });

  it('allows 20 replies an hour per IP, then 403 GUEST_REPLY_LIMIT; failures do not count', async () => {
    const guest = t.client('10.9.9.9');
    t.model.behaviour = failAfter();
    const failed = await guest.post('/api/chat', { message: 'hi', category: 'coach' });
    expect([failed.status, failed.json.retryable]).toEqual([502, true]);
    t.model.behaviour = reply();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => guest.post('/api/chat', { message: 'hi', category: 'coach' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.status === 403);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json).toEqual(guestLimit);
    const stream = await guest.post('/api/chat/stream', { message: 'hi', category: 'coach' });
    expect([stream.status, stream.json.limitType]).toEqual([403, 'GUEST_REPLY_LIMIT']);
    expect((await t.client('10.9.9.10').post('/api/chat', { message: 'hi', category: 'coach' })).status).toBe(
      200,
    );
  });
});

describe('POST /api/assistant/chat', () => {
  it('keeps a thread that continues, and is private to its user', async () => {
    const alice = t.client();
    await alice.register();
    const first = await alice.post('/api/assistant/chat', { message: 'Remember the number seven' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      response: DEFAULT_REPLY,
      threadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    t.model.behaviour = reply('You said seven.');
    const second = await alice.post('/api/assistant/chat', {
      message: 'What was it?',
      threadId: first.json.threadId,
    });
    expect(second.json).toEqual({ response: 'You said seven.', threadId: first.json.threadId });
    expect(t.model.requests[1]?.turns).toEqual([
      { role: 'user', content: 'Remember the number seven' },
      { role: 'assistant', content: DEFAULT_REPLY },
      { role: 'user', content: 'What was it?' },
    ]);
    const stored = await t.database.db.select().from(assistantMessages);
    expect(stored.filter((m) => m.threadId === first.json.threadId)).toHaveLength(4);

    const bob = t.client();
    await bob.register();
    expectError(
      await bob.post('/api/assistant/chat', { message: 'hi', threadId: first.json.threadId }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.client().post('/api/assistant/chat', { message: 'hi', threadId: first.json.threadId }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await bob.post('/api/assistant/chat', { message: 'hi', threadId: 'not-a-uuid' }),
      404,
      'NOT_FOUND',
    );
    const conversation = await alice.post('/api/conversations', { goatCategory: 'arts' });
    const linked = await alice.post('/api/assistant/chat', {
      message: 'hi',
      conversationId: conversation.json.id,
    });
    expect(linked.status).toBe(200);
    expect(t.model.requests.at(-1)?.expert.id).toBe(conversation.json.expertId);
    expectError(
      await bob.post('/api/assistant/chat', { message: 'hi', conversationId: conversation.json.id }),
      404,
      'NOT_FOUND',
    );
    expect(stored.length).toBe((await t.database.db.select().from(assistantMessages)).length - 2);
  });

  it('guests may use it, limited like guest chat', async () => {
    const guest = t.client('10.8.8.8');
    const first = await guest.post('/api/assistant/chat', { message: 'hello' });
    expect(first.status).toBe(200);
    const next = await guest.post('/api/assistant/chat', { message: 'again', threadId: first.json.threadId });
    expect(next.json.threadId).toBe(first.json.threadId);
    for (let i = 0; i < 18; i++) await guest.post('/api/chat', { message: 'hi', category: 'coach' });
    const refused = await guest.post('/api/assistant/chat', {
      message: 'more',
      threadId: first.json.threadId,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.limitType).toBe('GUEST_REPLY_LIMIT');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SafetyCheck } from '../../src/server/safety/safety-check.js';
import { type ChatTestApp, reply, startChatApp } from '../helpers/chat.js';

let t: ChatTestApp;
let check: SafetyCheck = async () => null;
beforeAll(async () => {
  t = await startChatApp({ safetyCheck: (input) => check(input) });
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.model.behaviour = reply();
  check = async () => null;
});

async function conversation() {
  const client = t.client();
  await client.register();
  const res = await client.post('/api/conversations', { goatCategory: 'coach' });
  expect(res.status).toBe(201);
  return { client, id: res.json.id as number, expertName: res.json.expertName as string };
}

async function titles(client: ReturnType<ChatTestApp['client']>, id: number) {
  const list = await client.get('/api/conversations');
  const page = await client.get('/api/conversations?limit=5');
  const detail = await client.get(`/api/conversations/${id}`);
  return {
    list: list.json.find((c: { id: number }) => c.id === id)?.title,
    page: page.json.items.find((c: { id: number }) => c.id === id)?.title,
    detail: detail.json.title,
  };
}

describe('a crisis message never becomes the title', () => {
  it('a first message the offline detector reads as a crisis titles the conversation with the expert instead', async () => {
    const { client, id, expertName } = await conversation();
    const crisis = 'I want to kill myself. I cannot go on like this.';
    const res = await client.post(`/api/conversations/${id}/messages`, { content: crisis });
    expect(res.status).toBe(200);
    expect(res.json.safety).toBeDefined();
    const neutral = `Conversation with ${expertName}`;
    expect(await titles(client, id)).toEqual({ list: neutral, page: neutral, detail: neutral });
    // The messages after it leave the title alone.
    await client.post(`/api/conversations/${id}/messages`, { content: 'Can we talk about my week?' });
    expect((await titles(client, id)).detail).toBe(neutral);
  });

  it('a crisis only the asynchronous safety check finds replaces the title made from that message', async () => {
    const { client, id, expertName } = await conversation();
    check = async () => ({ kinds: ['selfHarm'], topics: [], source: 'model' });
    const res = await client.post(`/api/conversations/${id}/messages/stream`, {
      content: 'everything feels pointless lately and I keep thinking about it',
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain('event: safety');
    const neutral = `Conversation with ${expertName}`;
    expect(await titles(client, id)).toEqual({ list: neutral, page: neutral, detail: neutral });
  });

  it('an ordinary first message still titles the conversation, and a later crisis does not change it', async () => {
    const { client, id } = await conversation();
    await client.post(`/api/conversations/${id}/messages`, { content: 'How do I plan my savings?' });
    check = async () => ({ kinds: ['selfHarm'], topics: [], source: 'model' });
    await client.post(`/api/conversations/${id}/messages`, { content: 'I want to hurt myself' });
    expect((await titles(client, id)).detail).toBe('How do I plan my savings?');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { parseEvents } from '../helpers/chat.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('conversations with the default (offline) model', () => {
  it('answers guests and signed-in users, streamed and not', async () => {
    const guest = await t
      .client()
      .post('/api/chat', { message: 'I want to learn painting', category: 'arts' });
    expect(guest.status).toBe(200);
    expect(guest.json.response).toMatch(/painting/);
    const client = t.client();
    await client.register();
    const { id } = (await client.post('/api/conversations', { goatCategory: 'tech' })).json;
    const res = await client.post(`/api/conversations/${id}/messages/stream`, {
      content: 'Tell me about robots',
    });
    const events = parseEvents(res.body);
    expect(events.filter((e) => e.event === 'sentence').length).toBeGreaterThan(1);
    expect(events.at(-1)?.event).toBe('done');
  });

  it('documents the new calls in OpenAPI', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json;
    for (const path of [
      '/api/conversations/{id}',
      '/api/conversations/{id}/messages',
      '/api/conversations/{id}/messages/stream',
      '/api/chat',
      '/api/chat/stream',
      '/api/assistant/chat',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.components.schemas.ChatError).toBeDefined();
  });
});

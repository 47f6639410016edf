import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

/**
 * Every route that takes a record id, in its path or its body: an id that no serial (int4) column can
 * hold answers 404 like a missing record, never a 400 or a 500 from the database refusing the value.
 * (Push subscriptions are named by their endpoint, not by an id.)
 */
let t: TestApp;
let client: TestClient;
let ownConversation: number;
beforeAll(async () => {
  t = await startTestApp();
  client = t.client();
  await client.register();
  ownConversation = (await client.post('/api/conversations', { goatCategory: 'coach' })).json.id;
  expect(ownConversation).toEqual(expect.any(Number));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const outOfRange = ['2147483648', '4294967296', '9999999999'];

type Call = [string, (c: TestClient, id: string) => ReturnType<TestClient['get']>];
const calls: Call[] = [
  ['GET /api/conversations/:id', (c, id) => c.get(`/api/conversations/${id}`)],
  ['GET /api/conversations/:id/export', (c, id) => c.get(`/api/conversations/${id}/export`)],
  [
    'POST /api/conversations/:id/messages',
    (c, id) => c.post(`/api/conversations/${id}/messages`, { content: 'hi' }),
  ],
  [
    'POST /api/conversations/:id/messages/stream',
    (c, id) => c.post(`/api/conversations/${id}/messages/stream`, { content: 'hi' }),
  ],
  [
    'POST /api/conversations/:id/messages/:messageId/cut (conversation id)',
    (c, id) => c.post(`/api/conversations/${id}/messages/1/cut`, { spoken: 'hi' }),
  ],
  [
    'POST /api/conversations/:id/messages/:messageId/cut (message id)',
    (c, id) => c.post(`/api/conversations/${ownConversation}/messages/${id}/cut`, { spoken: 'hi' }),
  ],
  ['PATCH /api/reminders/:id', (c, id) => c.request('PATCH', `/api/reminders/${id}`, { isCompleted: true })],
  ['DELETE /api/reminders/:id', (c, id) => c.request('DELETE', `/api/reminders/${id}`)],
  [
    'POST /api/assistant/chat {conversationId}',
    (c, id) => c.post('/api/assistant/chat', { message: 'hi', conversationId: Number(id) }),
  ],
];

describe('ids beyond the int4 range', () => {
  for (const [name, call] of calls) {
    it.each(outOfRange)(`${name} answers 404 for %s`, async (id) => {
      expectError(await call(client, id), 404, 'NOT_FOUND');
    });
  }
});

import { expect } from 'vitest';
import type { TestClient } from './app.js';

/** A new conversation with the coach and one turn said in `language`; answers its id. */
export async function conversationWithTurn(
  client: TestClient,
  content: string,
  language: string,
): Promise<number> {
  const created = await client.post('/api/conversations', { goatCategory: 'coach' });
  expect(created.status, created.body).toBe(201);
  const id = created.json.id as number;
  const sent = await client.post(`/api/conversations/${id}/messages`, {
    content,
    detectedLanguage: language,
  });
  expect(sent.status, sent.body).toBe(200);
  return id;
}

/** A new reminder (201), made through POST /api/reminders; answers its id. */
export async function newReminder(client: TestClient, body: Record<string, unknown>): Promise<number> {
  const res = await client.post('/api/reminders', body);
  expect(res.status, res.body).toBe(201);
  return res.json.id as number;
}

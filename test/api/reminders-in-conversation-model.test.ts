import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';

// A reminder asked for in conversation with a language model configured (the local fake
// OpenAI-compatible server): the model reads the request, and the expert's reply says what was set.
// Tuesday 10 March 2026, 13:30 UTC = 14:30 in Madrid.
const clock = testClock(new Date('2026-03-10T13:30:00Z'));
let fake: FakeOpenAI;
let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await startTestApp({
    clock: clock.now,
    config: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-e2e', AI_MODEL: 'fake', AI_MAX_RETRIES: 0 },
  });
  client = t.client();
  await client.registerIn('Europe/Madrid');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const modelFinds = (title: string, when: string) =>
  fake.setBehaviour({
    failure: 'none',
    reply: JSON.stringify({
      reminders: [{ title, description: `${title}.`, when, category: 'task', priority: 'medium' }],
    }),
  });

describe('a reminder asked for in conversation, with a language model', () => {
  it('is set from the model’s reading and said in the conversation’s language', async () => {
    const { id } = (await client.post('/api/conversations', { goatCategory: 'coach' })).json;
    modelFinds('Appeler ma sœur', '2026-03-11T09:00');
    const res = await client.post(`/api/conversations/${id}/messages`, {
      content: 'Rappelle-moi demain à 9 heures d’appeler ma sœur',
      detectedLanguage: 'fr-FR',
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json.botMessage.content).toBe(
      "C'est noté : je vous le rappellerai demain à 9:00 : Appeler ma sœur.",
    );
    expect(res.json.reminders.outcome).toBe('set');
    const [reminder] = (await client.get('/api/reminders')).json;
    expect(reminder).toMatchObject({ title: 'Appeler ma sœur', scheduledTime: '2026-03-11T08:00:00.000Z' });
  });

  it('asks when, in the language, when the model finds no time', async () => {
    const { id } = (await client.post('/api/conversations', { goatCategory: 'coach' })).json;
    fake.setBehaviour({ failure: 'none', reply: JSON.stringify({ reminders: [] }) });
    const res = await client.post(`/api/conversations/${id}/messages`, {
      content: 'Erinnere mich daran, Brot zu kaufen',
      detectedLanguage: 'de-DE',
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json.botMessage.content).toBe('Wann soll ich Sie erinnern?');
    expect(res.json.reminders.outcome).toBe('asked');
  });
});

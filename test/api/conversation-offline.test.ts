import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlinePhrases } from '../../src/server/ai/offline/offline-phrases.js';
import { adviceNote } from '../../src/server/safety/advice-topics.js';
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
    const study = offlinePhrases['en-US'].answers.study.map(([tip]) => tip);
    expect(study.some((tip) => guest.json.response.includes(tip))).toBe(true);
    expect(guest.json.response).not.toMatch(/painting|You mentioned/);
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

  it("answers a guest's first question about money in Spanish with the scripted money answer", async () => {
    const res = await t.client().post('/api/chat', {
      message: '¿Cómo puedo ahorrar dinero?',
      category: 'coach',
      detectedLanguage: 'es-ES',
    });
    expect(res.status).toBe(200);
    const es = offlinePhrases['es-ES'];
    const reply: string = res.json.response;
    expect(reply).toContain(es.demo);
    expect(reply).toContain(es.flavour.coach);
    expect(es.answers.money.some(([tip, ask]) => reply.endsWith(`${tip} ${es.flavour.coach} ${ask}`))).toBe(
      true,
    );
    expect(reply).not.toContain('Te escucho hablar de');
    expect(res.json.adviceNote).toBeUndefined();
  });

  it('gives the health answer with the not-medical-advice line', async () => {
    const client = t.client();
    await client.register();
    const { id } = (await client.post('/api/conversations', { goatCategory: 'sports' })).json;
    const res = await client.post(`/api/conversations/${id}/messages`, {
      content: "J'ai de la fièvre depuis hier",
      detectedLanguage: 'fr-FR',
    });
    expect(res.status).toBe(200);
    const fr = offlinePhrases['fr-FR'];
    expect(fr.answers.health.some(([tip]) => res.json.botMessage.content.includes(tip))).toBe(true);
    expect(res.json.botMessage.adviceNote).toBe(adviceNote(['medical'], 'fr-FR'));
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

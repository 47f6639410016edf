import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createModelLimiter } from '../../src/server/ai/metering/model-limiter.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { parseEvents } from '../helpers/chat.js';

// "Faster processing" for Premium: with every slot to the provider taken, a Premium person's turn
// gets the next free slot before a Free person's turn that was waiting longer. The whole path runs:
// routes -> turn pipeline -> the AI SDK over the one limiter -> HTTP -> the local fake provider.
const HOLDER = 'The first question holds the only slot';
const FREE = 'A free question that waits first';
const PREMIUM = 'A premium question that waits second';

let fake: FakeOpenAI;
let t: TestApp;
let letGo: () => void = () => {};
const held = new Promise<void>((resolve) => {
  letGo = resolve;
});
const limiter = createModelLimiter(1);

beforeAll(async () => {
  fake = await startFakeOpenAI({ hold: (message) => (message === HOLDER ? held : undefined) });
  t = await startTestApp({
    modelLimiter: limiter,
    config: {
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-chat',
      AI_MAX_RETRIES: 0,
      AI_MAX_CONCURRENT: 1,
      AI_SAFETY_CHECK: false,
      AI_MODERATION: 'off',
    },
  });
}, 60_000);
afterAll(async () => {
  letGo();
  await t?.close();
  await fake?.close();
});

async function conversation(client: TestClient): Promise<number> {
  const res = await client.post('/api/conversations', { goatCategory: 'science' });
  expect(res.status, res.body).toBe(201);
  return res.json.id as number;
}

const ask = (client: TestClient, id: number, content: string) =>
  client.post(`/api/conversations/${id}/messages/stream`, { content });

/** The replies' calls as the provider received them (the streamed ones), by the person's words. */
const replyCalls = () =>
  fake.requests
    .filter((r) => r.path === '/v1/chat/completions' && (r.body as { stream?: boolean }).stream === true)
    .map((r) => {
      const messages = (r.body as { messages: { role: string; content: string }[] }).messages;
      return messages.filter((m) => m.role === 'user').at(-1)?.content;
    });

describe('the model limiter behind the API', () => {
  it('starts a Premium turn before a Free one queued earlier when every slot is taken', async () => {
    const holder = t.client();
    await holder.register();
    const free = t.client();
    await free.register();
    const premium = t.client();
    await premium.register();
    expect((await buy(premium, 'premium')).status).toBe(200);
    const [holderId, freeId, premiumId] = [
      await conversation(holder),
      await conversation(free),
      await conversation(premium),
    ];

    const first = ask(holder, holderId, HOLDER);
    await vi.waitFor(() => expect(replyCalls()).toEqual([HOLDER]), { timeout: 10_000 });
    const waitingFree = ask(free, freeId, FREE);
    await vi.waitFor(() => expect(limiter.waiting).toBe(1), { timeout: 10_000 });
    const waitingPremium = ask(premium, premiumId, PREMIUM);
    await vi.waitFor(() => expect(limiter.waiting).toBe(2), { timeout: 10_000 });
    expect(replyCalls()).toEqual([HOLDER]);

    letGo();
    const answers = await Promise.all([first, waitingFree, waitingPremium]);
    for (const res of answers) {
      expect(res.status, res.body).toBe(200);
      expect(parseEvents(res.body).at(-1)?.event).toBe('done');
    }
    expect(replyCalls()).toEqual([HOLDER, PREMIUM, FREE]);
  });
});

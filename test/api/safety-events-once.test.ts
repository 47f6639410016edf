import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyEvents } from '../../src/server/db/schema/index.js';
import { type ChatTestApp, startChatApp } from '../helpers/chat.js';

/** One message that speaks of several crises at once. */
const MANY = 'i want to die, i will kill him, he hits me, i cut myself, my friend is not breathing';

let t: ChatTestApp;
beforeAll(async () => {
  t = await startChatApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const eventCount = async () => (await t.database.db.select().from(safetyEvents)).length;
const kindsOf = (rows: { kind: string }[]) => rows.map((r) => r.kind).sort();

describe('a safety event is counted once per conversation (thread, guest address) and kind', () => {
  it('counts a guest’s kinds once, however many messages they send on every guest path at once', async () => {
    const guest = t.client();
    const before = await eventCount();
    const first = await guest.post('/api/chat', { message: MANY });
    const kinds: string[] = first.json.safety.kinds;
    expect(kinds.length).toBeGreaterThan(1);
    const more = await Promise.all([
      ...Array.from({ length: 4 }, () => guest.post('/api/chat', { message: MANY })),
      ...Array.from({ length: 4 }, () => guest.post('/api/chat/stream', { message: MANY })),
      ...Array.from({ length: 4 }, () => guest.post('/api/assistant/chat', { message: MANY })),
    ]);
    for (const res of more) expect(res.status, res.body).toBe(200);
    // Every answer still shows the help card.
    for (const res of more.filter((r) => r.json)) expect(res.json.safety.kinds).toEqual(kinds);
    const rows = (await t.database.db.select().from(safetyEvents)).slice(before);
    expect(kindsOf(rows)).toEqual([...kinds].sort());

    // Another address is another guest.
    await t.client().post('/api/chat', { message: MANY });
    expect(await eventCount()).toBe(before + 2 * kinds.length);
  });

  it('counts a signed-in person’s kind once per conversation, and again in a new conversation', async () => {
    const client = t.client();
    await client.register();
    const before = await eventCount();
    const open = async () => (await client.post('/api/conversations', { goatCategory: 'coach' })).json.id;
    const first = await open();
    for (let i = 0; i < 3; i++) {
      const res = await client.post(`/api/conversations/${first}/messages`, {
        content: `${i} i want to end my life`,
      });
      expect(res.json.safety.kinds).toEqual(['suicide']);
    }
    expect(await eventCount()).toBe(before + 1);
    await client.post(`/api/conversations/${await open()}/messages/stream`, {
      content: 'i want to end my life',
    });
    expect(await eventCount()).toBe(before + 2);
  });

  it('counts a signed-in person’s kind once per assistant thread', async () => {
    const client = t.client();
    await client.register();
    const before = await eventCount();
    const first = await client.post('/api/assistant/chat', { message: 'i want to end my life' });
    expect(first.json.safety.kinds).toEqual(['suicide']);
    const again = await client.post('/api/assistant/chat', {
      message: 'i still want to end my life',
      threadId: first.json.threadId,
    });
    expect(again.json.safety.kinds).toEqual(['suicide']);
    expect(await eventCount()).toBe(before + 1);
  });
});

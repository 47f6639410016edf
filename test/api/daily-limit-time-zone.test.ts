import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../helpers/app.js';
import { type ChatTestApp, startChatApp } from '../helpers/chat.js';
import { upload } from '../helpers/documents.js';
import { tempDir } from '../helpers/speech.js';

const clock = testClock(new Date('2026-03-10T09:50:00Z'));
let t: ChatTestApp;
beforeAll(async () => {
  t = await startChatApp({ clock: clock.now, config: { dataDir: tempDir('vox-zone-') } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
type Client = ReturnType<ChatTestApp['client']>;

async function freeUser(timeZone: string) {
  const client = t.client();
  await client.register();
  await setZone(client, timeZone);
  return client;
}
async function setZone(client: Client, timeZone: string) {
  expect((await client.post('/api/user/settings', { timeZone })).status).toBe(200);
}

/** Every daily quota of the Free plan that counts calendar days: what one use of it is, and the cap. */
const quotas = [
  {
    name: 'conversations',
    cap: 2,
    spendOne: async (client: Client) =>
      (await client.post('/api/conversations', { goatCategory: 'coach' })).status,
  },
  {
    name: 'uploads',
    cap: 3,
    spendOne: async (client: Client) =>
      (await upload(client, { name: 'note.txt', type: 'text/plain', data: Buffer.from('A short note.') }))
        .status,
  },
] as const;

describe.each(quotas)('the daily $name limit and time zone changes', ({ cap, spendOne }) => {
  const spendAll = async (client: Client) => {
    const answers = [];
    for (let i = 0; i <= cap; i++) answers.push(await spendOne(client));
    return answers;
  };
  const usedUp = [...Array(cap).fill(201), 403];

  it('a zone that has just passed midnight does not reopen a used-up Paris day', async () => {
    at('2026-03-10T09:50:00Z'); // 10:50 in Paris
    const client = await freeUser('Europe/Paris');
    expect(await spendAll(client)).toEqual(usedUp);
    // Each of these zones passed midnight since the last use (Kiritimati +14 at 10:00 UTC, Chatham
    // +13:45 at 10:15, Tonga +13 at 11:00, Fiji +12 at 12:00); it is still 10 March in Paris.
    for (const [time, zone] of [
      ['2026-03-10T10:05:00Z', 'Pacific/Kiritimati'],
      ['2026-03-10T10:20:00Z', 'Pacific/Chatham'],
      ['2026-03-10T11:05:00Z', 'Pacific/Tongatapu'],
      ['2026-03-10T12:05:00Z', 'Pacific/Fiji'],
    ] as const) {
      at(time);
      await setZone(client, zone);
      expect(await spendOne(client), zone).toBe(403);
    }
    // Midnight in Paris (23:00 UTC): a new day there.
    at('2026-03-10T23:01:00Z');
    await setZone(client, 'Europe/Paris');
    expect(await spendAll(client)).toEqual(usedUp);
  });

  it('the counted day never moves backwards: a zone behind sees the same date as used', async () => {
    at('2026-03-10T14:30:00Z'); // 23:30 on 10 March in Tokyo
    const client = await freeUser('Asia/Tokyo');
    expect(await spendAll(client)).toEqual(usedUp);
    at('2026-03-10T15:30:00Z'); // 00:30 on 11 March in Tokyo: a new day
    expect(await spendAll(client)).toEqual(usedUp);
    // Honolulu is on 10 March, then reaches 11 March at 10:00 UTC: 11 March was used up in Tokyo.
    await setZone(client, 'Pacific/Honolulu');
    expect(await spendOne(client)).toBe(403);
    at('2026-03-11T10:30:00Z');
    expect(await spendOne(client)).toBe(403);
    // 12 March in Honolulu is a later date: a new day.
    at('2026-03-12T10:30:00Z');
    expect(await spendAll(client)).toEqual(usedUp);
  });
});

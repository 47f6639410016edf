import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/accounts/admins.js';
import { contactTickets, users } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';

// Monday 10:00 UTC.
const clock = testClock(new Date('2031-01-06T10:00:00Z'));
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
  admin = t.client();
  const made = await admin.register({ firstName: 'Root', lastName: 'Keeper' });
  await setAdmin(t.database.db, [made.username], true);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Ticket = { id: number; supportPlan: string; answerBy: string; pastDue: boolean; status: string };

async function member(
  plan: 'free' | 'basic' | 'premium',
  status: 'active' | 'trial' | 'inactive' = 'active',
) {
  const client = t.client();
  const made = await client.register({ firstName: plan, lastName: 'Member' });
  await t.database.db
    .update(users)
    .set({ subscriptionType: plan, subscriptionStatus: plan === 'free' ? 'inactive' : status })
    .where(eq(users.id, made.user.id));
  return { client, email: made.username };
}

const send = (client: TestClient, name: string, email = `${name.toLowerCase()}@example.com`) =>
  client.post('/api/contact', { name, email, message: 'Please help me out.' });

describe('priority support', () => {
  it('keeps the writer and their plan at sending; lists open tickets Premium, Basic, Free, oldest first, with answer-by times', async () => {
    const guest = (await send(t.client(), 'Guest')).json.id as number;
    clock.advance(60_000);
    const free = await member('free');
    const freeId = (await send(free.client, 'Free', free.email)).json.id as number;
    clock.advance(60_000);
    const basic = await member('basic', 'trial');
    const basicId = (await send(basic.client, 'Basic', basic.email)).json.id as number;
    clock.advance(60_000);
    const premium = await member('premium');
    const premiumOld = (await send(premium.client, 'Premium', premium.email)).json.id as number;
    clock.advance(60_000);
    const premiumNew = (await send(premium.client, 'Premium', premium.email)).json.id as number;
    // A lapsed Premium subscription is the Free plan.
    const lapsed = await member('premium', 'inactive');
    const lapsedId = (await send(lapsed.client, 'Lapsed', lapsed.email)).json.id as number;

    const rows = await t.database.db.select().from(contactTickets);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(guest)?.userId).toBeNull();
    expect(byId.get(premiumOld)?.userId).not.toBeNull();

    const list = await admin.get('/api/admin/contact-tickets');
    expect(list.status).toBe(200);
    const tickets = list.json.tickets as Ticket[];
    expect(tickets.map((x) => x.id)).toEqual([premiumOld, premiumNew, basicId, guest, freeId, lapsedId]);
    const one = (id: number) => tickets.find((x) => x.id === id) as Ticket;
    expect(one(premiumOld)).toMatchObject({
      supportPlan: 'premium',
      answerBy: '2031-01-06T14:03:00.000Z',
      pastDue: false,
    });
    expect(one(basicId)).toMatchObject({ supportPlan: 'basic', answerBy: '2031-01-07T10:02:00.000Z' });
    expect(one(guest)).toMatchObject({ supportPlan: 'free', answerBy: '2031-01-07T10:00:00.000Z' });
    expect(one(lapsedId).supportPlan).toBe('free');

    // Upgrading later does not change a ticket already sent.
    await t.database.db
      .update(users)
      .set({ subscriptionType: 'premium', subscriptionStatus: 'active' })
      .where(eq(users.username, free.email));
    expect(
      ((await admin.get('/api/admin/contact-tickets')).json.tickets as Ticket[]).find((x) => x.id === freeId)
        ?.supportPlan,
    ).toBe('free');

    // Monday 15:00: the Premium tickets are past due; answering one clears it; a resolved one goes last.
    clock.advance((4 * 60 + 56) * 60_000);
    expect(clock.now().toISOString()).toBe('2031-01-06T15:00:00.000Z');
    await admin.request('PUT', `/api/admin/contact-tickets/${premiumNew}`, { status: 'in_progress' });
    await admin.request('PUT', `/api/admin/contact-tickets/${basicId}`, { status: 'resolved' });
    const later = (await admin.get('/api/admin/contact-tickets')).json.tickets as Ticket[];
    expect(later.map((x) => x.id)).toEqual([premiumOld, premiumNew, guest, freeId, lapsedId, basicId]);
    expect(later.find((x) => x.id === premiumOld)?.pastDue).toBe(true);
    expect(later.find((x) => x.id === premiumNew)?.pastDue).toBe(false);
    expect(later.find((x) => x.id === guest)?.pastDue).toBe(false);
    // Tuesday 10:01: the guest's 24 hours are over.
    clock.advance((19 * 60 + 1) * 60_000);
    const next = (await admin.get('/api/admin/contact-tickets')).json.tickets as Ticket[];
    expect(next.find((x) => x.id === guest)?.pastDue).toBe(true);
  });
});

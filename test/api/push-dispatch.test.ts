import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions, reminders } from '../../src/server/db/schema/index.js';
import { dispatchDueReminders, type JobLog } from '../../src/server/jobs/reminder-dispatcher.js';
import type { ResolveAll } from '../../src/server/push/push-address.js';
import { pushSender } from '../../src/server/push/send-push.js';
import { vapidKeySource } from '../../src/server/push/vapid-keys.js';
import { type FakePushService, type FakeSubscription, startFakePush } from '../fake-push/server.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';

// Tuesday 10 March 2026, 14:30 UTC.
const clock = testClock(new Date('2026-03-10T14:30:00Z'));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: TestApp;
let fake: FakePushService;
let publicKey: string;
const logged: { details: Record<string, unknown>; message: string }[] = [];
const log: JobLog = {
  warn: (details, message) => logged.push({ details, message }),
  error: (details, message) => logged.push({ details, message }),
};

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
  fake = await startFakePush();
  publicKey = (await t.client().get('/api/push/public-key')).json.publicKey;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A dispatcher of its own, as another server process would have. */
function dispatcher() {
  const send = pushSender({
    keys: vapidKeySource(t.database.db),
    subject: 'mailto:ops@voxpert.test',
    allowLocal: true,
  });
  return () => dispatchDueReminders({ db: t.database.db, clock: clock.now, send, log });
}
const dispatch = () => dispatcher()();

/** A signed-in user with one browser subscribed; `pushes()` are the payloads that browser received. */
async function userWithBrowser() {
  const client = t.client();
  await client.register();
  const userId: number = (await client.get('/api/user')).json.id;
  const browser = await subscribe(client);
  return { client, userId, browser, pushes: () => pushesTo(browser) };
}

async function subscribe(client: TestClient): Promise<FakeSubscription> {
  const sub = fake.subscribe();
  const res = await client.post('/api/push/subscribe', sub);
  expect(res.status, res.body).toBe(201);
  return sub;
}

function pushesTo(sub: FakeSubscription) {
  return fake.received.filter((r) => r.endpoint === sub.endpoint).map((r) => JSON.parse(r.payload));
}

async function createReminder(client: TestClient, at: Date, body: Record<string, unknown> = {}) {
  const res = await client.post('/api/reminders', {
    title: 'Take vitamins',
    description: 'The blue bottle',
    scheduledTime: at.toISOString(),
    ...body,
  });
  expect(res.status, res.body).toBe(201);
  return res.json as { id: number; scheduledTime: string };
}

async function stored(id: number) {
  const [row] = await t.database.db.select().from(reminders).where(eq(reminders.id, id));
  return row;
}

const ago = (ms: number) => new Date(clock.now().getTime() - ms);

describe('dispatchDueReminders', () => {
  it('a reminder set in a conversation opens that conversation, where its expert says it aloud', async () => {
    const { client, pushes } = await userWithBrowser();
    const created = await client.post('/api/conversations', { goatCategory: 'coach' });
    expect(created.status, created.body).toBe(201);
    const conversationId = created.json.id as number;
    const reminder = await createReminder(client, ago(MINUTE), { conversationId });
    await dispatch();
    const at = encodeURIComponent(reminder.scheduledTime);
    expect(pushes().map((p) => p.url)).toEqual([
      `/?conversation=${conversationId}&reminder=${reminder.id}&at=${at}`,
    ]);
  });

  it('pushes a due one-off reminder once, encrypted and signed, and marks it sent', async () => {
    const { client, pushes } = await userWithBrowser();
    const reminder = await createReminder(client, ago(MINUTE));

    await dispatch();
    const scheduledTime = reminder.scheduledTime;
    expect(pushes()).toEqual([
      {
        type: 'reminder',
        id: reminder.id,
        title: 'Take vitamins',
        body: 'The blue bottle',
        scheduledTime,
        tag: `reminder-${reminder.id}-${scheduledTime}`,
        url: `/?reminder=${reminder.id}&at=${encodeURIComponent(scheduledTime)}`,
      },
    ]);
    const message = fake.received.find((r) => JSON.parse(r.payload).id === reminder.id);
    expect(message).toMatchObject({ ttl: 3600, urgency: 'high', vapidKey: publicKey });
    expect(await stored(reminder.id)).toMatchObject({ notificationSent: true, isCompleted: false });
    const view = await client.get('/api/reminders');
    expect(view.json.find((r: { id: number }) => r.id === reminder.id).notificationSent).toBe(true);

    await dispatch();
    expect(pushes()).toHaveLength(1);
    expect(fake.rejected).toEqual([]);
  });

  it('pushes to every browser of the owner and to no one else', async () => {
    const owner = await userWithBrowser();
    const second = await subscribe(owner.client);
    const stranger = await userWithBrowser();
    const reminder = await createReminder(owner.client, ago(MINUTE));
    await dispatch();
    expect(owner.pushes().map((p) => p.id)).toEqual([reminder.id]);
    expect(pushesTo(second).map((p) => p.id)).toEqual([reminder.id]);
    expect(stranger.pushes()).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, [owner.browser.endpoint, second.endpoint]));
    expect(rows.map((r) => r.lastSuccessAt)).toEqual([clock.now(), clock.now()]);
  });

  it('moves a recurring reminder to its next occurrence, unsent, and pushes each occurrence', async () => {
    const { client, pushes } = await userWithBrowser();
    const first = ago(5 * MINUTE);
    const reminder = await createReminder(client, first, {
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 1 },
    });

    await dispatch();
    const next = new Date(first.getTime() + DAY);
    expect(await stored(reminder.id)).toMatchObject({ scheduledTime: next, notificationSent: false });
    expect(pushes().map((p) => [p.id, p.scheduledTime, p.tag])).toEqual([
      [reminder.id, first.toISOString(), `reminder-${reminder.id}-${first.toISOString()}`],
    ]);
    await dispatch();
    expect(pushes()).toHaveLength(1);

    clock.advance(DAY);
    await dispatch();
    expect(pushes().map((p) => p.scheduledTime)).toEqual([first.toISOString(), next.toISOString()]);
    expect(new Set(pushes().map((p) => p.tag)).size).toBe(2);
    expect(await stored(reminder.id)).toMatchObject({ scheduledTime: new Date(first.getTime() + 2 * DAY) });
  });

  it('leaves completed and future reminders alone', async () => {
    const { client, pushes } = await userWithBrowser();
    const done = await createReminder(client, ago(MINUTE));
    expect((await client.request('PATCH', `/api/reminders/${done.id}`, { isCompleted: true })).status).toBe(
      200,
    );
    const later = await createReminder(client, new Date(clock.now().getTime() + MINUTE));

    await dispatch();
    expect(pushes()).toEqual([]);
    expect(await stored(done.id)).toMatchObject({ notificationSent: false, isCompleted: true });
    expect(await stored(later.id)).toMatchObject({ notificationSent: false });

    clock.advance(MINUTE);
    await dispatch();
    expect(pushes().map((p) => p.id)).toEqual([later.id]);
  });

  it('marks a reminder more than a day overdue as sent without pushing it', async () => {
    const { client, pushes } = await userWithBrowser();
    const stale = await createReminder(client, ago(DAY + MINUTE));
    const staleDaily = await createReminder(client, ago(DAY + MINUTE), {
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 1 },
    });
    // Two minutes after the stale one, so another title: the same one would be the same reminder.
    const recent = await createReminder(client, ago(DAY - MINUTE), { title: 'Take the blue pill' });

    await dispatch();
    expect(pushes().map((p) => p.id)).toEqual([recent.id]);
    expect(await stored(stale.id)).toMatchObject({ notificationSent: true });
    const daily = await stored(staleDaily.id);
    expect(daily?.notificationSent).toBe(false);
    expect(daily?.scheduledTime.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('deletes a subscription the push service calls gone; other failures are logged and skipped', async () => {
    const { client, browser, pushes } = await userWithBrowser();
    const failing = await subscribe(client);
    const healthy = await subscribe(client);
    fake.answer(browser.endpoint, 410);
    fake.answer(failing.endpoint, 500);
    const reminder = await createReminder(client, ago(MINUTE));
    logged.length = 0;

    await dispatch();
    expect(pushesTo(healthy).map((p) => p.id)).toEqual([reminder.id]);
    expect(pushes()).toEqual([]);
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, [browser.endpoint, failing.endpoint, healthy.endpoint]));
    expect(left.map((r) => r.endpoint).sort()).toEqual([failing.endpoint, healthy.endpoint].sort());
    expect(logged.map((l) => [l.message, l.details.status])).toEqual(
      expect.arrayContaining([
        ['push subscription is gone; deleting it', 410],
        ['reminder push failed', 500],
      ]),
    );
    // Endpoints are bearer capabilities and the keys are secret: none of them is logged.
    const text = JSON.stringify(logged);
    for (const sub of [browser, failing]) {
      expect(text).not.toContain(sub.endpoint);
      expect(text).not.toContain(sub.keys.auth);
    }
    expect(await stored(reminder.id)).toMatchObject({ notificationSent: true });
  });

  it('sends each reminder exactly once when two dispatchers run at the same time', async () => {
    const users = await Promise.all([userWithBrowser(), userWithBrowser(), userWithBrowser()]);
    const count = 250;
    const rows = await t.database.db
      .insert(reminders)
      .values(
        Array.from({ length: count }, (_, i) => {
          const owner = users[i % users.length];
          return {
            userId: owner?.userId ?? 0,
            title: `Reminder ${i}`,
            description: 'Many at once',
            scheduledTime: ago(MINUTE + i * 1000),
            isRecurring: i % 10 === 0,
            recurringPattern: i % 10 === 0 ? { type: 'daily' as const, interval: 1 } : undefined,
          };
        }),
      )
      .returning({ id: reminders.id });
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);

    const [a, b] = await Promise.all([dispatcher()(), dispatcher()()]);
    expect(a.claimed + b.claimed).toBe(count);
    const received = users.flatMap((u) => u.pushes().map((p) => p.id as number));
    expect(received.sort((x, y) => x - y)).toEqual(ids);
    const after = await t.database.db.select().from(reminders).where(inArray(reminders.id, ids));
    expect(after.filter((r) => !r.isRecurring).every((r) => r.notificationSent)).toBe(true);
    expect(after.filter((r) => r.isRecurring).every((r) => r.scheduledTime > clock.now())).toBe(true);

    const again = await Promise.all([dispatcher()(), dispatcher()()]);
    expect(again.map((s) => s.claimed)).toEqual([0, 0]);
    expect(users.flatMap((u) => u.pushes())).toHaveLength(count);
  });
});

describe('the dispatcher timer', () => {
  it('runs while the server listens and stops when it closes', async () => {
    const server = await startTestApp({
      database: t.database,
      clock: clock.now,
      config: { REMINDER_DISPATCH_INTERVAL_MS: 20 },
    });
    const { client, pushes } = await userWithBrowser();
    const first = await createReminder(client, ago(MINUTE));
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await vi.waitFor(() => expect(pushes().map((p) => p.id)).toEqual([first.id]), { timeout: 10_000 });
    } finally {
      await server.close();
    }
    // After close no run is under way and none starts: a due reminder stays unsent.
    const second = await createReminder(client, ago(MINUTE), { title: 'Take the blue pill' });
    expect(await stored(second.id)).toMatchObject({ notificationSent: false });
  });
});

describe('delivery addresses', () => {
  /** A resolver that answers these addresses for every name. */
  const resolveTo =
    (...addresses: [string, 4 | 6][]): ResolveAll =>
    (_host, _options, callback) =>
      callback(
        null,
        addresses.map(([address, family]) => ({ address, family })),
      );
  const sender = (allowLocal: boolean, resolve?: ResolveAll) =>
    pushSender({
      keys: vapidKeySource(t.database.db),
      subject: 'mailto:ops@voxpert.test',
      allowLocal,
      resolve,
    });
  const options = { ttlSeconds: 60, urgency: 'normal' } as const;
  /** The push target of a fake browser, reached by `host` instead of the fake service's address. */
  const target = (sub: FakeSubscription, host = '127.0.0.1') => ({
    endpoint: sub.endpoint.replace('127.0.0.1', host),
    ...sub.keys,
  });
  const payload = JSON.stringify({ type: 'test' });

  it.each([
    [['127.0.0.1', 4]],
    [['10.1.2.3', 4]],
    [['192.168.0.10', 4]],
    [['169.254.169.254', 4]],
    [['100.64.0.1', 4]],
    [['0.0.0.0', 4]],
    [['::1', 6]],
    [['fd12:3456::1', 6]],
    [['fe80::1', 6]],
    [['::ffff:10.0.0.1', 6]],
    [['64:ff9b::7f00:1', 6]],
  ] as [string, 4 | 6][][])(
    'refuses a push service name that resolves to %j, checked at the delivery',
    async (address) => {
      const sub = fake.subscribe();
      const named = target(sub, 'push.example');
      const result = await sender(false, resolveTo(address, ['8.8.8.8', 4]))(named, payload, options);
      expect(result).toMatchObject({ ok: false, gone: false, status: null });
      expect(result.ok ? '' : result.reason).toContain('not a public address');
      expect(pushesTo(sub)).toEqual([]);
    },
  );

  it('refuses an address written in a stored endpoint (saved before endpoints were checked)', async () => {
    const sub = fake.subscribe();
    const result = await sender(false)(target(sub), payload, options);
    expect(result).toMatchObject({ ok: false, gone: false, status: null });
    expect(pushesTo(sub)).toEqual([]);
  });

  it('connects to a local push service by name only where local push is allowed', async () => {
    const sub = fake.subscribe();
    const named = target(sub, 'push.example');
    const result = await sender(true, resolveTo(['127.0.0.1', 4]))(named, payload, options);
    // The fake service answered: it refuses the message only because the VAPID audience names push.example.
    expect(result).toEqual({ ok: false, gone: false, status: 400, reason: 'push service answered 400' });
  });
});

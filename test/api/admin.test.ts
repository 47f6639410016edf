import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/accounts/admins.js';
import { recordUsage } from '../../src/server/ai/metering/usage-meter.js';
import { contactTickets, hostingUsage, sessions } from '../../src/server/db/schema/index.js';
import { fillAccount, rowsOfUser } from '../helpers/account-rows.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

const clock = testClock(new Date('2031-03-15T12:00:00Z'));
let t: TestApp;
let admin: TestClient;
let adminId: number;
let adminName: string;

beforeAll(async () => {
  t = await startTestApp({
    clock: clock.now,
    config: { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'sk-never-shown', AI_MODEL: 'small-model' },
  });
  admin = t.client();
  const made = await admin.register({ firstName: 'Root', lastName: 'Keeper' });
  adminId = made.user.id;
  adminName = made.username;
  await setAdmin(t.database.db, [made.username], true);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const put = (client: TestClient, url: string, body: unknown) => client.request('PUT', url, body);
const del = (client: TestClient, url: string) => client.request('DELETE', url);

describe('users', () => {
  it('lists a page at a time, newest first, and searches e-mail and names in any case', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const made: number[] = [];
    for (const [i, first] of ['Zoe', 'Yann', 'Xavier'].entries()) {
      clock.advance(1000);
      const r = await t.client().register({
        username: `list-${tag}-${i}@example.com`,
        firstName: first,
        lastName: `Surname${tag}`,
      });
      made.push(r.user.id);
    }
    const page1 = await admin.get(`/api/admin/users?search=LIST-${tag}&pageSize=2`);
    expect(page1.status).toBe(200);
    expect(page1.json.total).toBe(3);
    expect(page1.json.users.map((u: { id: number }) => u.id)).toEqual([made[2], made[1]]);
    const page2 = await admin.get(`/api/admin/users?search=list-${tag}&pageSize=2&page=2`);
    expect(page2.json.users.map((u: { id: number }) => u.id)).toEqual([made[0]]);

    const byLast = await admin.get(`/api/admin/users?search=surname${tag.toUpperCase()}&sort=name&order=asc`);
    expect(byLast.json.users.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Xavier',
      'Yann',
      'Zoe',
    ]);
    const byFull = await admin.get(`/api/admin/users?search=${encodeURIComponent(`yann surname${tag}`)}`);
    expect(byFull.json.users.map((u: { id: number }) => u.id)).toEqual([made[1]]);
    // LIKE's wildcards are taken literally.
    expect((await admin.get('/api/admin/users?search=%25%25')).json.total).toBe(0);
    // Never a password hash or security answer.
    expect(page1.body).not.toMatch(/argon2|securityAnswer|password/);
  });

  it('refuses a page size over 100 with the field named', async () => {
    const res = await admin.get('/api/admin/users?pageSize=1000');
    expectError(res, 400, 'VALIDATION_ERROR');
  });

  it('shows one user with what they own; an unknown id is 404', async () => {
    const c = t.client();
    const { user } = await c.register();
    await fillAccount(t.database.db, user.id, 'view');
    const res = await admin.get(`/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.json.owned).toEqual({
      conversations: 1,
      reminders: 1,
      sessions: 1,
      pushSubscriptions: 1,
      subscriptions: 1,
    });
    expectError(await admin.get('/api/admin/users/2147483647'), 404, 'NOT_FOUND', 'User not found');
    expectError(await admin.get('/api/admin/users/abc'), 404, 'NOT_FOUND');
  });

  it('edits names, e-mail, admin flag and subscription fields; a new password ends their sessions', async () => {
    const c = t.client();
    const made = await c.register();
    const url = `/api/admin/users/${made.user.id}`;
    const newEmail = `renamed-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await put(admin, url, {
      username: ` ${newEmail.toUpperCase()} `,
      firstName: 'Grace',
      lastName: '',
      gender: 'other',
      isAdmin: false,
      subscriptionType: 'premium',
      subscriptionStatus: 'trial',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      username: newEmail,
      firstName: 'Grace',
      lastName: null,
      gender: 'other',
      subscriptionType: 'premium',
      subscriptionStatus: 'trial',
    });
    // No password sent: the old one still signs in, and the session goes on.
    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    // The plan granted here is in force, shown as granted by support: nothing billed to cancel.
    expect(me.json.plan).toBe('premium');
    expect((await c.get('/api/subscription')).json).toMatchObject({
      plan: 'premium',
      status: 'trialing',
      grantedBySupport: true,
    });
    expect(
      (await t.client().post('/api/login', { username: newEmail, password: made.password })).status,
    ).toBe(200);

    const changed = await put(admin, url, { password: 'a brand new secret' });
    expect(changed.status).toBe(200);
    expectError(await c.get('/api/user'), 401, 'UNAUTHORIZED');
    expect(
      (await t.client().post('/api/login', { username: newEmail, password: 'a brand new secret' })).status,
    ).toBe(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, made.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad e-mail, a short or common password, a taken e-mail and removing its own admin rights', async () => {
    const c = t.client();
    const made = await c.register();
    const other = await t.client().register();
    const url = `/api/admin/users/${made.user.id}`;
    const bad = await put(admin, url, { username: 'not-an-email' });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.json.fields.username).toBe('Invalid email address');
    const short = await put(admin, url, { password: '' });
    expect(short.json.fields.password).toBe('Password must be at least 6 characters');
    const common = await put(admin, url, { password: 'password123' });
    expect(common.json.fields.password).toBe('This password is too common');
    const taken = await put(admin, url, { username: other.username });
    expectError(taken, 409, 'USERNAME_TAKEN');
    expect(taken.json.fields.username).toBe('An account with this email already exists');
    const self = await put(admin, `/api/admin/users/${adminId}`, { isAdmin: false });
    expectError(self, 400, 'VALIDATION_ERROR', 'You cannot remove your own admin rights');
    expect((await admin.get('/api/user')).json.isAdmin).toBe(true);
    const gender = await put(admin, url, { gender: 'neutral' });
    expectError(gender, 400, 'VALIDATION_ERROR');
  });

  it('deletes a user with everything they own, and not its own account', async () => {
    const c = t.client();
    const { user } = await c.register();
    await fillAccount(t.database.db, user.id, 'gone');
    const other = await t.client().register();
    await fillAccount(t.database.db, other.user.id, 'stays');
    const otherBefore = await rowsOfUser(t.database.db, other.user.id);

    const res = await del(admin, `/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'User deleted' });
    const after = await rowsOfUser(t.database.db, user.id);
    const kept = new Set(['tracking_campaigns', 'landing_page_analytics']);
    expect(Object.entries(after).filter(([table, n]) => n !== 0 && !kept.has(table))).toEqual([]);
    expect(await rowsOfUser(t.database.db, other.user.id)).toEqual(otherBefore);
    expectError(await c.get('/api/user'), 401, 'UNAUTHORIZED');
    expectError(await del(admin, `/api/admin/users/${user.id}`), 404, 'NOT_FOUND');
    expectError(await del(admin, `/api/admin/users/${adminId}`), 400, 'BAD_REQUEST');
  });
});

describe('contact tickets', () => {
  const send = (name: string) =>
    t.client().post('/api/contact', {
      name,
      email: `${name.toLowerCase()}@example.com`,
      message: 'Please help me out.',
    });

  it('lists with filters and totals per status; transitions stamp respondedAt and resolvedAt', async () => {
    // Accounts filled by earlier tests left their own messages to support behind.
    const before = (await admin.get('/api/admin/contact-tickets')).json.totals;
    const first = (await send('Alpha')).json.id as number;
    const second = (await send('Bravo')).json.id as number;
    const list = await admin.get('/api/admin/contact-tickets');
    expect(list.status).toBe(200);
    expect(list.json.totals).toMatchObject({
      new: before.new + 2,
      in_progress: before.in_progress,
      resolved: before.resolved,
      all: before.all + 2,
    });
    // Open tickets of the same plan: oldest first.
    const ids = list.json.tickets.map((x: { id: number }) => x.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));

    clock.advance(60_000);
    const started = await put(admin, `/api/admin/contact-tickets/${first}`, {
      status: 'in_progress',
      priority: 'high',
      adminNotes: 'Called back',
    });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      status: 'in_progress',
      priority: 'high',
      adminNotes: 'Called back',
    });
    const respondedAt = started.json.respondedAt;
    expect(respondedAt).toBe(clock.now().toISOString());
    expect(started.json.resolvedAt).toBeNull();

    clock.advance(60_000);
    const resolved = await put(admin, `/api/admin/contact-tickets/${first}`, { status: 'resolved' });
    expect(resolved.json.respondedAt).toBe(respondedAt);
    expect(resolved.json.resolvedAt).toBe(clock.now().toISOString());
    // Any status may follow any other; leaving 'resolved' clears resolvedAt, respondedAt stays.
    const reopened = await put(admin, `/api/admin/contact-tickets/${first}`, { status: 'new' });
    expect(reopened.json).toMatchObject({ status: 'new', respondedAt, resolvedAt: null });
    const direct = await put(admin, `/api/admin/contact-tickets/${second}`, { status: 'resolved' });
    expect(direct.json.respondedAt).toBe(direct.json.resolvedAt);

    const filtered = await admin.get('/api/admin/contact-tickets?status=resolved');
    expect(filtered.json.tickets.map((x: { id: number }) => x.id)).toEqual([second]);
    expect(filtered.json.total).toBe(1);
    expect(filtered.json.totals).toMatchObject({
      all: before.all + 2,
      new: before.new + 1,
      resolved: before.resolved + 1,
    });
    const searched = await admin.get('/api/admin/contact-tickets?search=ALPHA&priority=high');
    expect(searched.json.tickets.map((x: { id: number }) => x.id)).toEqual([first]);
    const [row] = await t.database.db.select().from(contactTickets).where(eq(contactTickets.id, first));
    expect(row?.updatedAt.toISOString()).toBe(clock.now().toISOString());
  });

  it('refuses unknown values and tickets', async () => {
    const id = (await send('Charlie')).json.id as number;
    expectError(
      await put(admin, `/api/admin/contact-tickets/${id}`, { status: 'closed' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await put(admin, '/api/admin/contact-tickets/999999', { status: 'new' }), 404, 'NOT_FOUND');
  });
});

describe('API usage', () => {
  it('answers per type, per provider and model, per day, and the total with hosting', async () => {
    const db = t.database.db;
    const at = (d: string) => new Date(`${d}T10:00:00Z`);
    const chat = { provider: 'openai-compatible', model: 'small-model' };
    await recordUsage(
      db,
      { apiType: 'chat', ...chat, calls: 1, tokens: 100, costUsd: 0.001 },
      at('2031-01-02'),
    );
    await recordUsage(
      db,
      { apiType: 'chat', ...chat, calls: 1, tokens: 50, costUsd: 0.0005 },
      at('2031-01-02'),
    );
    await recordUsage(
      db,
      {
        apiType: 'chat_premium',
        provider: 'openai-compatible',
        model: 'big-model',
        calls: 1,
        tokens: 10,
        costUsd: 0.01,
      },
      at('2031-01-04'),
    );
    await recordUsage(
      db,
      {
        apiType: 'tts',
        provider: 'openai-compatible',
        model: 'tts-1',
        calls: 2,
        characters: 300,
        costUsd: 0.0045,
      },
      at('2031-01-04'),
    );
    // Outside the range.
    await recordUsage(db, { apiType: 'stt', calls: 1, costUsd: 1 }, at('2031-01-06'));

    const res = await admin.get('/api/admin/analytics/api-usage?startDate=2031-01-01&endDate=2031-01-05');
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body.byType.map((r: { apiType: string }) => r.apiType)).toEqual([
      'chat',
      'chat_premium',
      'tts',
      'stt',
      'documents',
      'reminders',
      'summaries',
      'safety',
      'moderation',
      'memory',
    ]);
    expect(body.byType[0]).toEqual({
      apiType: 'chat',
      label: 'Chat',
      calls: 2,
      tokens: 150,
      characters: 0,
      estimatedCost: 0.0015,
    });
    expect(body.byType[2]).toMatchObject({ label: 'Text to speech', calls: 2, characters: 300 });
    expect(body.byType[3]).toMatchObject({ calls: 0, estimatedCost: 0 });
    expect(body.byProvider).toEqual([
      {
        provider: 'openai-compatible',
        model: 'big-model',
        apiType: 'chat_premium',
        calls: 1,
        tokens: 10,
        characters: 0,
        estimatedCost: 0.01,
      },
      {
        provider: 'openai-compatible',
        model: 'small-model',
        apiType: 'chat',
        calls: 2,
        tokens: 150,
        characters: 0,
        estimatedCost: 0.0015,
      },
      {
        provider: 'openai-compatible',
        model: 'tts-1',
        apiType: 'tts',
        calls: 2,
        tokens: 0,
        characters: 300,
        estimatedCost: 0.0045,
      },
    ]);
    expect(body.daily).toEqual([
      { date: '2031-01-01', calls: 0, estimatedCost: 0 },
      { date: '2031-01-02', calls: 2, estimatedCost: 0.0015 },
      { date: '2031-01-03', calls: 0, estimatedCost: 0 },
      { date: '2031-01-04', calls: 3, estimatedCost: 0.0145 },
      { date: '2031-01-05', calls: 0, estimatedCost: 0 },
    ]);
    // No hosting usage recorded: the plan's fixed figures.
    expect(body.totals).toEqual({
      calls: 5,
      tokens: 160,
      characters: 300,
      apiCost: 0.016,
      hostingCost: 4.74,
      totalCost: 4.756,
      hostingCredits: 22208,
      computeHours: 0,
      hostingEstimated: true,
    });
    // The same figures under the older names.
    expect(body.apiUsage[0]).toEqual({
      apiType: 'chat',
      callCount: 2,
      tokenCount: 150,
      characterCount: 0,
      estimatedCost: 0.0015,
    });
    expect(body.apiUsage).toHaveLength(body.byType.length);
    expect(body.rawTotalCost).toBe(0.016);
    expect(body.totalCost).toBe(4.756);
    expect(body.computeTime).toEqual({ totalHours: 0 });
    expect(body.dailyTrends[3]).toEqual({ date: '2031-01-04', callCount: 3, estimatedCost: 0.0145 });
    expect(body.dailyTrends).toHaveLength(5);

    await db.insert(hostingUsage).values({
      date: '2031-01-03',
      computeUsage: 12.5,
      estimatedCost: 2,
      billingCycleStart: at('2031-01-01'),
      billingCycleEnd: at('2031-01-31'),
    });
    const withHosting = await admin.get(
      '/api/admin/analytics/api-usage?startDate=2031-01-01&endDate=2031-01-05',
    );
    expect(withHosting.json.totals).toMatchObject({
      hostingCost: 2,
      totalCost: 2.016,
      computeHours: 12.5,
      hostingEstimated: false,
    });
    expect(withHosting.json).toMatchObject({ totalCost: 2.016, computeTime: { totalHours: 12.5 } });
  });

  it('defaults to the last 30 days and refuses bad or reversed dates and over a year', async () => {
    const res = await admin.get('/api/admin/analytics/api-usage');
    expect(res.json).toMatchObject({
      startDate: '2031-02-14',
      endDate: clock.now().toISOString().slice(0, 10),
    });
    expect(res.json.daily).toHaveLength(30);
    const bad = await admin.get('/api/admin/analytics/api-usage?startDate=2031-02-30');
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.json.fields.startDate).toBe('Use a date as YYYY-MM-DD');
    const reversed = await admin.get(
      '/api/admin/analytics/api-usage?startDate=2031-02-02&endDate=2031-02-01',
    );
    expect(reversed.json.fields.startDate).toBe('The start date must not be after the end date');
    const long = await admin.get('/api/admin/analytics/api-usage?startDate=2029-01-01&endDate=2031-01-01');
    expect(long.json.fields.endDate).toBe('Choose at most 366 days');
  });
});

describe('sessions, system and the audit log', () => {
  it('terminating sessions signs out every non-admin and keeps admins signed in', async () => {
    const user = t.client();
    await user.register();
    const otherAdmin = t.client();
    const made = await otherAdmin.register();
    await setAdmin(t.database.db, [made.username], true);
    const res = await admin.post('/api/admin/terminate-sessions');
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.terminated).toBeGreaterThanOrEqual(1);
    expectError(await user.get('/api/user'), 401, 'UNAUTHORIZED');
    expect((await otherAdmin.get('/api/user')).status).toBe(200);
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it('the system panel names providers and models but never a key or an address', async () => {
    const res = await admin.get('/api/admin/system');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      database: t.database.driver,
      billingMode: 'sandbox',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      providers: { chat: { provider: 'openai-compatible', model: 'small-model' }, stt: 'openai-compatible' },
    });
    expect(res.json.counts.users).toBeGreaterThan(3);
    expect(res.json.counts.admins).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toContain('sk-never-shown');
    expect(res.body).not.toContain('127.0.0.1');
  });

  it('records who did what and when, newest first, without passwords', async () => {
    const c = t.client();
    const made = await c.register();
    await put(admin, `/api/admin/users/${made.user.id}`, {
      firstName: 'Audited',
      password: 'another secret here',
    });
    const res = await admin.get('/api/admin/audit-log?pageSize=5');
    expect(res.status).toBe(200);
    const [latest] = res.json.entries;
    expect(latest).toMatchObject({
      adminId,
      adminUsername: adminName,
      action: 'user.update',
      targetType: 'user',
      targetId: String(made.user.id),
      details: { firstName: 'Audited', password: 'changed' },
      createdAt: clock.now().toISOString(),
    });
    expect(res.body).not.toContain('another secret here');
    const actions = new Set(
      (await admin.get('/api/admin/audit-log?pageSize=100')).json.entries.map(
        (e: { action: string }) => e.action,
      ),
    );
    expect([...actions].sort()).toEqual([
      'sessions.terminate',
      'ticket.update',
      'user.delete',
      'user.delete.refused',
      'user.update',
      'user.update.refused',
    ]);
  });

  it('is for admins only: a signed-in user gets 403 and a guest 401, before any validation', async () => {
    const user = t.client();
    await user.register();
    expectError(
      await user.get('/api/admin/users?pageSize=9999'),
      403,
      'FORBIDDEN',
      'You do not have admin privileges.',
    );
    expectError(await t.client().get('/api/admin/system'), 401, 'UNAUTHORIZED');
  });
});

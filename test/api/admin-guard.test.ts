import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/accounts/admins.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';
import { type Operation, operationsOf, readOpenApi } from '../helpers/openapi.js';

/**
 * Who may call an admin route is asked before anything of the request is read: a guest gets 401 and a
 * signed-in non-admin 403 even with a body and query that would fail validation. The audit log holds
 * refused attempts and campaigns made.
 */
let t: TestApp;
let admin: TestClient;
let adminId: number;
let user: TestClient;
let userId: number;
let adminOps: Operation[];

beforeAll(async () => {
  t = await startTestApp();
  admin = t.client();
  const made = await admin.register();
  adminId = made.user.id;
  await setAdmin(t.database.db, [made.username], true);
  user = t.client();
  userId = (await user.register()).user.id;
  adminOps = operationsOf(await readOpenApi(t.client())).filter(
    (op) => op.path.startsWith('/api/admin/') || op.key === 'GET /api/billing/mode',
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Input no admin route accepts: ids that are no number, values of the wrong type and out of range. */
const badQuery = `page=-1&pageSize=abc&from=yesterday&to=31-31-31&startDate=soon&endDate=later&status=nope&search=${'x'.repeat(600)}`;
const badBody = {
  campaignName: 42,
  subdomain: 'nowhere',
  page: -1,
  isAdmin: 'maybe',
  status: 7,
  extra: true,
};

function badRequest(client: TestClient, op: Operation) {
  const url = `${op.path.replace(/\{[^}]+\}/g, 'not-an-id')}?${badQuery}`;
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  return client.request(op.method as 'GET', url, hasBody ? badBody : undefined);
}

async function auditEntries(): Promise<
  { adminId: number; action: string; targetType: string; targetId: string; details: unknown }[]
> {
  const res = await admin.get('/api/admin/audit-log?pageSize=100');
  expect(res.status).toBe(200);
  return res.json.entries;
}

describe('every admin route authorises before it validates', () => {
  it('lists the admin routes (campaigns and safety events among them)', () => {
    const keys = adminOps.map((op) => op.key);
    expect(keys).toContain('POST /api/admin/campaigns/generate');
    expect(keys).toContain('GET /api/admin/safety-events');
    expect(keys.length).toBeGreaterThan(10);
  });

  it('a guest gets 401 and a signed-in user 403 on each, with an invalid body and query', async () => {
    for (const op of adminOps) {
      const guest = await badRequest(t.client(), op);
      expect({ route: op.key, status: guest.status }).toEqual({ route: op.key, status: 401 });
      expectError(guest, 401, 'UNAUTHORIZED');
      expect(guest.json.fields, op.key).toBeUndefined();
      const signedIn = await badRequest(user, op);
      expect({ route: op.key, status: signedIn.status }).toEqual({ route: op.key, status: 403 });
      expectError(signedIn, 403, 'FORBIDDEN', 'You do not have admin privileges.');
    }
  });

  it('the same input is refused for an admin (so the check above came first)', async () => {
    for (const op of adminOps) {
      const takesInput =
        op.path.includes('{') ||
        (op.operation.parameters ?? []).some((p) => p.in === 'query') ||
        op.operation.requestBody !== undefined;
      if (!takesInput) continue;
      const res = await badRequest(admin, op);
      // 400 for the input; 404 where the only wrong thing an admin route reads is the id in the path.
      expect([400, 404], `${op.key}: ${res.body}`).toContain(res.status);
    }
  });
});

describe('the audit log', () => {
  it("records a signed-in non-admin's attempt at an admin route, once an hour per route", async () => {
    const other = t.client();
    const otherId = (await other.register()).user.id;
    for (let i = 0; i < 3; i++) expect((await other.get('/api/admin/users')).status).toBe(403);
    expect((await other.post('/api/admin/terminate-sessions')).status).toBe(403);
    expect((await other.get('/api/billing/mode')).status).toBe(403);
    const mine = (await auditEntries()).filter((e) => e.adminId === otherId);
    expect(mine.map((e) => [e.action, e.targetType, e.targetId]).sort()).toEqual([
      ['admin.access.refused', 'route', 'GET /api/admin/users'],
      ['admin.access.refused', 'route', 'GET /api/billing/mode'],
      ['admin.access.refused', 'route', 'POST /api/admin/terminate-sessions'],
    ]);
    // A guest is nobody to record.
    expect((await t.client().get('/api/admin/users')).status).toBe(401);
    expect(
      (await auditEntries()).filter(
        (e) => e.action === 'admin.access.refused' && e.adminId !== otherId && e.adminId !== userId,
      ),
    ).toEqual([]);
  });

  it("records an admin's action refused by a rule: removing its own admin rights, deleting itself", async () => {
    expect((await admin.request('PUT', `/api/admin/users/${adminId}`, { isAdmin: false })).status).toBe(400);
    expect((await admin.request('DELETE', `/api/admin/users/${adminId}`)).status).toBe(400);
    const refused = (await auditEntries()).filter(
      (e) => e.adminId === adminId && e.action.endsWith('.refused'),
    );
    expect(refused.map((e) => [e.action, e.targetType, e.targetId]).sort()).toEqual([
      ['user.delete.refused', 'user', String(adminId)],
      ['user.update.refused', 'user', String(adminId)],
    ]);
    expect(refused.every((e) => typeof (e.details as { reason?: unknown }).reason === 'string')).toBe(true);
  });

  it('records the campaigns an admin creates', async () => {
    const res = await admin.post('/api/admin/campaigns/generate', {
      campaignName: 'Autumn letter',
      subdomain: 'mentor',
      campaignSource: 'newsletter',
    });
    expect(res.status).toBe(201);
    const [entry] = (await auditEntries()).filter((e) => e.action === 'campaign.create');
    expect(entry).toMatchObject({
      adminId,
      targetType: 'campaign',
      targetId: String(res.json.id),
      details: {
        campaignName: 'Autumn letter',
        subdomain: 'mentor',
        campaignSource: 'newsletter',
        trackingCode: res.json.trackingCode,
      },
    });
  });
});

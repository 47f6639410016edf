import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPageAnalytics, rateLimits, trackingCampaigns } from '../../src/server/db/schema/index.js';
import { attemptRowKey } from '../../src/server/http/brute-force.js';
import { visitorIpHash } from '../../src/server/landing/record-event.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { expectError } from '../helpers/http-assertions.js';

const ADMIN = 'campaigns-boss@example.com';
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp({ config: { ADMIN_EMAILS: [ADMIN] } });
  admin = t.client();
  await admin.register({ username: ADMIN });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const rowsOf = (ip: string) =>
  t.database.db
    .select()
    .from(landingPageAnalytics)
    .where(eq(landingPageAnalytics.visitorIp, visitorIpHash(t.config.sessionSecret, ip)));

async function campaign(subdomain = 'my', campaignName = 'Autumn radio', campaignSource = 'radio') {
  const res = await admin.post('/api/admin/campaigns/generate', { campaignName, subdomain, campaignSource });
  expect(res.status, res.body).toBe(201);
  return res.json as { trackingCode: string; fullUrl: string; id: number };
}

async function analytics() {
  const res = await admin.get('/api/admin/analytics/landing-pages');
  expect(res.status, res.body).toBe(200);
  return res.json;
}

describe('recording landing-page visits and clicks', () => {
  it('stores a visit with the IP only as a salted hash, the referrer as host and path, and the campaign', async () => {
    const { trackingCode } = await campaign('your', 'Library flyers', 'flyer');
    const ip = '10.40.0.1';
    const res = await t
      .client(ip)
      .post(
        '/api/landing/visits',
        { page: 'your', trackingCode, referrer: 'https://www.example.org/news/story?q=lonely+at+night#top' },
        { 'user-agent': 'TestBrowser/1.0' },
      );
    expect(res.status, res.body).toBe(200);
    expect(res.json).toEqual({ tracked: true });
    const [row] = await rowsOf(ip);
    expect(row).toMatchObject({
      subdomain: 'your',
      clickType: 'visit',
      conversionStatus: 'visit',
      referrer: 'www.example.org/news/story',
      userAgent: 'TestBrowser/1.0',
      trackingCode,
      campaignName: 'Library flyers',
      campaignSource: 'flyer',
      userId: null,
    });
    // The stored value is the HMAC of the address with the server's secret: neither the address nor
    // a hash anyone could compute without the secret.
    expect(row?.visitorIp).toMatch(/^visitor:[\w-]{43}$/);
    const everything = JSON.stringify(await t.database.db.select().from(landingPageAnalytics));
    expect(everything).not.toContain(ip);
  });

  it('keeps an unknown tracking code out of the row, and refuses a malformed one or an unknown page', async () => {
    const ip = '10.40.0.2';
    expect(
      (await t.client(ip).post('/api/landing/clicks', { page: 'mentor', trackingCode: 'nosuchcode' })).status,
    ).toBe(200);
    const [row] = await rowsOf(ip);
    expect(row).toMatchObject({ clickType: 'click', trackingCode: null, referrer: null });
    const bad = await t
      .client(ip)
      .post('/api/landing/visits', { page: 'mentor', trackingCode: 'DROP TABLE' });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.json.fields).toHaveProperty('trackingCode');
    expectError(await t.client(ip).post('/api/landing/visits', { page: 'their' }), 400, 'VALIDATION_ERROR');
  });

  it.each([
    ['DNT', { dnt: '1' }],
    ['Sec-GPC', { 'sec-gpc': '1' }],
  ])(
    'a visitor sending %s is only counted: no address, referrer, browser or campaign',
    async (_, headers) => {
      const { trackingCode } = await campaign('mentor', 'Podcast', 'podcast');
      const before = await analytics();
      const client = t.client('10.41.0.1');
      const body = { page: 'mentor', trackingCode, referrer: 'https://news.example.com/a' };
      const visit = await client.post('/api/landing/visits', body, {
        ...headers,
        'user-agent': 'Private/1.0',
      });
      expect(visit.json).toEqual({ tracked: false });
      await client.post('/api/landing/clicks', body, headers);
      const rows = await t.database.db
        .select()
        .from(landingPageAnalytics)
        .where(eq(landingPageAnalytics.userAgent, 'Private/1.0'));
      expect(rows).toEqual([]);
      const after = await analytics();
      expect(after.summary.mentor.visits).toBe(before.summary.mentor.visits + 1);
      expect(after.summary.mentor.clicks).toBe(before.summary.mentor.clicks + 1);
      const mine = after.trackingCampaigns.find(
        (c: { trackingCode: string }) => c.trackingCode === trackingCode,
      );
      expect(mine).toMatchObject({ visits: 0, clicks: 0 });
      // Registering with the campaign's attribution while asking not to be tracked is no signup of it.
      const signedUp = await t.client('10.41.0.2').post(
        '/api/register',
        {
          username: `private-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'correct horse battery',
          securityQuestion: 'What was the name of your first pet?',
          securityAnswer: 'Biscuit',
          landingPage: 'mentor',
          trackingCode,
        },
        headers,
      );
      expect(signedUp.status).toBe(201);
      const rows2 = await t.database.db
        .select()
        .from(landingPageAnalytics)
        .where(eq(landingPageAnalytics.userId, signedUp.json.id));
      expect(rows2).toEqual([]);
    },
  );

  it('takes one attempt per event from the IP, atomically: of 70 at once exactly 60 are stored', async () => {
    const ip = '10.42.0.1';
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        t.client(ip).post(i % 2 ? '/api/landing/clicks' : '/api/landing/visits', { page: 'my' }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers.find((r) => r.status === 429);
    if (refused) expectError(refused, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf(ip)).toHaveLength(60);
    // The counter's key is a salted hash too.
    const key = attemptRowKey(t.config.sessionSecret, ['landingIp', ip]);
    const [counter] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(counter?.points).toBe(60);
    expect(key).not.toContain(ip);
    // Another address is not held back.
    expect((await t.client('10.42.0.2').post('/api/landing/visits', { page: 'my' })).status).toBe(200);
  });
});

describe('attribution from a campaign visit to a subscription', () => {
  it('counts visit -> click -> signup -> subscription once each, for the page and the campaign', async () => {
    const { trackingCode } = await campaign('my', 'Evening radio', 'radio');
    const before = await analytics();
    const visitor = t.client('10.43.0.1');
    const event = { page: 'my', trackingCode, referrer: 'https://radio.example.net/show' };
    expect((await visitor.post('/api/landing/visits', event)).status).toBe(200);
    expect((await visitor.post('/api/landing/clicks', { page: 'my', trackingCode })).status).toBe(200);
    const { user } = await visitor.register({ landingPage: 'my', trackingCode });
    const [signup] = await t.database.db
      .select()
      .from(landingPageAnalytics)
      .where(eq(landingPageAnalytics.userId, user.id));
    expect(signup).toMatchObject({
      clickType: 'signup',
      conversionStatus: 'signup',
      subdomain: 'my',
      trackingCode,
      campaignName: 'Evening radio',
      campaignSource: 'radio',
      leadToSubscription: false,
    });

    expect((await buy(visitor, 'basic')).status).toBe(200);
    // A later change of plan is the same subscriber: not counted again.
    const change = await visitor.post('/api/subscription/change-plan', { plan: 'premium' });
    expect(change.status, change.body).toBe(200);

    const after = await analytics();
    const mine = after.trackingCampaigns.find(
      (c: { trackingCode: string }) => c.trackingCode === trackingCode,
    );
    expect(mine).toMatchObject({ visits: 1, clicks: 1, signups: 1, subscriptions: 1 });
    expect(after.summary.my).toEqual({
      visits: before.summary.my.visits + 1,
      clicks: before.summary.my.clicks + 1,
      signups: before.summary.my.signups + 1,
      subscriptions: before.summary.my.subscriptions + 1,
    });
    const [marked] = await t.database.db
      .select()
      .from(landingPageAnalytics)
      .where(eq(landingPageAnalytics.userId, user.id));
    expect(marked).toMatchObject({ leadToSubscription: true, conversionStatus: 'subscription' });
  });

  it('a registration without a landing page is no signup of any page', async () => {
    const before = await analytics();
    const client = t.client('10.43.0.2');
    const { user } = await client.register();
    expect((await buy(client, 'premium')).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(landingPageAnalytics)
      .where(eq(landingPageAnalytics.userId, user.id));
    expect(rows).toEqual([]);
    expect((await analytics()).summary).toEqual(before.summary);
  });
});

describe('the admin calls', () => {
  it('generate a unique tracking code and the full link to the landing page', async () => {
    const a = await campaign('mentor', 'Careers fair', 'event');
    const b = await campaign('mentor', 'Careers fair', 'event');
    expect(a.trackingCode).toMatch(/^[a-z0-9]{10}$/);
    expect(b.trackingCode).not.toBe(a.trackingCode);
    expect(a.fullUrl).toBe(`http://localhost:80/lp/mentor?ref=${a.trackingCode}`);
    const [row] = await t.database.db
      .select()
      .from(trackingCampaigns)
      .where(eq(trackingCampaigns.trackingCode, a.trackingCode));
    expect(row).toMatchObject({ campaignName: 'Careers fair', subdomain: 'mentor', campaignSource: 'event' });
    expect(row?.createdBy).toBeTypeOf('number');
  });

  it.each([
    [{ campaignName: ' ', subdomain: 'my', campaignSource: 'radio' }, 'campaignName'],
    [{ campaignName: 'x', subdomain: '', campaignSource: 'radio' }, 'subdomain'],
    [{ campaignName: 'x', subdomain: 'my' }, 'campaignSource'],
  ])('refuse a campaign missing a field with "Please fill in all campaign fields"', async (body, field) => {
    const res = await admin.post('/api/admin/campaigns/generate', body);
    expectError(res, 400, 'VALIDATION_ERROR', 'Please fill in all campaign fields');
    expect(res.json.fields[field]).toBe('Please fill in all campaign fields');
  });

  it('answer the analytics in the documented shape, with two top referrers cut to 40 characters', async () => {
    const long = `https://${'a'.repeat(30)}.example.com/a/very/long/path/to/a/post`;
    const visits = [
      ...Array.from({ length: 3 }, () => long),
      ...Array.from({ length: 2 }, () => 'https://second.example.com/'),
      'https://third.example.com/',
    ];
    for (const [i, referrer] of visits.entries()) {
      const res = await t.client(`10.44.0.${i + 1}`).post('/api/landing/visits', { page: 'your', referrer });
      expect(res.status).toBe(200);
    }
    const body = await analytics();
    expect(Object.keys(body).sort()).toEqual(['details', 'summary', 'trackingCampaigns']);
    for (const page of ['my', 'your', 'mentor']) {
      expect(Object.keys(body.summary[page]).sort()).toEqual([
        'clicks',
        'signups',
        'subscriptions',
        'visits',
      ]);
      expect(body.details[page].topReferrers.length).toBeLessThanOrEqual(2);
    }
    expect(body.details.your.topReferrers).toEqual([
      { referrer: `${'a'.repeat(30)}.example.c`, campaignSource: null, count: 3 },
      { referrer: 'second.example.com', campaignSource: null, count: 2 },
    ]);
    expect(body.details.your.topReferrers[0].referrer).toHaveLength(40);
    const first = body.trackingCampaigns[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'campaignName',
        'campaignSource',
        'clicks',
        'createdAt',
        'createdBy',
        'fullUrl',
        'id',
        'signups',
        'subdomain',
        'subscriptions',
        'trackingCode',
        'visits',
      ].sort(),
    );
  });

  it('are for admins only: 401 for a guest, 403 for a signed-in user', async () => {
    const guest = t.client();
    expectError(await guest.get('/api/admin/analytics/landing-pages'), 401, 'UNAUTHORIZED');
    const body = { campaignName: 'x', subdomain: 'my', campaignSource: 'y' };
    expectError(await guest.post('/api/admin/campaigns/generate', body), 401, 'UNAUTHORIZED');
    const user = t.client();
    await user.register();
    expectError(await user.get('/api/admin/analytics/landing-pages'), 403, 'FORBIDDEN');
    expectError(await user.post('/api/admin/campaigns/generate', body), 403, 'FORBIDDEN');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const defaults = {
  enableTranscriptions: false,
  genderPreference: null,
  onboardingCompleted: false,
  notificationsEnabled: false,
  timeZone: null,
  interfaceLanguage: null,
};

async function signedIn(): Promise<TestClient> {
  const client = t.client();
  await client.register();
  return client;
}

describe('GET /api/user/settings', () => {
  it('answers the defaults for a new account, not cached', async () => {
    const client = await signedIn();
    const res = await client.get('/api/user/settings');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(defaults);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/api/user/settings');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });
});

describe('POST /api/user/settings', () => {
  it('saves the full object the client sends', async () => {
    const client = await signedIn();
    const full = {
      enableTranscriptions: true,
      genderPreference: 'female',
      onboardingCompleted: true,
      notificationsEnabled: true,
      timeZone: 'Europe/Berlin',
      interfaceLanguage: 'ja',
    };
    const res = await client.post('/api/user/settings', full);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(full);
    expect((await client.get('/api/user/settings')).json).toEqual(full);
  });

  it('merges partial updates and keeps the rest', async () => {
    const client = await signedIn();
    const first = await client.post('/api/user/settings', { enableTranscriptions: true });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ ...defaults, enableTranscriptions: true });

    const second = await client.post('/api/user/settings', {
      genderPreference: 'neutral',
      timeZone: 'Asia/Tokyo',
    });
    expect(second.status).toBe(200);
    expect(second.json).toEqual({
      ...defaults,
      enableTranscriptions: true,
      genderPreference: 'neutral',
      timeZone: 'Asia/Tokyo',
    });

    const third = await client.post('/api/user/settings', {
      enableTranscriptions: false,
      onboardingCompleted: true,
    });
    expect(third.json).toEqual({
      ...defaults,
      genderPreference: 'neutral',
      timeZone: 'Asia/Tokyo',
      onboardingCompleted: true,
    });

    // An empty update changes nothing.
    const empty = await client.post('/api/user/settings', {});
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual(third.json);

    // Persisted: visible from a new sign-in as well.
    expect((await client.get('/api/user/settings')).json).toEqual(third.json);
  });

  it('persists across sessions', async () => {
    const owner = t.client();
    const { username, password } = await owner.register();
    await owner.post('/api/user/settings', { genderPreference: 'male', onboardingCompleted: true });
    const other = t.client();
    expect((await other.post('/api/login', { username, password })).status).toBe(200);
    expect((await other.get('/api/user/settings')).json).toEqual({
      ...defaults,
      genderPreference: 'male',
      onboardingCompleted: true,
    });
  });

  it('null clears the gender preference and the time zone', async () => {
    const client = await signedIn();
    await client.post('/api/user/settings', { genderPreference: 'female', timeZone: 'America/New_York' });
    const res = await client.post('/api/user/settings', { genderPreference: null, timeZone: null });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(defaults);
    expect((await client.get('/api/user/settings')).json).toEqual(defaults);
  });

  it('keeps the interface language chosen, clears it with null, and refuses one that is not offered', async () => {
    const client = await signedIn();
    const chosen = await client.post('/api/user/settings', { interfaceLanguage: 'he' });
    expect([chosen.status, chosen.json.interfaceLanguage]).toEqual([200, 'he']);
    expect((await client.get('/api/user/settings')).json).toEqual({ ...defaults, interfaceLanguage: 'he' });
    const refused = await client.post('/api/user/settings', { interfaceLanguage: 'pt' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.fields)).toEqual(['interfaceLanguage']);
    expect((await client.get('/api/user/settings')).json.interfaceLanguage).toBe('he');
    const cleared = await client.post('/api/user/settings', { interfaceLanguage: null });
    expect(cleared.json).toEqual(defaults);
  });

  it.each(['male', 'female', 'neutral'])('accepts genderPreference %s', async (genderPreference) => {
    const client = await signedIn();
    const res = await client.post('/api/user/settings', { genderPreference });
    expect(res.status).toBe(200);
    expect(res.json.genderPreference).toBe(genderPreference);
  });

  it.each(['UTC', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Pacific/Chatham'])(
    'accepts the time zone %s',
    async (timeZone) => {
      const client = await signedIn();
      const res = await client.post('/api/user/settings', { timeZone });
      expect(res.status).toBe(200);
      expect(res.json.timeZone).toBe(timeZone);
      expect((await client.get('/api/user/settings')).json.timeZone).toBe(timeZone);
    },
  );

  it.each([
    ['enableTranscriptions', 'yes'],
    ['enableTranscriptions', 1],
    ['enableTranscriptions', null],
    ['onboardingCompleted', 'true'],
    ['notificationsEnabled', 0],
    ['genderPreference', 'other'],
    ['genderPreference', 'MALE'],
    ['genderPreference', ''],
    ['genderPreference', 5],
    ['timeZone', 42],
    ['timeZone', false],
    ['timeZone', `Europe/${'x'.repeat(70)}`],
  ])('refuses %s = %j with 400 and a field message, saving nothing', async (field, value) => {
    const client = await signedIn();
    await client.post('/api/user/settings', { onboardingCompleted: true });
    const companion =
      field === 'notificationsEnabled' ? { enableTranscriptions: true } : { notificationsEnabled: true };
    const res = await client.post('/api/user/settings', { ...companion, [field]: value });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json.fields)).toEqual([field]);
    expect(res.json.fields[field]).toEqual(expect.any(String));
    expect(res.json.message).toBe(res.json.fields[field]);
    // The valid field sent with it was not saved either.
    expect((await client.get('/api/user/settings')).json).toEqual({ ...defaults, onboardingCompleted: true });
  });

  // US/Pacific-New is known to Node but not to Postgres; Factory to Postgres but not to Node.
  it.each([
    'Mars/Olympus_Mons',
    'Europe/Atlantis',
    'GMT+25',
    'not a zone',
    '../etc/passwd',
    'US/Pacific-New',
    'Factory',
  ])('refuses the time zone %j with "Unknown time zone"', async (timeZone) => {
    const client = await signedIn();
    const res = await client.post('/api/user/settings', { timeZone });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Unknown time zone',
      fields: { timeZone: 'Unknown time zone' },
    });
    expect((await client.get('/api/user/settings')).json.timeZone).toBeNull();
  });

  it('refuses an empty time zone (null is the way to say "unknown")', async () => {
    const client = await signedIn();
    const res = await client.post('/api/user/settings', { timeZone: '' });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ timeZone: 'Unknown time zone' });
    expect((await client.get('/api/user/settings')).json.timeZone).toBeNull();
  });

  it.each([
    [{ theme: 'dark' }],
    [{ enableTranscriptions: true, isAdmin: true }],
    [{ subscriptionType: 'premium' }],
    [{ settings: { enableTranscriptions: true } }],
  ])('refuses unknown keys %j and saves nothing', async (body) => {
    const client = await signedIn();
    const res = await client.post('/api/user/settings', body);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('VALIDATION_ERROR');
    expect(res.json.message).toEqual(expect.any(String));
    expect((await client.get('/api/user/settings')).json).toEqual(defaults);
    const me = await client.get('/api/user');
    expect(me.json.isAdmin).toBe(false);
    expect(me.json.subscriptionType).toBe('free');
  });

  it('names the unknown key in the answer instead of calling the body missing', async () => {
    const client = await signedIn();
    const res = await client.post('/api/user/settings', { enableTranscriptions: true, theme: 'dark' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('VALIDATION_ERROR');
    expect(res.json.message).not.toBe('The request body is missing or is not a JSON object.');
    expect(JSON.stringify(res.json)).toContain('theme');
  });

  it('refuses a __proto__ key', async () => {
    const client = await signedIn();
    const res = await client.post('/api/user/settings', '{"__proto__":{"enableTranscriptions":true}}', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect((await client.get('/api/user/settings')).json).toEqual(defaults);
    expect(({} as Record<string, unknown>).enableTranscriptions).toBeUndefined();
  });

  it('refuses a body that is not an object', async () => {
    const client = await signedIn();
    for (const body of [[], 'enableTranscriptions', 7]) {
      const res = await client.post('/api/user/settings', JSON.stringify(body), {
        'content-type': 'application/json',
      });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('VALIDATION_ERROR');
    }
    expect((await client.get('/api/user/settings')).json).toEqual(defaults);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/api/user/settings', { enableTranscriptions: true });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('UNAUTHORIZED');
  });

  it('keeps every field of 10 concurrent partial updates', async () => {
    const client = await signedIn();
    const updates: Record<string, unknown>[] = [
      { enableTranscriptions: true },
      { genderPreference: 'male' },
      { onboardingCompleted: true },
      { notificationsEnabled: true },
      { timeZone: 'Australia/Sydney' },
      { interfaceLanguage: 'ar' },
      { genderPreference: 'male' },
      { onboardingCompleted: true },
      { timeZone: 'Australia/Sydney' },
      { notificationsEnabled: true },
    ];
    const answers = await Promise.all(
      updates.map((u, i) =>
        i === 9 ? client.post('/api/user/notification-settings', u) : client.post('/api/user/settings', u),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(updates.map(() => 200));
    expect((await client.get('/api/user/settings')).json).toEqual({
      enableTranscriptions: true,
      genderPreference: 'male',
      onboardingCompleted: true,
      notificationsEnabled: true,
      timeZone: 'Australia/Sydney',
      interfaceLanguage: 'ar',
    });
  });

  it('keeps two users’ settings apart', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await alice.post('/api/user/settings', { enableTranscriptions: true, timeZone: 'Europe/Paris' });
    expect((await bob.get('/api/user/settings')).json).toEqual(defaults);

    await bob.post('/api/user/settings', { genderPreference: 'male' });
    expect((await alice.get('/api/user/settings')).json).toEqual({
      ...defaults,
      enableTranscriptions: true,
      timeZone: 'Europe/Paris',
    });
    expect((await bob.get('/api/user/settings')).json).toEqual({ ...defaults, genderPreference: 'male' });

    // There is no way to name another user: ids in the query or body are ignored or refused.
    const aliceId = (await alice.get('/api/user')).json.id;
    const byQuery = await bob.get(`/api/user/settings?userId=${aliceId}`);
    expect(byQuery.json).toEqual({ ...defaults, genderPreference: 'male' });
    const byBody = await bob.post('/api/user/settings', { userId: aliceId, enableTranscriptions: false });
    expect(byBody.status).toBe(400);
    expect(await alice.get('/api/user/settings').then((r) => r.json.enableTranscriptions)).toBe(true);
  });
});

describe('POST /api/user/notification-settings', () => {
  it('turns notifications on and off and answers the settings', async () => {
    const client = await signedIn();
    await client.post('/api/user/settings', { enableTranscriptions: true });
    const on = await client.post('/api/user/notification-settings', { notificationsEnabled: true });
    expect(on.status).toBe(200);
    expect(on.json).toEqual({ ...defaults, enableTranscriptions: true, notificationsEnabled: true });
    expect((await client.get('/api/user/settings')).json.notificationsEnabled).toBe(true);

    const off = await client.post('/api/user/notification-settings', { notificationsEnabled: false });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ ...defaults, enableTranscriptions: true });
  });

  it('changes nothing but notificationsEnabled', async () => {
    const client = await signedIn();
    const res = await client.post('/api/user/notification-settings', {
      notificationsEnabled: true,
      enableTranscriptions: true,
      genderPreference: 'female',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...defaults, notificationsEnabled: true });
    const saved = (await client.get('/api/user/settings')).json;
    expect(saved.enableTranscriptions).toBe(false);
    expect(saved.genderPreference).toBeNull();
  });

  it.each([
    [{}],
    [{ notificationsEnabled: 'true' }],
    [{ notificationsEnabled: null }],
    [{ notificationsEnabled: 1 }],
  ])('refuses %j with 400 fields.notificationsEnabled', async (body) => {
    const client = await signedIn();
    const res = await client.post('/api/user/notification-settings', body);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json.fields)).toEqual(['notificationsEnabled']);
    expect((await client.get('/api/user/settings')).json).toEqual(defaults);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/api/user/notification-settings', { notificationsEnabled: true });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });
});

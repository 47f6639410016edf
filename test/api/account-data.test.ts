import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_FORMAT, accountExportSchema } from '../../src/contract/privacy.js';
import { contactTickets, rateLimits } from '../../src/server/db/schema/index.js';
import { attemptRowKey } from '../../src/server/http/brute-force.js';
import { fillAccount, rowsOfUser, schemaTables, tableCount } from '../helpers/account-rows.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A registered, signed-in user whose every table holds something. */
async function filledUser(tag: string) {
  const client = t.client();
  const credentials = await client.register();
  const userId: number = credentials.user.id;
  await fillAccount(t.database.db, userId, tag);
  return { client, credentials, userId };
}

describe('GET /api/user/export', () => {
  it('answers one JSON file to download with everything the account holds, and no secrets', async () => {
    const { client, credentials, userId } = await filledUser('ann');
    await filledUser('bob');
    expect((await client.post('/api/user/settings', { timeZone: 'Europe/Paris' })).status).toBe(200);

    const res = await client.get('/api/user/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="voxpert-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = accountExportSchema.parse(res.json);
    expect(data.format).toBe(ACCOUNT_EXPORT_FORMAT);
    expect(data.account).toMatchObject({
      id: userId,
      username: credentials.username,
      firstName: 'Ada',
      securityQuestion: 'What was the name of your first pet?',
    });
    expect(data.settings.timeZone).toBe('Europe/Paris');
    expect(data.usage).toMatchObject({ conversations: 1, messages: 2 });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]?.messages.map((m) => [m.from, m.content])).toEqual([
      ['you', 'Hello from ann'],
      ['expert', 'Hi ann, how can I help?'],
    ]);
    // The transcript is plain text, as the conversation export writes it.
    expect(data.transcripts).toHaveLength(1);
    expect(data.transcripts[0]).toMatch(
      /^Voxpert conversation with .+\n\n\[\d\d:\d\d\] You: Hello from ann\n/,
    );
    expect(data.assistantThreads[0]?.messages[0]?.content).toBe('Plan ann');
    expect(data.reminders.map((r) => r.title)).toEqual(['Call ann']);
    expect(data.reminderFollowUps.map((f) => [f.reminderId, f.text])).toEqual([
      [data.reminders[0]?.id, "It's time to call ann."],
    ]);
    expect(data.memory).toMatchObject({ enabled: true, facts: [{ kind: 'family', text: 'my sister ann' }] });
    expect(data.subscriptions).toMatchObject([{ plan: 'basic', status: 'canceled', cardLast4: '4242' }]);
    expect(data.checkouts).toMatchObject([{ plan: 'premium', usedAt: null }]);
    expect(data.stripeCustomerId).toBe('cus_ann');
    expect(data.pushSubscriptions).toMatchObject([{ service: 'https://push.example.com' }]);
    expect(data.sessions).toHaveLength(1);
    expect(data.profilePicture).toEqual({
      picture: `data:image/webp;base64,${Buffer.from('RIFF....WEBP face ann').toString('base64')}`,
      updatedAt: expect.any(String),
    });
    // The own voice with the recording it was made from, the audio itself in the file.
    expect(data.ownVoice).toMatchObject({ providerVoiceId: 'voice-ann', consentText: 'I, ann, agree' });
    expect(data.ownVoice?.recordings.map((r) => [r.kind, r.audio])).toEqual([
      ['consent', `data:audio/webm;base64,${Buffer.from('webm consent of ann').toString('base64')}`],
    ]);
    expect(data.voiceAvatars).toEqual([
      {
        voiceId: 'echo',
        customName: 'Avatar ann',
        picture: `data:image/webp;base64,${Buffer.from('RIFF....WEBP ann').toString('base64')}`,
        updatedAt: expect.any(String),
      },
    ]);
    expect(data.files).toEqual([
      {
        id: expect.any(Number),
        name: 'letter-ann.pdf',
        kind: 'pdf',
        mimeType: 'application/pdf',
        size: 1234,
        uploadedAt: expect.any(String),
        conversationId: data.conversations[0]?.id,
      },
    ]);

    expect(data.supportMessages).toEqual([
      {
        id: expect.any(Number),
        message: 'A question from ann',
        status: 'new',
        createdAt: expect.any(String),
        replies: [
          {
            id: expect.any(Number),
            message: 'An answer for ann',
            createdAt: expect.any(String),
            unread: true,
          },
        ],
      },
    ]);

    // Nothing of another user, and none of the secrets.
    const text = res.body;
    expect(text).not.toContain('bob');
    for (const secret of [
      'argon2',
      'checkout-hash-ann',
      'secret-token',
      'p256dh-ann',
      'auth-ann',
      'Biscuit',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(password|securityAnswer|tokenHash|secretHash|p256dh|auth)"/);
  });

  it('is for signed-in users only', async () => {
    expectError(await t.client().get('/api/user/export'), 401, 'UNAUTHORIZED');
  });

  it('allows 5 downloads an hour per account, counted in the database by a hashed key', async () => {
    const { client, userId } = await filledUser('cal');
    for (let i = 0; i < 5; i++) expect((await client.get('/api/user/export')).status).toBe(200);
    const refused = await client.get('/api/user/export');
    expectError(refused, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const key = attemptRowKey(t.config.sessionSecret, ['dataExportUser', String(userId)]);
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.find((r) => r.key === key)?.points).toBe(5);
    // Another account is not affected.
    const other = await filledUser('dee');
    expect((await other.client.get('/api/user/export')).status).toBe(200);
  });
});

describe('deleting the account removes every row it owns', () => {
  it('knows every table: each one either holds rows of a user or none', () => {
    // A new table must be added to one of these lists, and, if it holds a user's rows, to
    // fillAccount and rowsOfUser, so that deletion and export are decided for it.
    const ofUser = [
      'assistant_messages',
      'assistant_threads',
      'billing_checkouts',
      'contact_tickets',
      'conversations',
      'documents',
      'idempotency_keys',
      'landing_page_analytics',
      'memory_fact_sources',
      'memory_facts',
      'memory_settings',
      'messages',
      'profile_pictures',
      'push_subscriptions',
      'reminder_follow_ups',
      'reminders',
      'sessions',
      'stripe_customers',
      'subscriptions',
      'ticket_replies',
      'tracking_campaigns',
      'upload_claims',
      'users',
      'voice_avatars',
      'voice_clone_recordings',
      'voice_clones',
    ];
    /**
     * Not linked to an account: shared figures, secrets of the server, or
     * (the audit log) the record of what admins did, kept by the admin's name when their account goes,
     * or (used trial e-mails) a salted hash of a deleted account's address, so it gets one trial.
     */
    const ofNobody = [
      'admin_audit_log',
      'api_usage',
      'app_secrets',
      'hosting_usage',
      'rate_limits',
      'safety_events',
      'stripe_events',
      'used_trial_emails',
    ];
    expect(schemaTables()).toEqual([...ofUser, ...ofNobody].sort());
  });

  it('counts rows per table before and after: the user has none left, other users keep theirs', async () => {
    const db = t.database.db;
    const ann = await filledUser('erin');
    const bob = await filledUser('finn');
    // A second signed-in browser of Ann's, and a download that leaves a counter of hers.
    expect((await t.client().post('/api/login', ann.credentials)).status).toBe(200);
    expect((await ann.client.get('/api/user/export')).status).toBe(200);
    await db
      .insert(contactTickets)
      .values({ name: 'Erin', email: ann.credentials.username, message: 'Hello there!' });

    const before = await rowsOfUser(db, ann.userId);
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);
    expect(before.sessions).toBe(2);
    const bobBefore = await rowsOfUser(db, bob.userId);
    const totals = Object.fromEntries(
      await Promise.all(schemaTables().map(async (n) => [n, await tableCount(db, n)])),
    );
    const exportKey = attemptRowKey(t.config.sessionSecret, ['dataExportUser', String(ann.userId)]);
    expect((await db.select().from(rateLimits)).some((r) => r.key === exportKey)).toBe(true);

    const res = await ann.client.post('/api/user/delete', { password: ann.credentials.password });
    expect(res.status).toBe(200);

    const after = await rowsOfUser(db, ann.userId);
    expect(Object.entries(after).filter(([, n]) => n !== 0)).toEqual([]);
    expect(await rowsOfUser(db, bob.userId)).toEqual(bobBefore);
    // Each table lost exactly Ann's rows; campaigns, analytics and messages to support (with their
    // answers) keep theirs without her id.
    const keptWithoutUser = new Set([
      'tracking_campaigns',
      'landing_page_analytics',
      'contact_tickets',
      'ticket_replies',
    ]);
    for (const table of schemaTables()) {
      const expected =
        table === 'rate_limits' || keptWithoutUser.has(table)
          ? totals[table]
          : totals[table] - (before[table] ?? 0);
      if (table === 'rate_limits') continue;
      expect(await tableCount(db, table), table).toBe(expected);
    }
    expect((await db.select().from(rateLimits)).some((r) => r.key === exportKey)).toBe(false);
    // Messages to support stay, unlinked (one sent signed out with her address never was linked).
    expect(await tableCount(db, 'contact_tickets')).toBe(totals.contact_tickets);
    expect(await tableCount(db, 'ticket_replies')).toBe(totals.ticket_replies);
    expectError(await ann.client.get('/api/user/export'), 401, 'UNAUTHORIZED');
  });
});

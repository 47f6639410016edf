import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/accounts/admins.js';
import { type FakeSmtp, startFakeSmtp } from '../fake-smtp/server.js';
import { startTestApp, type TestApp, type TestClient, testClock } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

const clock = testClock(new Date('2031-05-02T09:30:00Z'));
let smtp: FakeSmtp;
let t: TestApp;
let admin: TestClient;

/** The body of a received message, its quoted-printable soft breaks and escapes undone. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestApp({
    clock: clock.now,
    config: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Voxpert Support <help@voxpert.example>',
      PUBLIC_URL: 'https://voxpert.example',
    },
  });
  admin = t.client();
  const made = await admin.register({ firstName: 'Staff', lastName: 'Member' });
  await setAdmin(t.database.db, [made.username], true);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const reply = (ticketId: number, message: unknown) =>
  admin.post(`/api/admin/contact-tickets/${ticketId}/replies`, { message });

describe('staff answers to contact tickets', () => {
  it('a signed-in person reads the answer in the app, and gets it by e-mail; seen once, it is no longer unread', async () => {
    const person = t.client();
    const { username } = await person.register({ firstName: 'Ada', lastName: 'Lovelace' });
    const sent = await person.post('/api/contact', {
      name: 'Ada Lovelace',
      email: username,
      message: 'My reminders do not ring on my phone.\nCan you help?',
    });
    expect(sent.status).toBe(200);
    const ticketId = sent.json.id as number;

    const before = await person.get('/api/support/messages');
    expect(before.status).toBe(200);
    expect(before.json.unread).toBe(0);
    expect(before.json.threads).toHaveLength(1);
    expect(before.json.threads[0]).toMatchObject({ id: ticketId, status: 'new', replies: [] });

    clock.advance(60_000);
    const answered = await reply(ticketId, '  Please allow notifications in your browser settings.  ');
    expect(answered.status).toBe(200);
    expect(answered.json.deliveredBy).toEqual(['app', 'email']);
    expect(answered.json.emailError).toBeNull();
    expect(answered.json.reply).toMatchObject({
      message: 'Please allow notifications in your browser settings.',
      readAt: null,
    });
    expect(answered.json.reply.emailedAt).not.toBeNull();
    // The first answer moves a new ticket on and stamps when it was answered.
    expect(answered.json.ticket).toMatchObject({ status: 'in_progress', fromAccount: true, replies: 1 });
    expect(answered.json.ticket.respondedAt).toBe(clock.now().toISOString());

    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual([username]);
    expect(mail?.from).toBe('help@voxpert.example');
    expect(mail?.raw).toContain('Subject: Re: your message to Voxpert');
    const text = bodyOf(mail?.raw ?? '');
    expect(text).toContain('Hello Ada Lovelace,');
    expect(text).toContain('Please allow notifications in your browser settings.');
    expect(text).toContain('> My reminders do not ring on my phone.\n> Can you help?');
    expect(text).toContain('https://voxpert.example/contact#your-messages');

    const after = await person.get('/api/support/messages');
    expect(after.json.unread).toBe(1);
    expect(after.json.threads[0].status).toBe('in_progress');
    expect(after.json.threads[0].replies).toEqual([
      expect.objectContaining({
        message: 'Please allow notifications in your browser settings.',
        unread: true,
      }),
    ]);
    const read = await person.post('/api/support/messages/read', {});
    expect(read.status).toBe(200);
    expect((await person.get('/api/support/messages')).json.unread).toBe(0);

    // The console sees that it was read, and by whom it was written.
    const listed = await admin.get(`/api/admin/contact-tickets/${ticketId}/replies`);
    expect(listed.status).toBe(200);
    expect(listed.json.replies).toHaveLength(1);
    expect(listed.json.replies[0].readAt).not.toBeNull();
    expect(listed.json.replies[0].author).toBeTruthy();

    // Nobody else reads it.
    const other = t.client();
    await other.register();
    expect((await other.get('/api/support/messages')).json).toEqual({ threads: [], unread: 0 });
    expect((await t.client().get('/api/support/messages')).status).toBe(401);
  });

  it('a message sent without an account is answered by e-mail only; a refused e-mail keeps the answer and says so', async () => {
    const sent = await t.client().post('/api/contact', {
      name: 'Grace',
      email: 'grace@example.com',
      message: 'Do you have a plan for schools?',
    });
    const ticketId = sent.json.id as number;
    const first = await reply(ticketId, 'Not yet, but we will write to you when we do.');
    expect(first.json.deliveredBy).toEqual(['email']);
    expect(first.json.ticket.fromAccount).toBe(false);
    expect(bodyOf(smtp.received.at(-1)?.raw ?? '')).not.toContain('read this answer in the app');

    smtp.refuseWith = 'Mailbox full';
    try {
      const second = await reply(ticketId, 'One more thing: the school plan is coming in spring.');
      expect(second.status).toBe(200);
      expect(second.json.deliveredBy).toEqual([]);
      expect(second.json.emailError).toBe('The e-mail could not be sent; the answer is saved.');
      expect(second.json.reply.emailedAt).toBeNull();
    } finally {
      smtp.refuseWith = null;
    }
    const listed = await admin.get(`/api/admin/contact-tickets/${ticketId}/replies`);
    expect(listed.json.replies.map((r: { message: string }) => r.message)).toEqual([
      'Not yet, but we will write to you when we do.',
      'One more thing: the school plan is coming in spring.',
    ]);
    const tickets = await admin.get('/api/admin/contact-tickets');
    const ticket = tickets.json.tickets.find((x: { id: number }) => x.id === ticketId);
    expect(ticket).toMatchObject({ replies: 2, status: 'in_progress' });
  });

  it('an empty or overlong answer, or an unknown ticket, is refused clearly', async () => {
    const sent = await t.client().post('/api/contact', {
      name: 'Linus',
      email: 'linus@example.com',
      message: 'A question about exports.',
    });
    const empty = await reply(sent.json.id, '   ');
    expectError(empty, 400, 'VALIDATION_ERROR');
    expect(empty.json.fields).toEqual({ message: 'Please write a reply' });
    const long = await reply(sent.json.id, 'x'.repeat(5001));
    expectError(long, 400, 'VALIDATION_ERROR');
    expect(long.json.fields).toEqual({ message: 'A reply must be at most 5000 characters' });
    expectError(await reply(999_999, 'Hello'), 404, 'NOT_FOUND', 'Ticket not found');
    // Nothing was stored for the refused answers.
    expect((await admin.get(`/api/admin/contact-tickets/${sent.json.id}/replies`)).json.replies).toEqual([]);
  });
});

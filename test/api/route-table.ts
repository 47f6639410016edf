import sharp from 'sharp';
import { makeWav } from '../fake-openai/server.js';
import type { TestClient } from '../helpers/app.js';
import { card, cards } from '../helpers/billing.js';
import { multipart } from '../helpers/multipart.js';
import { webhookHeaders } from '../helpers/stripe.js';

/**
 * Who may call what: every route of /api/openapi.json with, for each caller, the answer expected.
 * route-access.test.ts sends each route a minimal valid request as each caller and fails when a
 * route of the document is missing here, or a route here is no longer in the document. The
 * document of the default (sandbox billing) app and that of an app in Stripe mode are both read;
 * a route only Stripe mode has is sent to that app.
 *
 * Callers:
 * - guest: no session. Where a route takes an account's resources, they are user A's.
 * - userA: a Free user acting on their own resources.
 * - userB: another Free user sending user A's ids (conversation, reminder, push endpoint, checkout);
 *   routes about the caller's own account act on B's own. B's answer must never hold A's data.
 * - free, paid (Premium through the sandbox checkout), admin: each on their own resources.
 *
 * 'ok' is any 2xx; a number is that exact status.
 */
export const callers = ['guest', 'userA', 'userB', 'free', 'paid', 'admin'] as const;
export type Caller = (typeof callers)[number];
export type Expected = 'ok' | 400 | 401 | 403 | 404 | 409 | 429 | 503;
export type Expectations = Record<Caller, Expected>;

/** The credentials of whoever sends a request (a guest's were never registered). */
export type Identity = {
  client: TestClient;
  username: string;
  password: string;
  securityAnswer: string;
};

/**
 * A signed-in caller and its resources. Each resource is made on first use and kept; the `new...`
 * ones make another each time (for requests that use one up, such as a delete).
 */
export type Account = Identity & {
  userId: number;
  /** Registers another, unrelated account (for requests that remove one) and answers its id. */
  newUser(): Promise<number>;
  conversation(): Promise<{ id: number; replyId: number }>;
  /** Another conversation (written straight to the database: a Free account starts 2 a day). */
  newConversation(): Promise<number>;
  reminder(): Promise<number>;
  newReminder(): Promise<number>;
  /** A reminder due now (made by form). */
  dueReminder(): Promise<number>;
  /** A remembered fact's id (a new one each time). */
  newMemoryFact(): Promise<number>;
  /** An uploaded text file's id. */
  file(): Promise<number>;
  pushEndpoint(): Promise<string>;
  pushSubscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  newCheckout(): Promise<string>;
  /** The address of the account's own avatar picture (uploaded on first use). */
  avatarImage(): Promise<string>;
};

/** self sends the request; owner's resources are named in it (user A's for guest and userB). */
export type Case = { self: Identity & Partial<Account>; owner: Account };

export type Request = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  /** JSON, or a Buffer sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
};

export type Row = {
  expect: Expectations;
  send: (c: Case) => Request | Promise<Request>;
  /** The request changes the account itself (signs out, deletes, pays): every caller is new for it. */
  fresh?: true;
  /** The request changes every account (signs everyone out): the shared callers are made anew after it. */
  everyone?: true;
};

const all = (expected: Expected): Expectations => ({
  guest: expected,
  userA: expected,
  userB: expected,
  free: expected,
  paid: expected,
  admin: expected,
});
/** Anyone. */
const everyone = all('ok');
/** A signed-in person, about their own account. */
const signedIn: Expectations = { ...everyone, guest: 401 };
/** A signed-in person, about a resource of theirs: another user's id is 404. */
const owned: Expectations = { ...signedIn, userB: 404 };
/** Admins only. */
const adminOnly: Expectations = { ...all(403), guest: 401, admin: 'ok' };
/** Has a paid plan (the Free plan has no subscription to answer or change). */
const subscriber: Expectations = { ...all(404), guest: 401, paid: 'ok' };

const get = (url: string): Request => ({ method: 'GET', url });
const put = (url: string, body: unknown): Request => ({ method: 'PUT', url, body });
const post = (url: string, body?: unknown): Request => ({ method: 'POST', url, body });

/** The sender's own account; a guest has none and names A's. */
const ownAccountOf = (c: Case): Account => (isAccount(c.self) ? c.self : c.owner);
const isAccount = (self: Case['self']): self is Account => typeof self.conversation === 'function';
/** A small JPEG, made once, for the picture uploads. */
let jpeg: Promise<Buffer> | undefined;
export function smallJpeg(): Promise<Buffer> {
  const made =
    jpeg ??
    sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
  jpeg = made;
  return made;
}
/** PUT /api/user/picture with a small JPEG. */
async function pictureUpload(): Promise<Request> {
  const body = multipart([
    { name: 'picture', filename: 'me.jpg', type: 'image/jpeg', data: await smallJpeg() },
  ]);
  return { method: 'PUT', url: '/api/user/picture', body: body.payload, headers: body.headers };
}
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

export const routeTable: Record<string, Row> = {
  'GET /healthz': { expect: everyone, send: () => get('/healthz') },
  'GET /readyz': { expect: everyone, send: () => get('/readyz') },

  'POST /api/register': {
    expect: everyone,
    fresh: true,
    send: () =>
      post('/api/register', {
        username: `new-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct horse battery',
        securityQuestion: 'What was the name of your first pet?',
        securityAnswer: 'Biscuit',
      }),
  },
  'POST /api/login': {
    expect: { ...everyone, guest: 401 },
    send: ({ self }) => post('/api/login', { username: self.username, password: self.password }),
  },
  'POST /api/logout': { expect: everyone, fresh: true, send: () => post('/api/logout') },
  'GET /api/user': { expect: signedIn, send: () => get('/api/user') },
  'GET /api/user/settings': { expect: signedIn, send: () => get('/api/user/settings') },
  'GET /api/user/export': { expect: signedIn, send: () => get('/api/user/export') },
  'POST /api/user/settings': {
    expect: signedIn,
    send: () => post('/api/user/settings', { onboardingCompleted: true }),
  },
  'POST /api/user/notification-settings': {
    expect: signedIn,
    send: () => post('/api/user/notification-settings', { notificationsEnabled: true }),
  },
  'PATCH /api/user': {
    expect: signedIn,
    send: () => ({ method: 'PATCH', url: '/api/user', body: { firstName: 'Ada' } }),
  },
  // The current password confirms the change; the account is made anew for each caller.
  'POST /api/user/email': {
    expect: signedIn,
    fresh: true,
    send: ({ self }) =>
      post('/api/user/email', {
        email: `moved-${Math.random().toString(36).slice(2)}@example.com`,
        currentPassword: self.password,
      }),
  },
  'POST /api/user/password': {
    expect: signedIn,
    fresh: true,
    send: ({ self }) =>
      post('/api/user/password', { currentPassword: self.password, newPassword: 'a new long passphrase' }),
  },
  'PUT /api/user/picture': { expect: signedIn, send: () => pictureUpload() },
  // One's own picture: the caller uploads one first (a guest has none to ask for).
  'GET /api/user/picture': {
    expect: signedIn,
    send: async ({ self }) => {
      if (isAccount(self)) {
        const upload = await pictureUpload();
        await self.client.request(upload.method, upload.url, upload.body, upload.headers);
      }
      return get('/api/user/picture');
    },
  },
  'DELETE /api/user/picture': {
    expect: signedIn,
    send: () => ({ method: 'DELETE', url: '/api/user/picture' }),
  },
  'POST /api/user/delete': {
    expect: signedIn,
    fresh: true,
    send: ({ self }) => post('/api/user/delete', { password: self.password }),
  },
  'POST /api/verify-security-question': {
    expect: everyone,
    send: ({ self }) => post('/api/verify-security-question', { username: self.username }),
  },
  'POST /api/reset-password': {
    expect: { ...everyone, guest: 400 },
    fresh: true,
    send: ({ self }) =>
      post('/api/reset-password', {
        username: self.username,
        securityAnswer: self.securityAnswer,
        newPassword: 'another horse battery',
      }),
  },
  'POST /api/contact': {
    expect: everyone,
    send: () =>
      post('/api/contact', { name: 'Ada', email: 'ada@example.com', message: 'Hello, a question.' }),
  },

  'GET /api/support/messages': { expect: signedIn, send: () => get('/api/support/messages') },
  'POST /api/support/messages/read': {
    expect: signedIn,
    send: () => post('/api/support/messages/read', {}),
  },

  'GET /api/subscription': { expect: subscriber, send: () => get('/api/subscription') },
  'POST /api/create-subscription': {
    expect: { ...signedIn, paid: 409 },
    send: () => post('/api/create-subscription', { plan: 'premium' }),
  },
  // A subscriber cannot start a checkout, so the one it confirms does not exist.
  'POST /api/billing/sandbox/confirm': {
    expect: { ...owned, paid: 404 },
    fresh: true,
    send: async ({ owner }) =>
      post('/api/billing/sandbox/confirm', card(await owner.newCheckout(), cards.ok)),
  },
  'POST /api/subscription/cancel': {
    expect: subscriber,
    fresh: true,
    send: () => post('/api/subscription/cancel'),
  },
  'POST /api/subscription/resubscribe': {
    expect: subscriber,
    fresh: true,
    send: async ({ self }) => {
      await self.client.post('/api/subscription/cancel');
      return post('/api/subscription/resubscribe');
    },
  },
  'POST /api/subscription/change-plan': {
    expect: subscriber,
    fresh: true,
    send: () => post('/api/subscription/change-plan', { plan: 'basic' }),
  },
  'GET /api/subscription/plan-change-quote': {
    expect: subscriber,
    send: () => get('/api/subscription/plan-change-quote?plan=basic'),
  },
  // Stripe mode only: re-reads the caller's own subscription at Stripe.
  'POST /api/subscription/sync': {
    expect: subscriber,
    send: () => post('/api/subscription/sync'),
  },
  'GET /api/billing/mode': { expect: adminOnly, send: () => get('/api/billing/mode') },

  'POST /api/landing/visits': {
    expect: everyone,
    send: () => post('/api/landing/visits', { page: 'my', referrer: 'https://example.org/post' }),
  },
  'POST /api/landing/clicks': {
    expect: everyone,
    send: () => post('/api/landing/clicks', { page: 'mentor' }),
  },
  'GET /api/admin/analytics/landing-pages': {
    expect: adminOnly,
    send: () => get('/api/admin/analytics/landing-pages'),
  },
  'POST /api/admin/campaigns/generate': {
    expect: adminOnly,
    send: () =>
      post('/api/admin/campaigns/generate', {
        campaignName: 'Spring newsletter',
        subdomain: 'your',
        campaignSource: 'newsletter',
      }),
  },
  'GET /api/admin/safety-events': { expect: adminOnly, send: () => get('/api/admin/safety-events') },
  // Stripe mode only: signed by Stripe, whoever's cookie comes with it.
  'POST /api/stripe/webhook': {
    expect: everyone,
    send: () => {
      const payload = JSON.stringify({
        id: `evt_${Math.random().toString(36).slice(2)}`,
        type: 'charge.refunded',
        data: { object: { id: 'ch_1', object: 'charge' } },
      });
      return { method: 'POST', url: '/api/stripe/webhook', body: payload, headers: webhookHeaders(payload) };
    },
  },

  'GET /api/conversations': { expect: signedIn, send: () => get('/api/conversations') },
  'POST /api/conversations': {
    expect: signedIn,
    send: () => post('/api/conversations', { goatCategory: 'coach' }),
  },
  'GET /api/conversations/{id}': {
    expect: owned,
    send: async ({ owner }) => get(`/api/conversations/${(await owner.conversation()).id}`),
  },
  'GET /api/conversations/search': {
    expect: signedIn,
    send: () => get('/api/conversations/search?q=question'),
  },
  'PATCH /api/conversations/{id}': {
    expect: owned,
    send: async ({ owner }) => ({
      method: 'PATCH',
      url: `/api/conversations/${(await owner.conversation()).id}`,
      body: { title: 'A title of my own' },
    }),
  },
  'DELETE /api/conversations/{id}': {
    expect: owned,
    send: async ({ owner }) => ({
      method: 'DELETE',
      url: `/api/conversations/${await owner.newConversation()}`,
    }),
  },
  'POST /api/conversations/{id}/messages': {
    expect: owned,
    send: async ({ owner }) =>
      post(`/api/conversations/${(await owner.conversation()).id}/messages`, { content: 'How do I focus?' }),
  },
  'POST /api/conversations/{id}/messages/stream': {
    expect: owned,
    send: async ({ owner }) =>
      post(`/api/conversations/${(await owner.conversation()).id}/messages/stream`, { content: 'And then?' }),
  },
  'POST /api/conversations/{id}/messages/{messageId}/cut': {
    expect: owned,
    send: async ({ owner }) => {
      const { id, replyId } = await owner.conversation();
      return post(`/api/conversations/${id}/messages/${replyId}/cut`, { spoken: 'You' });
    },
  },
  'POST /api/conversations/{id}/summary': {
    expect: owned,
    send: async ({ owner }) => post(`/api/conversations/${(await owner.conversation()).id}/summary`, {}),
  },
  'GET /api/conversations/{id}/export': {
    expect: owned,
    send: async ({ owner }) => get(`/api/conversations/${(await owner.conversation()).id}/export`),
  },

  'GET /api/reminders': { expect: signedIn, send: () => get('/api/reminders') },
  'POST /api/reminders': {
    expect: signedIn,
    send: () =>
      post('/api/reminders', {
        title: 'Water plants',
        description: 'The big ones',
        scheduledTime: inAnHour(),
      }),
  },
  'GET /api/reminders.ics': { expect: signedIn, send: () => get('/api/reminders.ics') },
  'PATCH /api/reminders/{id}': {
    expect: owned,
    send: async ({ owner }) => ({
      method: 'PATCH',
      url: `/api/reminders/${await owner.reminder()}`,
      body: { isCompleted: true },
    }),
  },
  'DELETE /api/reminders/{id}': {
    expect: owned,
    send: async ({ owner }) => ({ method: 'DELETE', url: `/api/reminders/${await owner.newReminder()}` }),
  },
  'POST /api/reminders/{id}/follow-up': {
    expect: owned,
    send: async ({ owner }) => post(`/api/reminders/${await owner.dueReminder()}/follow-up`, {}),
  },
  'POST /api/reminders/{id}/acknowledge': {
    expect: owned,
    send: async ({ owner }) =>
      post(`/api/reminders/${await owner.dueReminder()}/acknowledge`, { at: '2020-01-01T00:00:00.000Z' }),
  },
  'POST /api/extract-reminders': {
    expect: signedIn,
    send: () => post('/api/extract-reminders', { message: 'Remind me to call my sister tomorrow at 9am' }),
  },

  'GET /api/memory': { expect: signedIn, send: () => get('/api/memory') },
  'PATCH /api/memory': {
    expect: signedIn,
    send: () => ({ method: 'PATCH', url: '/api/memory', body: { enabled: true } }),
  },
  'DELETE /api/memory': { expect: signedIn, send: () => ({ method: 'DELETE', url: '/api/memory' }) },
  'PATCH /api/memory/{id}': {
    expect: owned,
    send: async ({ owner }) => ({
      method: 'PATCH',
      url: `/api/memory/${await owner.newMemoryFact()}`,
      body: { text: 'Likes tea' },
    }),
  },
  'DELETE /api/memory/{id}': {
    expect: owned,
    send: async ({ owner }) => ({ method: 'DELETE', url: `/api/memory/${await owner.newMemoryFact()}` }),
  },

  'GET /api/push/public-key': { expect: everyone, send: () => get('/api/push/public-key') },
  'POST /api/push/subscribe': {
    expect: signedIn,
    send: (c) => post('/api/push/subscribe', ownAccountOf(c).pushSubscription()),
  },
  // Another user's endpoint is "unknown" to B: answered like any unknown endpoint, and left alone.
  'POST /api/push/unsubscribe': {
    expect: signedIn,
    send: async ({ owner }) => post('/api/push/unsubscribe', { endpoint: await owner.pushEndpoint() }),
  },

  'POST /api/chat': { expect: everyone, send: () => post('/api/chat', { message: 'Hello there' }) },
  'POST /api/chat/stream': {
    expect: everyone,
    send: () => post('/api/chat/stream', { message: 'Hello there' }),
  },
  'POST /api/assistant/chat': {
    // A guest naming a conversation gets 404 too: it can never be a guest's.
    expect: { ...owned, guest: 404 },
    send: async ({ owner }) =>
      post('/api/assistant/chat', { message: 'Hello', conversationId: (await owner.conversation()).id }),
  },

  // A guest may hear only text the server gave them (with its speech token); this text has none.
  'GET /api/tts': {
    expect: { ...everyone, guest: 403 },
    send: () => get('/api/tts?text=Hello%20there&model=tts-1-hd'),
  },
  'GET /api/tts/voices': { expect: everyone, send: () => get('/api/tts/voices') },
  'POST /api/transcribe': {
    expect: everyone,
    send: () => {
      const body = multipart([{ name: 'file', filename: 'speech.wav', type: 'audio/wav', data: makeWav(1) }]);
      return { method: 'POST', url: '/api/transcribe', body: body.payload, headers: body.headers };
    },
  },
  // For a question in one's own conversation (another user's is 404).
  'POST /api/upload': {
    expect: owned,
    send: async ({ owner }) => {
      const body = multipart([
        { name: 'file', filename: 'letter.txt', type: 'text/plain', data: Buffer.from('Dear Ada, hello.') },
      ]);
      const url = `/api/upload?conversationId=${(await owner.conversation()).id}`;
      return { method: 'POST', url, body: body.payload, headers: body.headers };
    },
  },
  'GET /api/files/{id}': {
    expect: owned,
    send: async ({ owner }) => get(`/api/files/${await owner.file()}`),
  },
  'POST /api/voice/warm': { expect: everyone, send: () => post('/api/voice/warm') },

  // Guests see the built-in avatars; changing them, and seeing one's own pictures, needs an account.
  'GET /api/voice-avatars': { expect: everyone, send: () => get('/api/voice-avatars') },
  'GET /api/voice-clone': { expect: signedIn, send: () => get('/api/voice-clone') },
  // No cloning provider is configured here: whoever may ask is told it is not available
  // (test/api/voice-clone.test.ts runs against the stand-in).
  'POST /api/voice-clone': {
    expect: { ...all(503), guest: 401 },
    send: () => {
      const body = multipart([
        { name: 'name', value: 'Ada' },
        { name: 'consent', filename: 'consent.wav', type: 'audio/wav', data: makeWav(0.3) },
      ]);
      return { method: 'POST', url: '/api/voice-clone', body: body.payload, headers: body.headers };
    },
  },
  'DELETE /api/voice-clone': {
    expect: { ...all(404), guest: 401 },
    send: () => ({ method: 'DELETE', url: '/api/voice-clone' }),
  },
  'POST /api/voice-avatars/upload': {
    expect: signedIn,
    send: async () => {
      const body = multipart([
        { name: 'voiceId', value: 'nova' },
        { name: 'avatar', filename: 'me.jpg', type: 'image/jpeg', data: await smallJpeg() },
      ]);
      return { method: 'POST', url: '/api/voice-avatars/upload', body: body.payload, headers: body.headers };
    },
  },
  'POST /api/voice-avatars/customize-name': {
    expect: signedIn,
    send: () => post('/api/voice-avatars/customize-name', { voiceId: 'echo', customName: 'Grandpa' }),
  },
  'POST /api/voice-avatars/reset': {
    expect: signedIn,
    send: () => post('/api/voice-avatars/reset', { voiceId: 'echo' }),
  },
  'GET /api/voice-avatars/{id}/image': {
    expect: owned,
    send: async ({ owner }) => get(await owner.avatarImage()),
  },
  'GET /api/admin/users': { expect: adminOnly, send: () => get('/api/admin/users?search=example&page=1') },
  'GET /api/admin/users/{id}': {
    expect: adminOnly,
    send: ({ owner }) => get(`/api/admin/users/${owner.userId}`),
  },
  'PUT /api/admin/users/{id}': {
    expect: adminOnly,
    send: ({ owner }) => put(`/api/admin/users/${owner.userId}`, { firstName: 'Ada' }),
  },
  'DELETE /api/admin/users/{id}': {
    expect: adminOnly,
    send: async ({ owner }) => ({ method: 'DELETE', url: `/api/admin/users/${await owner.newUser()}` }),
  },
  'GET /api/admin/contact-tickets': {
    expect: adminOnly,
    send: () => get('/api/admin/contact-tickets?status=new'),
  },
  'PUT /api/admin/contact-tickets/{id}': {
    expect: adminOnly,
    send: async ({ self }) => {
      const ticket = await self.client.post('/api/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello, a question.',
      });
      return put(`/api/admin/contact-tickets/${ticket.json.id}`, { status: 'in_progress' });
    },
  },
  'GET /api/admin/contact-tickets/{id}/replies': {
    expect: adminOnly,
    send: async ({ self }) => {
      const ticket = await self.client.post('/api/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello, a question.',
      });
      return get(`/api/admin/contact-tickets/${ticket.json.id}/replies`);
    },
  },
  'POST /api/admin/contact-tickets/{id}/replies': {
    expect: adminOnly,
    send: async ({ self }) => {
      const ticket = await self.client.post('/api/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello, a question.',
      });
      return post(`/api/admin/contact-tickets/${ticket.json.id}/replies`, { message: 'Thanks, Ada.' });
    },
  },
  'GET /api/admin/analytics/api-usage': {
    expect: adminOnly,
    send: () => get('/api/admin/analytics/api-usage?startDate=2030-01-01&endDate=2030-01-31'),
  },
  // Ends every non-admin session, those of the shared callers too.
  'POST /api/admin/terminate-sessions': {
    expect: adminOnly,
    fresh: true,
    everyone: true,
    send: () => post('/api/admin/terminate-sessions'),
  },
  'GET /api/admin/system': { expect: adminOnly, send: () => get('/api/admin/system') },
  'GET /api/admin/audit-log': { expect: adminOnly, send: () => get('/api/admin/audit-log') },
};

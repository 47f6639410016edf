import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/accounts/admins.js';
import { conversations, memoryFacts, pushSubscriptions } from '../../src/server/db/schema/index.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { type FakePushService, startFakePush } from '../fake-push/server.js';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { streamFailure } from '../helpers/chat.js';
import { expectErrorShape } from '../helpers/http-assertions.js';
import { multipart } from '../helpers/multipart.js';
import { documentedKeys, type OpenApiDocument, operationsOf, readOpenApi } from '../helpers/openapi.js';
import { tempDir } from '../helpers/speech.js';
import { checkout, startStripeApp } from '../helpers/stripe.js';
import {
  type Account,
  type Caller,
  type Case,
  callers,
  type Expected,
  type Identity,
  routeTable,
  smallJpeg,
} from './route-table.js';

/** An app, its OpenAPI document, how a caller gets Premium there, and its callers once made. */
type Env = {
  t: TestApp;
  doc: OpenApiDocument;
  buyPremium(client: TestClient): Promise<unknown>;
  shared?: Cast;
};

// The default app with every provider pointed at local fakes: chat, speech and transcription at a
// fake OpenAI-compatible server, Web Push at a fake push service, billing in the sandbox. Routes
// that only Stripe mode has go to a second app, in Stripe mode at a fake Stripe.
let sandbox: Env;
let stripeMode: Env;
let fakeAi: FakeOpenAI;
let fakePush: FakePushService;
let closeStripe: (() => Promise<void>) | undefined;
beforeAll(async () => {
  fakeAi = await startFakeOpenAI({ speechSecondsPerChar: 0.01 });
  fakePush = await startFakePush();
  const [t, stripe] = await Promise.all([
    startTestApp({ config: { dataDir: tempDir(), AI_BASE_URL: fakeAi.url, AI_API_KEY: 'sk-fake' } }),
    startStripeApp(),
  ]);
  closeStripe = stripe.close;
  sandbox = {
    t,
    doc: await readOpenApi(t.client()),
    buyPremium: (client) => ok(buy(client, 'premium'), 'buying'),
  };
  stripeMode = {
    t: stripe.t,
    doc: await readOpenApi(stripe.t.client()),
    buyPremium: (client) => checkout(client, stripe.fake, 'premium'),
  };
}, 120_000);
afterAll(async () => {
  await sandbox?.t.close();
  await closeStripe?.();
  await fakeAi?.close();
  await fakePush?.close();
});

const keysOf = (env: Env) => operationsOf(env.doc).map((op) => op.key);
/** The app a route is tried on: the default one, unless only Stripe mode has it. */
const envOf = (key: string): Env => (keysOf(sandbox).includes(key) ? sandbox : stripeMode);

type Kind = 'free' | 'paid' | 'admin';
type Known = Account & {
  /** What no one else may ever be answered. */
  secrets(): string[];
  /** Everything of theirs the API and the database show, to see that no one else changed it. */
  state(): Promise<unknown>;
};

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

async function ok(res: Promise<TestResponse>, what: string): Promise<TestResponse> {
  const answer = await res;
  if (answer.status < 200 || answer.status > 299) throw new Error(`${what}: ${answer.status} ${answer.body}`);
  return answer;
}

/** A registered account of that kind; its resources carry a marker that no other answer may hold. */
async function makeAccount(env: Env, kind: Kind): Promise<Known> {
  const { t } = env;
  const client = t.client();
  const { username, password, securityAnswer, user } = await client.register();
  if (kind === 'paid') await env.buyPremium(client);
  if (kind === 'admin') await setAdmin(t.database.db, [username], true);
  const marker = `secret-${Math.random().toString(36).slice(2)}`;
  const newReminder = async (dueInMs = 86_400_000) => {
    const res = await ok(
      client.post('/api/reminders', {
        title: `${marker} reminder`,
        description: `${marker} details`,
        scheduledTime: new Date(Date.now() + dueInMs).toISOString(),
      }),
      'creating a reminder',
    );
    return res.json.id as number;
  };
  const conversation = once(async () => {
    const created = await ok(client.post('/api/conversations', { goatCategory: 'coach' }), 'a conversation');
    const id = created.json.id as number;
    const sent = await ok(
      client.post(`/api/conversations/${id}/messages`, { content: `${marker} question` }),
      'a message',
    );
    return { id, replyId: sent.json.botMessage.id as number };
  });
  const pushSubscriptionOf = fakePush.subscribe();
  return {
    client,
    username,
    password,
    securityAnswer,
    userId: user.id,
    newUser: async () => (await t.client().register()).user.id as number,
    conversation,
    newConversation: async () => {
      const [row] = await t.database.db
        .insert(conversations)
        .values({ userId: user.id, goatCategory: 'coach', title: `${marker} conversation` })
        .returning({ id: conversations.id });
      if (!row) throw new Error('a conversation');
      return row.id;
    },
    reminder: once(() => newReminder()),
    newReminder: () => newReminder(),
    dueReminder: once(() => newReminder(0)),
    newMemoryFact: async () => {
      const text = `${marker} fact ${Math.random().toString(36).slice(2)}`;
      const [row] = await t.database.db
        .insert(memoryFacts)
        .values({ userId: user.id, kind: 'note', text, key: `note:${text}` })
        .returning({ id: memoryFacts.id });
      if (!row) throw new Error('a remembered fact');
      return row.id;
    },
    file: once(async () => {
      const body = multipart([
        { name: 'file', filename: 'notes.txt', type: 'text/plain', data: Buffer.from(`${marker} notes`) },
      ]);
      // For a question in its conversation: the day's new conversations may be used up by now.
      const url = `/api/upload?conversationId=${(await conversation()).id}`;
      const res = await ok(client.post(url, body.payload, body.headers), 'an upload');
      return res.json.id as number;
    }),
    pushSubscription: () => pushSubscriptionOf,
    pushEndpoint: once(async () => {
      await ok(client.post('/api/push/subscribe', pushSubscriptionOf), 'a push subscription');
      return pushSubscriptionOf.endpoint;
    }),
    // A subscriber cannot start a checkout: it gets a secret that names none.
    newCheckout: async () => {
      const res = await client.post('/api/create-subscription', { plan: 'premium' });
      return res.status === 200 ? (res.json.clientSecret as string) : 'no-checkout-for-a-subscriber';
    },
    avatarImage: once(async () => {
      const body = multipart([
        { name: 'voiceId', value: 'onyx' },
        { name: 'customName', value: `${marker} avatar` },
        { name: 'avatar', filename: 'me.jpg', type: 'image/jpeg', data: await smallJpeg() },
      ]);
      const res = await ok(
        client.post('/api/voice-avatars/upload', body.payload, body.headers),
        'an avatar picture',
      );
      return res.json.imageUrl as string;
    }),
    secrets: () => [marker, username, pushSubscriptionOf.endpoint],
    state: async () => {
      const reads = [
        '/api/user',
        '/api/user/settings',
        '/api/subscription',
        '/api/reminders',
        '/api/conversations',
        '/api/voice-avatars',
      ];
      const owned = await t.database.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.userId, user.id));
      reads.push(...owned.map((c) => `/api/conversations/${c.id}`));
      const answers = await Promise.all(reads.map(async (url) => [url, (await client.get(url)).body]));
      const push = await t.database.db
        .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id));
      return { answers, push };
    },
  };
}

type Cast = Record<Exclude<Caller, 'guest'>, Known>;

async function makeCast(env: Env): Promise<Cast> {
  const [userA, userB, free, paid, admin] = await Promise.all([
    makeAccount(env, 'free'),
    makeAccount(env, 'free'),
    makeAccount(env, 'free'),
    makeAccount(env, 'paid'),
    makeAccount(env, 'admin'),
  ]);
  return { userA, userB, free, paid, admin };
}

/** Who sends and whose resources are named: a guest and B name A's; the others their own. */
function caseOf(env: Env, cast: Cast, caller: Caller): Case {
  if (caller === 'guest') {
    const guest: Identity = {
      client: env.t.client(),
      username: `nobody-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      securityAnswer: 'Biscuit',
    };
    return { self: guest, owner: cast.userA };
  }
  if (caller === 'userB') return { self: cast.userB, owner: cast.userA };
  return { self: cast[caller], owner: cast[caller] };
}

const statusMatches = (status: number, expected: Expected) =>
  expected === 'ok' ? status >= 200 && status <= 299 : status === expected;

// Guest and B first: what they try must find A's resources as A left them.
const order: Caller[] = ['guest', 'userB', 'userA', 'free', 'paid', 'admin'];

describe('the route table', () => {
  it('names every route of /api/openapi.json (default and Stripe mode), and no other', () => {
    const documented = [...new Set([...keysOf(sandbox), ...keysOf(stripeMode)])];
    const tabled = Object.keys(routeTable);
    expect(
      documented.filter((key) => !tabled.includes(key)),
      'routes in the document but not in test/api/route-table.ts',
    ).toEqual([]);
    expect(
      tabled.filter((key) => !documented.includes(key)),
      'routes in test/api/route-table.ts that the document no longer has',
    ).toEqual([]);
    expect([...callers].sort()).toEqual([...order].sort());
  });
});

describe('every route as every caller', () => {
  it.each(Object.keys(routeTable))(
    '%s',
    async (key) => {
      const row = routeTable[key];
      if (!row) throw new Error(key);
      const env = envOf(key);
      env.shared ??= await makeCast(env);
      const cast = row.fresh ? await makeCast(env) : env.shared;
      const operation = operationsOf(env.doc).find((op) => op.key === key)?.operation ?? {};
      for (const caller of order) {
        const c = caseOf(env, cast, caller);
        const request = await row.send(c);
        const outsider = caller === 'guest' || caller === 'userB';
        const before = outsider ? await cast.userA.state() : undefined;
        const res = await c.self.client.request(request.method, request.url, request.body, request.headers);
        const expected = row.expect[caller];
        expect(
          statusMatches(res.status, expected),
          `${key} as ${caller}: expected ${expected}, got ${res.status} ${res.body.slice(0, 300)}`,
        ).toBe(true);
        expect(streamFailure(res), `${key} as ${caller}: the stream failed`).toBeNull();
        if (res.status >= 400) expectErrorShape(res, documentedKeys(env.doc, operation, res.status));
        if (outsider) {
          for (const secret of cast.userA.secrets()) {
            expect(res.body.includes(secret), `${key} as ${caller} answered user A's ${secret}`).toBe(false);
          }
          expect(await cast.userA.state(), `${key} as ${caller} changed user A's data`).toEqual(before);
        }
      }
      if (row.everyone) env.shared = undefined;
    },
    120_000,
  );
});

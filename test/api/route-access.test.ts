import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/accounts/admins.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { type FakePushService, startFakePush } from '../fake-push/server.js';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { expectErrorShape } from '../helpers/http-assertions.js';
import { documentedKeys, type OpenApiDocument, operationsOf, readOpenApi } from '../helpers/openapi.js';
import { tempDir } from '../helpers/speech.js';
import {
  type Account,
  type Caller,
  type Case,
  callers,
  type Expected,
  type Identity,
  type Request,
  routeTable,
} from './route-table.js';

// The app with every provider pointed at local fakes: chat, speech and transcription at a fake
// OpenAI-compatible server, Web Push at a fake push service.
let t: TestApp;
let fakeAi: FakeOpenAI;
let fakePush: FakePushService;
let doc: OpenApiDocument;
beforeAll(async () => {
  fakeAi = await startFakeOpenAI({ speechSecondsPerChar: 0.01 });
  fakePush = await startFakePush();
  t = await startTestApp({ config: { dataDir: tempDir(), AI_BASE_URL: fakeAi.url, AI_API_KEY: 'sk-fake' } });
  doc = await readOpenApi(t.client());
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fakeAi?.close();
  await fakePush?.close();
});

type Kind = 'free' | 'paid' | 'admin';
type Known = Account & { secrets(): string[] };

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
async function makeAccount(kind: Kind): Promise<Known> {
  const client = t.client();
  const { username, password, securityAnswer } = await client.register();
  if (kind === 'paid') await ok(buy(client, 'premium'), 'buying Premium');
  if (kind === 'admin') await setAdmin(t.database.db, [username], true);
  const marker = `secret-${Math.random().toString(36).slice(2)}`;
  const newReminder = async () => {
    const res = await ok(
      client.post('/api/reminders', {
        title: `${marker} reminder`,
        description: `${marker} details`,
        scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
      }),
      'creating a reminder',
    );
    return res.json.id as number;
  };
  const pushSubscriptionOf = fakePush.subscribe();
  return {
    client,
    username,
    password,
    securityAnswer,
    conversation: once(async () => {
      const created = await ok(
        client.post('/api/conversations', { goatCategory: 'coach' }),
        'a conversation',
      );
      const id = created.json.id as number;
      const sent = await ok(
        client.post(`/api/conversations/${id}/messages`, { content: `${marker} question` }),
        'a message',
      );
      return { id, replyId: sent.json.botMessage.id as number };
    }),
    reminder: once(newReminder),
    newReminder,
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
    secrets: () => [marker, username, pushSubscriptionOf.endpoint],
  };
}

type Cast = Record<Exclude<Caller, 'guest'>, Known>;

async function makeCast(): Promise<Cast> {
  const [userA, userB, free, paid, admin] = await Promise.all([
    makeAccount('free'),
    makeAccount('free'),
    makeAccount('free'),
    makeAccount('paid'),
    makeAccount('admin'),
  ]);
  return { userA, userB, free, paid, admin };
}

/** Who sends and whose resources are named: a guest and B name A's; the others their own. */
function caseOf(cast: Cast, caller: Caller): Case {
  if (caller === 'guest') {
    const guest: Identity = {
      client: t.client(),
      username: `nobody-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      securityAnswer: 'Biscuit',
    };
    return { self: guest, owner: cast.userA };
  }
  if (caller === 'userB') return { self: cast.userB, owner: cast.userA };
  return { self: cast[caller], owner: cast[caller] };
}

async function send(c: Case, request: Request): Promise<TestResponse> {
  if (request.payload) {
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      payload: request.payload,
      headers: {
        ...request.headers,
        cookie: [...c.self.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      remoteAddress: c.self.client.ip,
    });
    let json: unknown;
    try {
      json = JSON.parse(res.body);
    } catch {}
    return { status: res.statusCode, headers: res.headers, body: res.body, json, setCookies: [] };
  }
  return c.self.client.request(request.method, request.url, request.body, request.headers);
}

const statusMatches = (status: number, expected: Expected) =>
  expected === 'ok' ? status >= 200 && status <= 299 : status === expected;

// Guest and B first: what they try must find A's resources as A left them.
const order: Caller[] = ['guest', 'userB', 'userA', 'free', 'paid', 'admin'];

let shared: Cast;

describe('the route table', () => {
  it('names every route of /api/openapi.json, and no other', async () => {
    const documented = operationsOf(doc).map((op) => op.key);
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
  beforeAll(async () => {
    shared = await makeCast();
  }, 120_000);

  it.each(Object.keys(routeTable))(
    '%s',
    async (key) => {
      const row = routeTable[key];
      if (!row) throw new Error(key);
      const cast = row.fresh ? await makeCast() : shared;
      const operation = operationsOf(doc).find((op) => op.key === key)?.operation ?? {};
      for (const caller of order) {
        const c = caseOf(cast, caller);
        const res = await send(c, await row.send(c));
        const expected = row.expect[caller];
        expect(
          statusMatches(res.status, expected),
          `${key} as ${caller}: expected ${expected}, got ${res.status} ${res.body.slice(0, 300)}`,
        ).toBe(true);
        if (res.status >= 400) expectErrorShape(res, documentedKeys(doc, operation, res.status));
        if (caller === 'guest' || caller === 'userB') {
          for (const secret of cast.userA.secrets()) {
            expect(res.body.includes(secret), `${key} as ${caller} answered user A's ${secret}`).toBe(false);
          }
        }
      }
    },
    60_000,
  );
});

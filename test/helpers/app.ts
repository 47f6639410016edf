import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ModelLimiter } from '../../src/server/ai/metering/model-limiter.js';
import { aiConfigDefaults } from '../../src/server/ai/providers/ai-env.js';
import { buildApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import type { FileStorage } from '../../src/server/files/storage.js';
import type { SafetyCheck } from '../../src/server/safety/safety-check.js';
import { createTestDatabase, testEncryptionKeys } from './database.js';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    NODE_ENV: 'test',
    PORT: 0,
    HOST: '127.0.0.1',
    PUBLIC_URL: undefined,
    DATABASE_URL: undefined,
    DATABASE_POOL_MAX: 10,
    DATA_DIR: './data',
    dataDir: '/nonexistent-test-data-dir',
    ADMIN_EMAILS: [],
    LOG_LEVEL: 'silent',
    TRUST_PROXY: false,
    WEB_DIR: undefined,
    ATTEMPT_LIMIT_MULTIPLIER: 1,
    SUPPORT_TIME_ZONE: 'UTC',
    sessionSecret: 'test-secret-that-is-long-enough-0123456789',
    encryptionKeys: testEncryptionKeys,
    encryptionKeysFrom: 'environment',
    secureCookies: false,
    ...aiConfigDefaults(),
    ...overrides,
  };
}

/** A mutable clock for tests that move time. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** A browser-like client with its own cookie jar and IP address. */
  client(ip?: string): TestClient;
  close(): Promise<void>;
};

export async function startTestApp(
  options: {
    config?: Partial<Config>;
    clock?: () => Date;
    webRoot?: string | null;
    database?: DatabaseHandle;
    safetyCheck?: SafetyCheck;
    fileStorage?: FileStorage;
    modelLimiter?: ModelLimiter;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot ?? null,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.safetyCheck ? { safetyCheck: options.safetyCheck } : {}),
    ...(options.fileStorage ? { fileStorage: options.fileStorage } : {}),
    ...(options.modelLimiter ? { modelLimiter: options.modelLimiter } : {}),
  });
  await app.ready();
  let ipCounter = 0;
  return {
    app,
    database,
    config,
    client: (ip) =>
      new TestClient(app, ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export type TestResponse = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  json: any;
  setCookies: string[];
};

/** Sends requests through app.inject and keeps cookies like a browser. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip: string,
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    const raw = res.headers['set-cookie'];
    const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    for (const line of setCookies) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let json: unknown;
    try {
      json = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, headers: res.headers, body: res.body, json, setCookies };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, payload, headers);
  }

  /** Registers a fresh account (signed in afterwards) living in `timeZone`. */
  async registerIn(timeZone: string) {
    const registered = await this.register();
    const res = await this.post('/api/user/settings', { timeZone });
    if (res.status !== 200) throw new Error(`setting the time zone failed: ${res.status} ${res.body}`);
    return registered;
  }

  /** Registers a fresh account (signed in afterwards) and answers its credentials. */
  async register(overrides: Record<string, unknown> = {}) {
    const credentials = {
      username: `user-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Biscuit',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
      ...overrides,
    };
    const res = await this.post('/api/register', credentials);
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.body}`);
    return { ...credentials, user: res.json };
  }
}

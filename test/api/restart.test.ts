import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { openAppDatabase } from '../../src/server/startup.js';
import { TestClient } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

/**
 * The server as `npm start` runs it: configuration from the environment, the database opened by start-up
 * (PGlite in DATA_DIR, or with the postgres project a database of its own on TEST_DATABASE_URL).
 */
let env: NodeJS.ProcessEnv;
let dropDatabase: (() => Promise<void>) | undefined;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vox-restart-'));
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.VOX_TEST_DB !== 'postgres' || !serverUrl) return;
  const name = `vox_restart_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
  };
}, 60_000);

afterAll(async () => {
  await dropDatabase?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Server = { app: FastifyInstance; database: DatabaseHandle };
const running: Server[] = [];

async function startServer(): Promise<Server> {
  const config = loadConfig(env);
  const database = await openAppDatabase(config);
  const app = await buildApp({ config, database });
  expect(database.driver).toBe(env.DATABASE_URL ? 'postgres' : 'pglite');
  const server = { app, database };
  running.push(server);
  return server;
}

async function stopServer(server: Server): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.app.close();
  await server.database.close();
}

afterEach(async () => {
  for (const server of [...running]) await stopServer(server);
});

const savedSettings = {
  enableTranscriptions: true,
  genderPreference: 'female',
  onboardingCompleted: true,
  notificationsEnabled: true,
  timeZone: 'Europe/Paris',
  interfaceLanguage: null,
};

describe('a restart', () => {
  it('keeps sessions and settings (app.inject)', async () => {
    const first = await startServer();
    const before = new TestClient(first.app, '10.9.0.1');
    const { user } = await before.register({ username: 'restart-inject@example.com' });
    expect(
      (await before.post('/api/user/settings', { timeZone: 'Europe/Paris', genderPreference: 'female' }))
        .status,
    ).toBe(200);
    const notify = await before.post('/api/user/notification-settings', { notificationsEnabled: true });
    expect(notify.status).toBe(200);
    expect(
      (await before.post('/api/user/settings', { enableTranscriptions: true, onboardingCompleted: true }))
        .json,
    ).toEqual(savedSettings);
    await stopServer(first);

    const second = await startServer();
    const after = new TestClient(second.app, '10.9.0.1');
    for (const [name, value] of before.cookies) after.cookies.set(name, value);
    const me = await after.get('/api/user');
    expect([me.status, me.json?.id, me.json?.username]).toEqual([200, user.id, 'restart-inject@example.com']);
    expect((await after.get('/api/user/settings')).json).toEqual(savedSettings);

    const logout = await after.post('/api/logout');
    expect(logout.json).toEqual({ success: true, message: 'You have been successfully logged out' });
    const replay = new TestClient(second.app, '10.9.0.2');
    for (const [name, value] of before.cookies) replay.cookies.set(name, value);
    expectError(await replay.get('/api/user'), 401, 'UNAUTHORIZED', 'Please sign in to continue.');
  }, 60_000);

  it('keeps sessions and settings over real HTTP', async () => {
    const call = async (base: string, method: string, url: string, cookie: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, json: await res.json(), setCookies: res.headers.getSetCookie() };
    };

    const first = await startServer();
    const base1 = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const registered = await call(base1, 'POST', '/api/register', '', {
      username: 'restart-http@example.com',
      password: 'correct horse battery',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Biscuit',
      firstName: 'Grace',
    });
    expect(registered.status).toBe(201);
    // The session cookie, and the readable signed-in hint beside it.
    expect(registered.setCookies).toHaveLength(2);
    const setCookie = registered.setCookies.find((c) => c.startsWith('vox_session=')) ?? '';
    expect(registered.setCookies.find((c) => c.startsWith('vox_signed_in='))).toMatch(/^vox_signed_in=1;/);
    expect(setCookie).toMatch(/^vox_session=[^;]+;/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    const cookie = setCookie.split(';')[0] ?? '';
    expect((await call(base1, 'POST', '/api/user/settings', cookie, savedSettings)).json).toEqual(
      savedSettings,
    );
    await stopServer(first);

    const second = await startServer();
    const base2 = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const me = await call(base2, 'GET', '/api/user', cookie);
    expect([me.status, me.json.id, me.json.firstName]).toEqual([200, registered.json.id, 'Grace']);
    expect((await call(base2, 'GET', '/api/user/settings', cookie)).json).toEqual(savedSettings);

    const logout = await call(base2, 'POST', '/api/logout', cookie, {});
    expect(logout.status).toBe(200);
    expect(logout.setCookies.join('\n')).toMatch(/vox_session=;/);
    const replay = await call(base2, 'GET', '/api/user', cookie);
    expect([replay.status, replay.json.error]).toEqual([401, 'UNAUTHORIZED']);
  }, 60_000);
});

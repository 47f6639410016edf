import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { freePort, type RunningServer, startServer } from '../../tools/server-process.js';
import { createEmptyPostgresDatabase, createTestDatabase } from './database.js';

/** One server of the pair: its base URL. */
export type PairedServer = { url: string };

export type ServerPair = {
  servers: [PairedServer, PairedServer];
  /** 'processes': two server processes on one Postgres; 'instances': two apps in this process on one PGlite. */
  kind: 'processes' | 'instances';
  close(): Promise<void>;
};

/**
 * Two servers on one database, as a deployment behind a load balancer runs them, for tests of rules
 * that must hold across servers (attempt limits, quotas). With the postgres test project: two real
 * server processes started from the TypeScript sources (no build needed) on a new database of the
 * TEST_DATABASE_URL server. With the pglite project: an embedded database belongs to one process, so
 * two apps are built in this process on one in-memory database, each listening on its own port.
 *
 * Both trust one proxy hop (TRUST_PROXY=1), so a test chooses the client's address per request in
 * X-Forwarded-For, and both start from the same environment: no AI keys (the offline responder), env on top.
 */
export async function startServerPair(env: Record<string, string> = {}): Promise<ServerPair> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vox-pair-'));
  const common: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    SESSION_SECRET: 'server-pair-secret-that-is-long-enough-0123456789',
    ...env,
  };
  if (process.env.VOX_TEST_DB === 'postgres') return startProcesses(dataDir, common);
  return startInstances(dataDir, common);
}

async function startProcesses(dataDir: string, env: Record<string, string>): Promise<ServerPair> {
  const database = await createEmptyPostgresDatabase();
  // Only what a server needs to run: nothing of the test runner's environment (API keys, say) leaks in.
  const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir() };
  const started: RunningServer[] = [];
  const close = async () => {
    await Promise.all(started.map((s) => s.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Started together: migrations are serialised between processes by the database itself.
    const [first, second] = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const server = await startServer(
          path.join(dataDir, name),
          await freePort(),
          { ...env, DATABASE_URL: database.url },
          { entry: 'sources', baseEnv },
        );
        started.push(server);
        return server;
      }),
    );
    if (!first || !second) throw new Error('two servers expected');
    return { servers: [{ url: first.url }, { url: second.url }], kind: 'processes', close };
  } catch (err) {
    await close();
    throw err;
  }
}

async function startInstances(dataDir: string, env: Record<string, string>): Promise<ServerPair> {
  const database = await createTestDatabase();
  const config = loadConfig({ ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ config, database, webRoot: null });
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
  }
  const servers = apps.map((app) => ({
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
  }));
  return {
    servers: [servers[0] as PairedServer, servers[1] as PairedServer],
    kind: 'instances',
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An answer of a burst, its body already read. */
export type BurstAnswer = {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  json: any;
};

/**
 * Fires count requests at the same moment, alternating between the two servers: every request is
 * set up first and waits on one gate, which then opens. Answers in request order, bodies read.
 */
export async function burst(
  pair: ServerPair,
  count: number,
  request: (server: PairedServer, index: number) => Promise<Response>,
): Promise<BurstAnswer[]> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const pending = Array.from({ length: count }, async (_, i) => {
    await gate;
    const res = await request(pair.servers[i % 2] as PairedServer, i);
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
  });
  open();
  return Promise.all(pending);
}

/** POSTs JSON as a client at ip (through X-Forwarded-For, which the pair trusts). */
export function postJson(server: PairedServer, url: string, body: unknown, ip: string): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

/** How many answers had each status, e.g. {401: 10, 429: 40}. */
export function statusCounts(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

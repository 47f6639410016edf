// GET /api/conversations?limit=20 (the first page the profile's list asks for, as a browser asks: br or
// gzip accepted) for one user with 1,000 conversations of 40 messages: autocannon, 50 connections,
// 3 s of warm-up then 10 s measured, against the production build on
// PGlite, or on Postgres when DATABASE_URL is set (its tables are emptied first: use a database of its
// own). Run: npm run bench -- conversation-list
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { cpuMs, ensureBuilt, type RunningServer, startServer, tempDataDir } from '../tools/server-process.js';

const CONVERSATIONS = 1000;
const MESSAGES_EACH = 40;
const PORT = 5312;
/** LIST_ACCEPT_ENCODING: what the client accepts (default as a browser: br and gzip; empty for none). */
const acceptEncoding = process.env.LIST_ACCEPT_ENCODING ?? 'br, gzip';

export async function benchConversationList(): Promise<Record<string, number>> {
  ensureBuilt();
  const dataDir = tempDataDir();
  const url = process.env.DATABASE_URL;
  if (url) await emptyTables(url);

  // The account is made through the API; its conversations are written straight to the database
  // (PGlite belongs to one process, so the server is stopped meanwhile).
  let server: RunningServer = await startServer(dataDir, PORT);
  let cookie: string;
  let userId: number;
  try {
    ({ cookie, userId } = await register(server.url));
  } finally {
    await server.stop();
  }
  await seed(url, dataDir, userId);

  server = await startServer(dataDir, PORT);
  try {
    const first = await fetch(`${server.url}/api/conversations?limit=20`, { headers: { cookie } });
    const body = (await first.json()) as unknown;
    const shown = Array.isArray(body) ? body.length : (body as { items: unknown[] }).items.length;
    return {
      conversationsPerAnswer: shown,
      answerBytes: JSON.stringify(body).length,
      ...(await underLoad(server, {
        url: `${server.url}/api/conversations?limit=20`,
        headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      })),
    };
  } finally {
    await server.stop();
  }
}

/**
 * autocannon with 50 connections against `server`: 3 s of warm-up (the first requests of a process
 * compile its code), then 10 s measured. Any answer but a 2xx fails the run.
 */
export async function underLoad(
  server: RunningServer,
  options: Pick<autocannon.Options, 'url' | 'headers' | 'requests'>,
): Promise<Record<string, number>> {
  const run = (duration: number, times: number[]) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ ...options, connections: 50, duration }, (err, done) =>
        err ? reject(err) : resolve(done),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
  await run(3, []);
  const times: number[] = [];
  const cpuBefore = cpuMs(server.process.pid);
  const result = await run(10, times);
  const cpuAfter = cpuMs(server.process.pid);
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: percentile(times, 50),
    latencyP95Ms: percentile(times, 95),
    latencyP99Ms: percentile(times, 99),
    totalRequests: result.requests.total,
    // The server process's own CPU time per answer: what holds when other work shares the machine.
    ...(cpuBefore !== null && cpuAfter !== null
      ? {
          serverCpuMsPerRequest: Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 1000) / 1000,
        }
      : {}),
    // Requests not answered within autocannon's 10 s timeout (not in the percentiles).
    timeouts: result.timeouts,
  };
}

/** The nearest-rank percentile of every response time, in ms (autocannon's own summary has no p95). */
export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  const at = sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return Math.round(at * 10) / 10;
}

/** Registers an account through the API: its session cookie and id. */
export async function register(
  base: string,
  username = 'bench-list@example.com',
): Promise<{ cookie: string; userId: number }> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: 'bench-password-42',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Rex',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  const user = (await res.json()) as { id: number };
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '', userId: user.id };
}

async function seed(url: string | undefined, dataDir: string, userId: number): Promise<void> {
  const handle = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await handle.db.execute(sql`
      insert into conversations (user_id, goat_category, title, created_at)
      select ${userId}, 'science', null, now() - g * interval '37 minutes'
      from generate_series(1, ${CONVERSATIONS}) g`);
    await handle.db.execute(sql`
      insert into messages (conversation_id, is_user, content, timestamp)
      select c.id, m % 2 = 1,
        'Message ' || m || ' of a conversation about the stars, long enough to look like a real turn.',
        c.created_at + m * interval '20 seconds'
      from conversations c, generate_series(1, ${MESSAGES_EACH}) m
      where c.user_id = ${userId}`);
    // As autovacuum leaves the tables once the rows are in: statistics, and a visibility map, so that
    // counting a conversation's messages reads the index only.
    await handle.db.execute(sql`vacuum analyze conversations`);
    await handle.db.execute(sql`vacuum analyze messages`);
  } finally {
    await handle.close();
  }
}

/** A fresh start on Postgres: the migrations stay, every row goes. */
export async function emptyTables(url: string): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    await handle.migrate();
    await handle.db.execute(sql`truncate users, conversations, messages restart identity cascade`);
  } finally {
    await handle.close();
  }
}

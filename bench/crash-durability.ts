// Acknowledged writes survive kill -9: starts the production server, sends writes from several
// clients at once (conversations, messages, reminders), records every write it acknowledged (2xx
// with an id), kills it with SIGKILL in the middle, restarts it on the same database and checks
// that every acknowledged write is there; then again, for several rounds. On PGlite (a fresh
// DATA_DIR) always, and on Postgres too when DATABASE_URL names a server (a scratch database is
// created there and dropped afterwards). Prints a summary; exits 1 on any loss.
//
// Run: npm run durability   (CRASH_ROUNDS, default 3; CRASH_CLIENTS, default 8)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureBuilt, type RunningServer, startServer, tempDataDir } from '../tools/server-process.js';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 8);
const PORT = 5321;

type Ack = {
  kind: 'conversation' | 'message' | 'reminder';
  id: number;
  conversationId?: number;
  text: string;
};
type Writer = { cookie: string; acks: Ack[] };
type Totals = { acknowledged: number; unanswered: number; lost: string[] };

async function call(url: string, method: string, cookie: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {}
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  return { status: res.status, json: json as any, setCookie: res.headers.get('set-cookie') ?? '' };
}

/** A Premium account (no daily conversation limit), through the sandbox checkout. */
async function newWriter(base: string): Promise<Writer> {
  const registered = await call(`${base}/api/register`, 'POST', '', {
    username: `crash-${randomBytes(6).toString('hex')}@example.com`,
    password: 'crash horse battery',
    securityQuestion: 'What was the name of your first pet?',
    securityAnswer: 'Rex',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const cookie = registered.setCookie.split(';')[0] ?? '';
  const checkout = await call(`${base}/api/create-subscription`, 'POST', cookie, { plan: 'premium' });
  const paid = await call(`${base}/api/billing/sandbox/confirm`, 'POST', cookie, {
    clientSecret: checkout.json?.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2099,
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`checkout: ${paid.status}`);
  return { cookie, acks: [] };
}

/** Writes until the server goes away; every 2xx with an id is recorded before the next write. */
async function writeUntilDown(base: string, writer: Writer, totals: Totals): Promise<void> {
  for (let n = 0; ; n++) {
    const tag = `${randomBytes(6).toString('hex')}-${n}`;
    try {
      const created = await call(`${base}/api/conversations`, 'POST', writer.cookie, {
        goatCategory: 'coach',
      });
      if (created.status !== 201) throw new Error(`create conversation: ${created.status}`);
      const conversationId = created.json.id as number;
      writer.acks.push({ kind: 'conversation', id: conversationId, text: '' });
      const sent = await call(`${base}/api/conversations/${conversationId}/messages`, 'POST', writer.cookie, {
        content: `message ${tag}`,
      });
      if (sent.status !== 200) throw new Error(`send: ${sent.status}`);
      writer.acks.push({
        kind: 'message',
        id: sent.json.userMessage.id,
        conversationId,
        text: `message ${tag}`,
      });
      writer.acks.push({
        kind: 'message',
        id: sent.json.botMessage.id,
        conversationId,
        text: sent.json.botMessage.content,
      });
      const reminder = await call(`${base}/api/reminders`, 'POST', writer.cookie, {
        title: `reminder ${tag}`,
        description: 'written before the crash',
        scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
      });
      if (reminder.status !== 201) throw new Error(`reminder: ${reminder.status}`);
      writer.acks.push({ kind: 'reminder', id: reminder.json.id, text: `reminder ${tag}` });
    } catch (err) {
      // The kill: the request under way was never acknowledged, so it may or may not have been stored.
      if (err instanceof TypeError) {
        totals.unanswered++;
        return;
      }
      throw err;
    }
  }
}

/** Every acknowledged write of every writer, read back from the restarted server. */
async function verify(base: string, writers: Writer[], totals: Totals): Promise<void> {
  for (const writer of writers) {
    const reminders = await call(`${base}/api/reminders`, 'GET', writer.cookie);
    if (reminders.status !== 200) throw new Error(`list reminders: ${reminders.status} (session lost?)`);
    const reminderTitles = new Map<number, string>(
      (reminders.json as { id: number; title: string }[]).map((r) => [r.id, r.title]),
    );
    const conversations = new Map<number, Map<number, string>>();
    for (const ack of writer.acks) {
      if (ack.kind === 'reminder') {
        if (reminderTitles.get(ack.id) !== ack.text) totals.lost.push(`reminder ${ack.id}`);
        continue;
      }
      const conversationId = ack.kind === 'conversation' ? ack.id : (ack.conversationId ?? 0);
      let messages = conversations.get(conversationId);
      if (!messages) {
        const read = await call(`${base}/api/conversations/${conversationId}`, 'GET', writer.cookie);
        messages = new Map(
          read.status === 200
            ? (read.json.messages as { id: number; content: string }[]).map((m) => [m.id, m.content])
            : [],
        );
        if (read.status !== 200) totals.lost.push(`conversation ${conversationId} (${read.status})`);
        conversations.set(conversationId, messages);
      }
      if (ack.kind === 'message' && messages.get(ack.id) !== ack.text) totals.lost.push(`message ${ack.id}`);
    }
  }
  totals.acknowledged = writers.reduce((sum, w) => sum + w.acks.length, 0);
}

async function kill(server: RunningServer): Promise<void> {
  await new Promise<void>((resolve) => {
    server.process.once('exit', () => resolve());
    server.process.kill('SIGKILL');
  });
}

/** Rounds of: start, write from every client, SIGKILL after a while, restart, check everything acknowledged so far. */
async function crashRounds(label: string, dataDir: string, env: Record<string, string>): Promise<Totals> {
  const totals: Totals = { acknowledged: 0, unanswered: 0, lost: [] };
  // All the clients register from one address: the registration limit per address is raised.
  const serverEnv = { ...env, ATTEMPT_LIMIT_MULTIPLIER: '100' };
  let server = await startServer(dataDir, PORT, serverEnv);
  const writers = await Promise.all(Array.from({ length: CLIENTS }, () => newWriter(server.url)));
  for (let round = 1; round <= ROUNDS; round++) {
    const writing = writers.map((w) => writeUntilDown(server.url, w, totals));
    // Kill at a different point each round, while every client has a request under way.
    await new Promise((r) => setTimeout(r, 1000 + Math.random() * 2000));
    await kill(server);
    await Promise.all(writing);
    server = await startServer(dataDir, PORT, serverEnv);
    await verify(server.url, writers, totals);
    console.info(
      `${label} round ${round}: ${totals.acknowledged} acknowledged writes so far, ${totals.lost.length} lost`,
    );
  }
  await server.stop();
  return totals;
}

/** A scratch database on the server of DATABASE_URL, dropped afterwards. */
async function withScratchDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `vox_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

ensureBuilt();
const results: [string, Totals][] = [];
results.push(['pglite', await crashRounds('pglite', tempDataDir(), { DATABASE_URL: '' })]);
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  results.push([
    'postgres',
    await withScratchDatabase(databaseUrl, (url) =>
      crashRounds('postgres', tempDataDir(), { DATABASE_URL: url }),
    ),
  ]);
} else {
  console.info('postgres: skipped (set DATABASE_URL to a server where a scratch database may be created)');
}
let failed = false;
for (const [label, totals] of results) {
  console.info(
    `${label}: ${ROUNDS} kills, ${totals.acknowledged} acknowledged writes, all read back: ${totals.lost.length === 0 ? 'yes' : 'NO'}; ${totals.unanswered} requests cut by the kill (unacknowledged, not checked)`,
  );
  if (totals.lost.length > 0) {
    failed = true;
    console.error(`${label}: lost ${totals.lost.join(', ')}`);
  }
}
process.exitCode = failed ? 1 : 0;

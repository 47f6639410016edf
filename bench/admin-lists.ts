// The admin console's lists and reports with 10,000 users, 100,000 api_usage rows, 5,000 contact
// tickets, 10,000 sessions, 10,000 audit entries and 50,000 landing-page events in 200 campaigns: each call is sent one at a time (after a warm-up)
// to the production build, and its answer time is measured at the client. Postgres when DATABASE_URL
// is set (a database of its own, voxpert_bench_admin, is made afresh beside the one named), else PGlite.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- admin-lists
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.js';
import {
  ensureBuilt,
  freePort,
  type RunningServer,
  startServer,
  tempDataDir,
} from '../tools/server-process.js';

const USERS = 10_000;
const USAGE_ROWS = 100_000;
const TICKETS = 5_000;
const AUDIT = 10_000;
const LANDING_EVENTS = 50_000;
const CAMPAIGNS = 200;
const RUNS = 30;
const ADMIN = 'bench-admin@example.com';
const BENCH_DB = 'voxpert_bench_admin';

/** The calls the console makes, as it makes them. */
const calls: Record<string, string> = {
  usersFirstPage: '/api/admin/users?page=1&pageSize=25',
  usersSearch: '/api/admin/users?search=user-77&page=1&pageSize=25',
  usersByNameLastPage: '/api/admin/users?sort=name&order=asc&page=400&pageSize=25',
  userDetail: '/api/admin/users/5000',
  ticketsAll: '/api/admin/contact-tickets?page=1&pageSize=25',
  ticketsResolvedPage10: '/api/admin/contact-tickets?status=resolved&page=10&pageSize=25',
  apiUsage30Days: '/api/admin/analytics/api-usage?startDate=2026-01-01&endDate=2026-01-30',
  apiUsageYear: '/api/admin/analytics/api-usage?startDate=2025-06-01&endDate=2026-06-01',
  system: '/api/admin/system',
  auditLog: '/api/admin/audit-log?page=1&pageSize=20',
  landingPages: '/api/admin/analytics/landing-pages',
};

export async function benchAdminLists(): Promise<Record<string, number>> {
  ensureBuilt();
  const dataDir = tempDataDir();
  const url = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
  const env: Record<string, string> = { ADMIN_EMAILS: ADMIN, ATTEMPT_LIMIT_MULTIPLIER: '100' };
  if (url) env.DATABASE_URL = url;
  const port = await freePort();

  // The admin registers through the API; the rest is written straight to the database (PGlite
  // belongs to one process, so the server is stopped meanwhile).
  let server: RunningServer = await startServer(dataDir, port, env);
  let cookie: string;
  try {
    cookie = await registerAdmin(server.url);
  } finally {
    await server.stop();
  }
  await seed(url, dataDir);

  server = await startServer(dataDir, port, env);
  try {
    const figures: Record<string, number> = {};
    for (const [name, call] of Object.entries(calls)) {
      const times = await timeCall(`${server.url}${call}`, cookie);
      figures[`${name}P50Ms`] = percentile(times, 50);
      figures[`${name}P95Ms`] = percentile(times, 95);
    }
    // Ending 10,000 sessions happens once.
    const started = performance.now();
    const res = await fetch(`${server.url}/api/admin/terminate-sessions`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
    });
    if (!res.ok) throw new Error(`terminate-sessions: ${res.status} ${await res.text()}`);
    figures.terminateSessionsMs = round(performance.now() - started);
    figures.sessionsEnded = ((await res.json()) as { terminated: number }).terminated;
    return figures;
  } finally {
    await server.stop();
  }
}

async function timeCall(url: string, cookie: string): Promise<number[]> {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i++) await get(); // warm-up: connections, plans, caches
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await get());
  return times;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
}

async function registerAdmin(base: string): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: ADMIN,
      password: 'bench-password-42',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Rex',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function seed(url: string | undefined, dataDir: string): Promise<void> {
  const handle = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const run = (query: ReturnType<typeof sql>) => handle.db.execute(query);
  try {
    await run(sql`
      insert into users (username, password, first_name, last_name, subscription_type, subscription_status, created_at)
      select 'user-' || g || '@example.com', 'not-a-real-hash', 'First' || (g % 997), 'Last' || (g % 991),
        (array['free', 'basic', 'premium'])[1 + g % 3], (array['inactive', 'trial', 'active', 'canceled'])[1 + g % 4],
        now() - g * interval '7 minutes'
      from generate_series(1, ${USERS}) g`);
    await run(sql`
      insert into sessions (token_hash, user_id, created_at, last_seen_at)
      select 'bench-session-' || u.id, u.id, now(), now() from users u where u.username like 'user-%'`);
    // Six types x sixteen provider/model pairs x as many days as it takes, back from 2026-06-30.
    await run(sql`
      insert into api_usage (date, api_type, provider, model, call_count, token_count, character_count, estimated_cost)
      select date '2026-06-30' - (n / 96), (array['chat', 'chat_premium', 'tts', 'stt', 'documents', 'reminders'])[1 + (n / 16) % 6],
        'provider-' || (n % 4), 'model-' || (n % 16), 1 + n % 50, n % 5000, n % 3000, (n % 1000) / 10000.0
      from generate_series(0, ${USAGE_ROWS - 1}) n`);
    await run(sql`
      insert into contact_tickets (name, email, message, status, priority, created_at, updated_at)
      select 'Visitor ' || g, 'visitor-' || g || '@example.com', 'A question about my account, number ' || g,
        (array['new', 'in_progress', 'resolved'])[1 + g % 3], (array['low', 'medium', 'high'])[1 + g % 3],
        now() - g * interval '13 minutes', now()
      from generate_series(1, ${TICKETS}) g`);
    await run(sql`
      insert into admin_audit_log (admin_id, admin_username, action, target_type, target_id, details, created_at)
      select null, ${ADMIN}, 'user.update', 'user', (g % ${USERS})::text, '{"firstName":"Changed"}'::jsonb,
        now() - g * interval '3 minutes'
      from generate_series(1, ${AUDIT}) g`);
    await run(sql`
      insert into tracking_campaigns (campaign_name, subdomain, tracking_code, campaign_source, full_url, created_at)
      select 'Campaign ' || g, (array['my', 'your', 'mentor'])[1 + g % 3], 'bench' || lpad(g::text, 5, '0'),
        (array['newsletter', 'facebook', 'flyer'])[1 + g % 3], 'http://localhost/lp/my?ref=bench' || g,
        now() - g * interval '1 hour'
      from generate_series(1, ${CAMPAIGNS}) g`);
    // Mostly visits, a tenth clicks, a fiftieth signups (of the seeded users, one each), over 90 days.
    await run(sql`
      insert into landing_page_analytics (subdomain, visitor_ip, referrer, click_type, conversion_status, user_id, tracking_code, created_at)
      select (array['my', 'your', 'mentor'])[1 + g % 3], md5(g::text),
        (array['https://www.google.com/', 'https://www.facebook.com/some/long/path/to/a/post/that/is/cut', null])[1 + g % 3],
        case when g % 50 = 0 then 'signup' when g % 10 = 0 then 'click' else 'visit' end,
        case when g % 50 = 0 then 'signup' when g % 10 = 0 then 'click' else 'visit' end,
        case when g % 50 = 0 then (select id from users where username = 'user-' || (g / 50) || '@example.com') end,
        case when g % 4 = 0 then null else 'bench' || lpad((1 + g % ${CAMPAIGNS})::text, 5, '0') end,
        now() - (g % 90) * interval '1 day'
      from generate_series(1, ${LANDING_EVENTS}) g`);
    for (const table of [
      'users',
      'sessions',
      'api_usage',
      'contact_tickets',
      'admin_audit_log',
      'tracking_campaigns',
      'landing_page_analytics',
    ]) {
      await run(sql.raw(`analyze ${table}`));
    }
  } finally {
    await handle.close();
  }
}

/** A database of the benchmark's own on the server of `url`, made afresh; answers its URL. */
async function freshDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${BENCH_DB} with (force)`);
    await client.query(`create database ${BENCH_DB}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${BENCH_DB}`;
  return target.toString();
}

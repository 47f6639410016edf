// GET /api/user signed in: autocannon, 100 connections, 10 s, against the production build on PGlite
// (or DATABASE_URL when set), at the production default log level. With DATABASE_URL, a bare Fastify
// server doing the same session lookup on the same database (bench/bare-session-server.ts) is benched
// in the same run, alternating with the real one (API_USER_ROUNDS rounds, default 2), and the ratios
// real / bare are printed: of requests per second, and of the server process's CPU time per request
// (read from /proc; the one that holds on a machine other work shares, since a server's throughput
// there depends on how much of a core it was given).
// Run: npm run bench -- api-user
import path from 'node:path';
import autocannon from 'autocannon';
import {
  cpuMs,
  ensureBuilt,
  type RunningServer,
  root,
  startServer,
  tempDataDir,
} from '../tools/server-process.js';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.API_USER_DURATION ?? 10);

type Run = { result: autocannon.Result; cpuMsPerRequest: number | null };

export async function benchApiUser(): Promise<Record<string, number>> {
  ensureBuilt();
  const databaseUrl = process.env.DATABASE_URL;
  // The production default log level: what a deployment pays per request.
  const server = await startServer(tempDataDir(), 5311, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
  let bare: RunningServer | null = null;
  try {
    const cookie = await registerUser(server.url);
    if (!databaseUrl) {
      await hammer(server, cookie, 3);
      return figures('', await hammer(server, cookie));
    }
    bare = await startServer(tempDataDir(), 5313, { DATABASE_URL: databaseUrl }, { script: bareScript });
    // Warm-up, not counted: the first requests of a process compile its code.
    await hammer(server, cookie, 3);
    await hammer(bare, cookie, 3);
    const rounds = Number(process.env.API_USER_ROUNDS ?? 2);
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    let out: Record<string, number> = {};
    for (let round = 0; round < rounds; round++) {
      const a = await hammer(server, cookie);
      const b = await hammer(bare, cookie);
      ratios.push(a.result.requests.average / b.result.requests.average);
      if (a.cpuMsPerRequest && b.cpuMsPerRequest) cpuRatios.push(b.cpuMsPerRequest / a.cpuMsPerRequest);
      console.info(
        `api-user round ${round + 1}: ${Math.round(a.result.requests.average)} vs bare ${Math.round(b.result.requests.average)} req/s; ` +
          `CPU per request ${a.cpuMsPerRequest?.toFixed(3)} vs bare ${b.cpuMsPerRequest?.toFixed(3)} ms`,
      );
      out = { ...figures('', a), ...figures('bare', b) };
    }
    const mean = (list: number[]) => Math.round((list.reduce((s, n) => s + n, 0) / list.length) * 100) / 100;
    return {
      ...out,
      // Each round's ratio, then their mean: the two servers of one round saw about the same load.
      ratio: mean(ratios),
      ...(cpuRatios.length ? { cpuRatio: mean(cpuRatios) } : {}),
    };
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

const bareScript = path.join(root, 'bench', 'bare-session-server.ts');

async function registerUser(base: string): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench-${Date.now()}@example.com`,
      password: 'bench-password-42',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Rex',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  // Every cookie the answer set (the session and the signed-in hint), as a browser sends them back.
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function hammer(server: RunningServer, cookie: string, duration = DURATION_S): Promise<Run> {
  const cpuBefore = cpuMs(server.process.pid);
  const result = await autocannon({
    url: `${server.url}/api/user`,
    connections: CONNECTIONS,
    duration,
    headers: { cookie },
  });
  const cpuAfter = cpuMs(server.process.pid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${server.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  const cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
      ? (cpuAfter - cpuBefore) / result.requests.total
      : null;
  return { result, cpuMsPerRequest };
}

function figures(prefix: string, run: Run): Record<string, number> {
  const { result, cpuMsPerRequest } = run;
  const name = (n: string) => (prefix ? `${prefix}${n[0]?.toUpperCase()}${n.slice(1)}` : n);
  return {
    [name('requestsPerSecond')]: Math.round(result.requests.average),
    [name('latencyP50Ms')]: result.latency.p50,
    [name('latencyP99Ms')]: result.latency.p99,
    [name('totalRequests')]: result.requests.total,
    ...(cpuMsPerRequest !== null
      ? { [name('cpuMsPerRequest')]: Math.round(cpuMsPerRequest * 1000) / 1000 }
      : {}),
  };
}

// Profiles the production build under the api-user load: the server runs with --cpu-prof (the profile
// lands in PROFILE_DIR, default a temporary folder), autocannon sends GET /api/user signed in for 10 s,
// and the functions and packages with the most self time are printed. Uses DATABASE_URL when set.
// Run: node --import tsx bench/profile-server.ts [path, default /api/user]
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt, root, startServer, tempDataDir } from '../tools/server-process.js';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; endTime: number };

ensureBuilt();
const target = process.argv[2] ?? '/api/user';
const dir = process.env.PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'vox-prof-'));
// PROFILE_BARE=1: the bare yardstick server of the api-user bench instead (it needs DATABASE_URL).
const bare = process.env.PROFILE_BARE === '1';
const server = await startServer(
  tempDataDir(),
  5314,
  { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  {
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    ...(bare ? { script: path.join(root, 'bench', 'bare-session-server.ts') } : {}),
  },
);
let requests = 0;
let measuredUs = 0;
let stoppedAt = 0;
try {
  // The account is made by the real server (the bare one only reads sessions).
  const app = bare ? await startServer(tempDataDir(), 5315) : server;
  // PROFILE_LOGIN=email: sign in to an existing account (password bench-password-42, as the benches
  // make them) instead of making a new one, e.g. bench-list@example.com after the conversation-list bench.
  const login = process.env.PROFILE_LOGIN;
  const res = await fetch(`${app.url}/api/${login ? 'login' : 'register'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      login
        ? { username: login, password: 'bench-password-42' }
        : {
            username: `profile-${Date.now()}@example.com`,
            password: 'bench-password-42',
            securityQuestion: 'What was the name of your first pet?',
            securityAnswer: 'Rex',
          },
    ),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  if (bare) await app.stop();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const load = (duration: number) =>
    autocannon({ url: `${server.url}${target}`, connections: 100, duration, headers: { cookie } });
  // Warm-up, then the measured load; only the samples taken during the latter are counted.
  await load(3);
  const result = await load(10);
  measuredUs = Math.round(result.duration * 1e6);
  stoppedAt = performance.now();
  requests = result.requests.total;
  console.info(`${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx`);
} finally {
  await server.stop();
}
const exitLagUs = (performance.now() - stoppedAt) * 1000;
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
// Hit counts of the samples in the window of the measured load (the profile ends when the process
// exits, a moment after the load stopped).
{
  const hits = new Map<number, number>();
  let at = profile.endTime;
  const times: number[] = [];
  let t = 0;
  for (const d of profile.timeDeltas) {
    t += d;
    times.push(t);
  }
  const start = times.at(-1) ?? 0;
  const windowEnd = start - exitLagUs;
  const windowStart = windowEnd - measuredUs;
  profile.samples.forEach((id, i) => {
    const when = times[i] ?? 0;
    if (when >= windowStart && when <= windowEnd) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  at = hits.size;
  for (const n of profile.nodes) n.hitCount = hits.get(n.id) ?? 0;
  if (!at) throw new Error('no samples in the window');
}
const total = profile.nodes.reduce((s, n) => s + n.hitCount, 0);
const busy = profile.nodes
  .filter((n) => n.callFrame.functionName !== '(idle)')
  .reduce((s, n) => s + n.hitCount, 0);
console.info(`busy samples per request: ${(busy / requests).toFixed(4)}`);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const short = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/');
  const key = `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + node.hitCount);
  const pkg = url.includes('node_modules/')
    ? (url
        .split('node_modules/')
        .at(-1)
        ?.split('/')
        .slice(0, url.includes('node_modules/@') ? 2 : 1)
        .join('/') ?? url)
    : url.startsWith('node:')
      ? url
      : url.includes('/dist/')
        ? 'app'
        : functionName || '(native)';
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
}
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
console.info(
  `profile: ${path.join(dir, file)}\n\nself time by package:\n${top(byPackage, 25)}\n\nby function:\n${top(byFunction, 40)}`,
);

// Inclusive time of the functions named in PROFILE_FUNCTIONS (comma-separated substrings of
// "function file"), counted once per sample even when they recur in a stack.
type FullNode = Node & { children?: number[] };
const wanted = (process.env.PROFILE_FUNCTIONS ?? '').split(',').filter(Boolean);
if (wanted.length) {
  const nodes = new Map((profile.nodes as FullNode[]).map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const n of nodes.values()) {
    if (!n.hitCount) continue;
    const seen = new Set<string>();
    for (let at: number | undefined = n.id; at !== undefined; at = parent.get(at)) {
      const f = nodes.get(at)?.callFrame;
      if (!f) break;
      const label = `${f.functionName} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${f.lineNumber + 1}`;
      for (const w of wanted) if (label.includes(w) && !seen.has(w)) seen.add(w);
    }
    for (const w of seen) inclusive.set(w, (inclusive.get(w) ?? 0) + n.hitCount);
  }
  console.info(`\ninclusive:\n${top(inclusive, wanted.length)}`);
}

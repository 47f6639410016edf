// GET /api/user signed in: autocannon, 100 connections, 10 s, against the production build on PGlite
// (or DATABASE_URL when set). Run: npm run bench -- api-user
import autocannon from 'autocannon';
import { ensureBuilt, startServer, tempDataDir } from './server-process.js';

export async function benchApiUser(): Promise<Record<string, number>> {
  ensureBuilt();
  const server = await startServer(tempDataDir(), 5311);
  try {
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'bench@example.com',
        password: 'bench-password-42',
        securityQuestion: 'What was the name of your first pet?',
        securityAnswer: 'Rex',
      }),
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const result = await autocannon({
      url: `${server.url}/api/user`,
      connections: 100,
      duration: 10,
      headers: { cookie },
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    return {
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      totalRequests: result.requests.total,
    };
  } finally {
    await server.stop();
  }
}

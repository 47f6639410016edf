import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { TestClient, testConfig } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';

// What the server logs about requests: at info nothing for a request that went well, at debug one line.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

async function appLoggingAt(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = await buildApp({ config: testConfig(), database, logger: { level, stream } });
  await app.ready();
  return { app, lines, client: new TestClient(app, '10.7.0.1') };
}

describe('request log', () => {
  it('at info, writes no line for requests that went well, and still logs a refused one', async () => {
    const { app, lines, client } = await appLoggingAt('info');
    try {
      await client.register();
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await client.get('/healthz')).status).toBe(200);
      expect(lines.filter((l) => /request/.test(String(l.msg)))).toEqual([]);
      const refused = await client.request('POST', '/api/login', 'x', { 'content-type': 'text/plain' });
      expect(refused.status).toBe(415);
      expect(
        lines.some((l) => l.msg === 'request rejected' && l.reqId === refused.headers['x-request-id']),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('at debug, writes one line per request: method, path without the query, status, time; no cookie', async () => {
    const { app, lines, client } = await appLoggingAt('debug');
    try {
      await client.register();
      const before = lines.length;
      const res = await client.get('/api/conversations?limit=5&cursor=');
      expect(res.status).toBe(200);
      const logged = lines.slice(before).filter((l) => l.msg === 'request completed');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        reqId: res.headers['x-request-id'],
        method: 'GET',
        url: '/api/conversations',
        statusCode: 200,
      });
      expect(typeof logged[0]?.responseTime).toBe('number');
      expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
      expect(JSON.stringify(lines)).not.toContain('vox_session');
    } finally {
      await app.close();
    }
  });
});

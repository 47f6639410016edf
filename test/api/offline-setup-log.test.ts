import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_SETUP_HINT } from '../../src/server/ai/providers/chat-models.js';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { testConfig } from '../helpers/app.js';
import { parseEvents } from '../helpers/chat.js';
import { createTestDatabase } from '../helpers/database.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

/** Starts the app on a free port with its log captured; answers the log lines and the app. */
async function startLogged(config = testConfig()) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ config, database, webRoot: null, logger: { level: 'info', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    lines,
    close: () => app.close(),
  };
}

describe('without a language model', () => {
  it('tells the operator at start-up how to connect one, and never tells the user', async () => {
    const started = await startLogged();
    try {
      const warnings = started.lines.filter((l) => l.level === 40 && l.msg === OFFLINE_SETUP_HINT);
      expect(warnings).toHaveLength(1);
      expect(OFFLINE_SETUP_HINT).toContain('AI_BASE_URL');

      const res = await started.app.inject({
        method: 'POST',
        url: '/api/chat/stream',
        payload: { message: 'Hello there', category: 'coach' },
      });
      const reply = parseEvents(res.body)
        .filter((e) => e.event === 'delta')
        .map((e) => (e.data as { text: string }).text)
        .join('');
      expect(reply).toContain('this is a demonstration');
      expect(reply).not.toMatch(/AI_BASE_URL|AI_MODEL|Anthropic|provider|API/);
    } finally {
      await started.close();
    }
  });

  it('says nothing of the kind when a model is configured', async () => {
    const started = await startLogged(testConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1' }));
    try {
      expect(started.lines.some((l) => l.msg === OFFLINE_SETUP_HINT)).toBe(false);
    } finally {
      await started.close();
    }
  });
});

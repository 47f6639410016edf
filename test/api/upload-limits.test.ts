import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../helpers/documents.js';
import { multipart } from '../helpers/multipart.js';
import { burst, postJson, type ServerPair, startServerPair, statusCounts } from '../helpers/server-pair.js';

/**
 * The daily uploads of the Free plan hold when 50 uploads arrive at the same moment, split across two
 * servers on one database: exactly 3 are stored, the rest refused with the upgrade path.
 */
let pair: ServerPair;
beforeAll(async () => {
  pair = await startServerPair();
}, 180_000);
afterAll(async () => {
  await pair?.close();
});

describe('daily uploads under concurrency', () => {
  it('a Free account uploads exactly 3 files a day; the other 47 are refused with 403', async () => {
    const register = await postJson(
      pair.servers[0],
      '/api/register',
      {
        username: `uploads-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct horse battery',
        securityQuestion: 'What was the name of your first pet?',
        securityAnswer: 'Biscuit',
      },
      '10.88.0.1',
    );
    expect(register.status).toBe(201);
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // Pictures: measured at once, so one person may have several analysed together (a text or a PDF
    // waits for a reader, one at a time per person).
    const picture = png(2, 2);
    const answers = await burst(pair, 50, (server, i) => {
      const body = multipart([
        { name: 'file', filename: `picture-${i}.png`, type: 'image/png', data: picture },
      ]);
      return fetch(`${server.url}/api/upload`, {
        method: 'POST',
        headers: { ...body.headers, cookie, origin: server.url, 'x-forwarded-for': '10.88.1.1' },
        body: new Uint8Array(body.payload),
      });
    });
    expect(statusCounts(answers)).toEqual({ 201: 3, 403: 47 });
    expect(answers.find((a) => a.status === 403)?.json).toEqual({
      error: 'UPLOAD_LIMIT_REACHED',
      message: "You've reached your daily limit of 3 document analyses on your plan. Upgrade for more.",
      upgradeUrl: '/pricing?plan=premium',
    });
    expect(
      answers
        .filter((a) => a.status === 201)
        .map((a) => a.json.remainingToday)
        .sort(),
    ).toEqual([0, 1, 2]);
  });
});

import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { TestClient, testConfig } from '../helpers/app.js';
import { parseEvents, reply, TestModel } from '../helpers/chat.js';
import { createTestDatabase } from '../helpers/database.js';
import { tempFiles as tempFilesIn } from '../helpers/documents.js';
import { multipart } from '../helpers/multipart.js';
import { tempDir } from '../helpers/speech.js';

/**
 * Clients that stop sending are let go, over real sockets: a request head or body that stops
 * arriving is closed after its (here small) limit, and an upload cut short gives back its temporary
 * file and its claim on the day's uploads. Answers that take long (a reply stream) and bodies that
 * arrive slowly but steadily are not cut.
 */
const HEAD_MS = 500;
const BODY_IDLE_MS = 1000;

let database: DatabaseHandle;
let app: FastifyInstance;
let port: number;
let dataDir: string;
const model = new TestModel();
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = tempDir('vox-slow-');
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  app = await buildApp({
    config: testConfig({
      dataDir,
      HEADERS_TIMEOUT_MS: HEAD_MS,
      BODY_TIMEOUT_MS: BODY_IDLE_MS,
      KEEP_ALIVE_TIMEOUT_MS: HEAD_MS,
    }),
    database,
    chatModel: model,
    logger: { level: 'info', stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Opens a connection, writes `text`, and resolves when the server closes it. */
function sendAndWaitForClose(text: string | Buffer): Promise<{ received: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (d) => {
      received += String(d);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ received }));
  });
}

async function signedIn(): Promise<{ cookie: string; id: number }> {
  const client = new TestClient(app, '10.9.0.1');
  const { user } = await client.register();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return { cookie, id: user.id };
}

/** The uploads counted today for a user (claims not given back). */
async function countedUploads(userId: number): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from upload_claims where user_id = ${userId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const tempFiles = () => tempFilesIn(dataDir).length;

/** The head and the first half of an upload of a `size`-byte text file. */
function halfAnUpload(cookie: string, size: number): { head: string; body: Buffer } {
  const body = multipart([
    { name: 'file', filename: 'notes.txt', type: 'text/plain', data: Buffer.alloc(size, 'a') },
  ]);
  const head =
    'POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
    `Cookie: ${cookie}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
    `Content-Length: ${body.payload.length}\r\n\r\n`;
  return { head, body: body.payload.subarray(0, body.payload.length / 2) };
}

describe('slow clients', () => {
  it('closes a connection whose request head stops half-way', async () => {
    const { received } = await sendAndWaitForClose('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(received).not.toContain('200 OK');
  });

  it('closes a connection that sends nothing at all', async () => {
    await sendAndWaitForClose('');
  });

  it('closes a connection whose JSON body stops half-way', async () => {
    const body = JSON.stringify({ username: 'someone@example.com', password: 'correct horse battery' });
    await sendAndWaitForClose(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
    );
  });

  it('closes an idle keep-alive connection after a request with a body', async () => {
    const body = JSON.stringify({ username: 'nobody@example.com', password: 'wrong password' });
    const { received } = await sendAndWaitForClose(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(received).toMatch(/^HTTP\/1\.1 401/);
  });

  it('drops an upload whose body stops, and gives back its temporary file and the day’s upload', async () => {
    const { cookie, id } = await signedIn();
    const { head, body } = halfAnUpload(cookie, 200_000);
    const closed = sendAndWaitForClose(Buffer.concat([Buffer.from(head), body]));
    // The upload was received in part: a temporary file and a claim exist.
    await vi.waitFor(async () => expect(await countedUploads(id)).toBe(1), { timeout: 5000 });
    await closed;
    await vi.waitFor(async () => {
      expect(tempFiles()).toBe(0);
      expect(await countedUploads(id)).toBe(0);
    });
  });

  it('drops an upload trickled a few bytes at a time, and gives back its temporary file and claim', async () => {
    const { cookie, id } = await signedIn();
    const { head, body } = halfAnUpload(cookie, 200_000);
    let closed = false;
    const socket = net.connect(port, '127.0.0.1', async () => {
      socket.write(Buffer.concat([Buffer.from(head), body.subarray(0, 500)]));
      // Ten bytes a tenth of the idle limit apart: it never stops, but a window sees 100 bytes.
      for (let at = 500; !closed && at < body.length; at += 10) {
        socket.write(body.subarray(at, at + 10));
        await new Promise((r) => setTimeout(r, BODY_IDLE_MS / 10));
      }
    });
    socket.on('error', () => {});
    const ended = new Promise<void>((resolve) =>
      socket.on('close', () => {
        closed = true;
        resolve();
      }),
    );
    await vi.waitFor(async () => expect(await countedUploads(id)).toBe(1), { timeout: 5000 });
    await ended;
    await vi.waitFor(async () => {
      expect(tempFiles()).toBe(0);
      expect(await countedUploads(id)).toBe(0);
    });
  });

  it('keeps an upload that arrives slowly but steadily, longer than the idle limit in all', async () => {
    const { cookie } = await signedIn();
    const body = multipart([
      { name: 'file', filename: 'notes.txt', type: 'text/plain', data: Buffer.alloc(30_000, 'b') },
    ]);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', async () => {
        socket.write(
          'POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n' +
            `Cookie: ${cookie}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
            `Content-Length: ${body.payload.length}\r\n\r\n`,
        );
        // Pieces a fifth of the idle limit apart, for three times the limit.
        const pieces = 15;
        const size = Math.ceil(body.payload.length / pieces);
        for (let i = 0; i < pieces; i++) {
          socket.write(body.payload.subarray(i * size, (i + 1) * size));
          await new Promise((r) => setTimeout(r, BODY_IDLE_MS / 5));
        }
      });
      let received = '';
      socket.on('data', (d) => {
        received += String(d);
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
  });

  it('keeps a reply stream open while the model is quiet for longer than every limit', async () => {
    const { cookie } = await signedIn();
    const created = await fetch(`http://127.0.0.1:${port}/api/conversations`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ goatCategory: 'coach' }),
    });
    const { id } = (await created.json()) as { id: number };
    const thinking = reply('Here is a thought after a long pause.');
    model.behaviour = async function* (request) {
      await new Promise((r) => setTimeout(r, 2 * BODY_IDLE_MS + HEAD_MS));
      yield* thinking(request);
    };
    const res = await fetch(`http://127.0.0.1:${port}/api/conversations/${id}/messages/stream`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'What should I think about today?' }),
    });
    const events = parseEvents(await res.text());
    expect(events.at(-1)?.event).toBe('done');
  });

  it('logs an upload the client abandons as aborted, never as a server error', async () => {
    const { cookie } = await signedIn();
    const { head, body } = halfAnUpload(cookie, 200_000);
    const before = lines.length;
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(Buffer.concat([Buffer.from(head), body])),
    );
    await vi.waitFor(() => expect(tempFiles()).toBe(1), { timeout: 5000 });
    socket.destroy();
    await vi.waitFor(() => expect(lines.slice(before).some((l) => l.msg === 'request aborted')).toBe(true));
    const logged = lines.slice(before);
    expect(logged.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(JSON.stringify(logged)).not.toMatch(/"statusCode":5\d\d|unhandled error/);
  });
});

import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptAes128gcm, verifyVapid } from './web-push-crypto.js';

/** What a browser sends to POST /api/push/subscribe (PushSubscription.toJSON()). */
export type FakeSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** One message the fake push service accepted, decrypted as the browser would. */
export type ReceivedPush = {
  endpoint: string;
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID public key (k=) that signed the request. */
  vapidKey: string;
  subject: string;
};

type Browser = { receiver: ECDH; authSecret: Buffer; status: number };

export type FakePushService = {
  origin: string;
  /** A new browser subscription: its own P-256 key pair and 16-byte auth secret, like a browser makes. */
  subscribe(): FakeSubscription;
  /** Answers `status` (e.g. 410 Gone) for this endpoint from now on, accepting nothing. */
  answer(endpoint: string, status: number): void;
  /** Accepted messages, oldest first. */
  received: ReceivedPush[];
  /** Requests refused for breaking the protocol (a test expects none). */
  rejected: string[];
  close(): Promise<void>;
};

/** A local Web Push service (RFC 8030 receiving side) on 127.0.0.1 that checks VAPID and decrypts. */
export async function startFakePush(): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const browser = browsers.get(endpoint);
      const refuse = (status: number, why: string) => {
        rejected.push(`${status} ${why}`);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(why);
      };
      if (req.method !== 'POST') return refuse(405, `method ${req.method}`);
      if (!browser) return refuse(404, 'no such subscription');
      if (browser.status !== 201) {
        res.writeHead(browser.status).end();
        return;
      }
      try {
        const { claims, key } = verifyVapid(req.headers.authorization, origin, Date.now());
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error('Content-Encoding is not aes128gcm');
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL header ${req.headers.ttl}`);
        const payload = decryptAes128gcm(body, browser.receiver, browser.authSecret);
        received.push({
          endpoint,
          payload,
          ttl,
          urgency: header(req, 'urgency'),
          topic: header(req, 'topic'),
          vapidKey: key,
          subject: claims.sub,
        });
        res.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
      } catch (err) {
        refuse(400, err instanceof Error ? err.message : String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe: () => {
      const receiver = createECDH('prime256v1');
      receiver.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      browsers.set(endpoint, { receiver, authSecret, status: 201 });
      return {
        endpoint,
        keys: {
          p256dh: receiver.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
      };
    },
    answer: (endpoint, status) => {
      const browser = browsers.get(endpoint);
      if (!browser) throw new Error(`unknown endpoint ${endpoint}`);
      browser.status = status;
    },
    received,
    rejected,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerReminderPush } from './push-client.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const KEY = Buffer.from(new Uint8Array(65).fill(4)).toString('base64url');

/** A browser whose push manager hands out endpoint-1, then endpoint-2 after an unsubscribe. */
function browser(subscribeAnswers: number[]) {
  let current: { endpoint: string; unsubscribe: () => Promise<boolean> } | null = null;
  let made = 0;
  const subscriptionFor = (endpoint: string) => {
    const sub = {
      endpoint,
      options: { applicationServerKey: Buffer.from(KEY, 'base64url') },
      toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    current = sub;
    return sub;
  };
  const posted: string[] = [];
  vi.stubGlobal('window', { isSecureContext: true, PushManager: {} });
  vi.stubGlobal('Notification', { permission: 'granted' });
  vi.stubGlobal('navigator', {
    serviceWorker: {
      register: async () => ({
        pushManager: {
          getSubscription: async () => current,
          subscribe: async () => subscriptionFor(`https://push.example/endpoint-${++made}`),
        },
      }),
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/push/public-key') return Response.json({ publicKey: KEY });
      posted.push(JSON.parse(String(init.body)).endpoint);
      const status = subscribeAnswers.shift() ?? 201;
      return status === 201
        ? Response.json({ success: true, message: 'ok' }, { status })
        : Response.json({ error: 'PUSH_ENDPOINT_TAKEN', message: 'taken' }, { status });
    }),
  );
  vi.stubGlobal('PushManager', {});
  return { posted };
}

describe('registerReminderPush', () => {
  it('subscribes this browser', async () => {
    const { posted } = browser([201]);
    expect(await registerReminderPush()).toBe('subscribed');
    expect(posted).toEqual(['https://push.example/endpoint-1']);
  });

  it('makes a new subscription when the server keeps the endpoint for another account (409)', async () => {
    const { posted } = browser([409, 201]);
    expect(await registerReminderPush()).toBe('subscribed');
    expect(posted).toEqual(['https://push.example/endpoint-1', 'https://push.example/endpoint-2']);
  });

  it('gives up on other failures', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { posted } = browser([500]);
    expect(await registerReminderPush()).toBe('failed');
    expect(posted).toEqual(['https://push.example/endpoint-1']);
  });
});

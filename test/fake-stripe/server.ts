import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type FormObject, list, obj, parseForm, str } from './form.js';

/**
 * A local stand-in for the parts of Stripe's API Voxpert calls: customers, prices (list by lookup
 * keys, create), subscriptions (create, retrieve, update, cancel) with the expansions asked for, and
 * idempotency keys. Requests are form-encoded as the official SDK sends them; answers are Stripe's JSON
 * shapes. Every call is recorded. Tests drive what Stripe would do by itself (a card confirmed, a
 * renewal, a failed payment) and build the events it would send.
 *
 * It also answers what the browser's Stripe.js sends with the publishable key: confirming a setup or
 * payment intent with a card. Stripe's test cards behave as documented (0002 declined, 9995 insufficient
 * funds, anything else succeeds); a confirmed card then sends the signed webhook events Stripe would
 * send to the address given with forwardWebhooks, after the confirm is answered, as Stripe does.
 */
export type RecordedCall = {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | null;
};

type Price = {
  id: string;
  object: 'price';
  lookup_key: string | null;
  unit_amount: number;
  currency: string;
};
type Sub = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  created: number;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: Price;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  latest_invoice: string;
  pending_setup_intent: string | null;
};

const MONTH_S = 30 * 24 * 3600;
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export type FakeStripe = {
  url: string;
  port: number;
  calls: RecordedCall[];
  subscriptions: Map<string, Sub>;
  /** Stripe's clock, in seconds; tests may move it. */
  now: () => number;
  setNow(seconds: number): void;
  /** What confirming the client secret does at Stripe: the card saved, an incomplete one paid. */
  confirm(subId: string): Sub;
  patch(subId: string, patch: Partial<Sub>): Sub;
  /** A new period paid (period moves on a month; a pending downgrade's metadata stays as it was). */
  renew(subId: string): Sub;
  failPayment(subId: string): Sub;
  /** An event as Stripe sends it (JSON text), about a copy of `object`. */
  event(type: string, object: unknown, created?: number): { id: string; payload: string };
  invoiceOf(subId: string): Record<string, unknown>;
  /** Where confirmed cards send their webhook events, signed with `secret`. */
  forwardWebhooks(url: string, secret: string): void;
  /** The webhook deliveries sent so far (their HTTP statuses), for tests to wait on. */
  deliveries: { type: string; status: number }[];
  close(): Promise<void>;
};

/** Stripe's test cards that fail, as Stripe.js reports them. */
const cardRefusals: Record<string, { decline_code: string; message: string }> = {
  '4000000000000002': { decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
const signer = new Stripe('sk_test_signing_only');

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: RecordedCall[] = [];
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null }>();
  const prices = new Map<string, Price>();
  const subscriptions = new Map<string, Sub>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let clock: number | null = null;
  const now = () => clock ?? Math.floor(Date.now() / 1000);
  let webhook: { url: string; secret: string } | null = null;
  const deliveries: { type: string; status: number }[] = [];

  const invoiceOf = (sub: Sub, expand: boolean) => {
    const trial = sub.trial_end !== null && sub.pending_setup_intent !== null;
    const price = sub.items.data[0]?.price.unit_amount ?? 0;
    return {
      id: sub.latest_invoice,
      object: 'invoice',
      customer: sub.customer,
      amount_due: trial ? 0 : price,
      status: sub.status === 'incomplete' ? 'open' : 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: {} } },
      confirmation_secret:
        expand && !trial
          ? { client_secret: `${sub.latest_invoice.replace('in_', 'pi_')}_secret_x`, type: 'payment_intent' }
          : null,
    };
  };

  const render = (sub: Sub, expand: string[]) => ({
    ...sub,
    latest_invoice: expand.some((e) => e.startsWith('latest_invoice'))
      ? invoiceOf(sub, expand.includes('latest_invoice.confirmation_secret'))
      : sub.latest_invoice,
    pending_setup_intent:
      sub.pending_setup_intent && expand.includes('pending_setup_intent')
        ? {
            id: sub.pending_setup_intent,
            object: 'setup_intent',
            client_secret: `${sub.pending_setup_intent}_secret_x`,
          }
        : sub.pending_setup_intent,
  });

  const missing = (what: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });

  const eventOf = (type: string, object: unknown, created = now()) => {
    const eventId = id('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    });
    return { id: eventId, payload };
  };

  const confirmCard = (sub: Sub) => {
    sub.default_payment_method = id('pm');
    if (sub.status === 'incomplete') sub.status = 'active';
    return sub;
  };

  /** Sends events to the forwarded address one after another, as Stripe would (not awaited by the caller). */
  const sendEvents = async (events: { type: string; object: unknown }[]) => {
    if (!webhook) return;
    for (const { type, object } of events) {
      const { payload } = eventOf(type, object);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
      const res = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).catch(() => null);
      deliveries.push({ type, status: res?.status ?? 0 });
    }
  };

  /** Stripe.js confirming a setup intent (a trial's card) or a payment intent (a first invoice) with a card. */
  function confirmIntent(
    kind: string,
    intentId: string,
    params: FormObject,
  ): { status: number; body: unknown } {
    const setup = kind === 'setup_intents';
    const sub = [...subscriptions.values()].find((s) =>
      setup ? s.pending_setup_intent === intentId : s.latest_invoice.replace('in_', 'pi_') === intentId,
    );
    if (!sub || str(params.client_secret) !== `${intentId}_secret_x`) {
      return missing(`${setup ? 'setup_intent' : 'payment_intent'}: '${intentId}'`);
    }
    const number = (str(obj(obj(params.payment_method_data).card).number) ?? '').replace(/\D/g, '');
    const refusal = cardRefusals[number];
    if (refusal) {
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', ...refusal } },
      };
    }
    confirmCard(sub);
    const events: { type: string; object: unknown }[] = [
      { type: 'customer.subscription.updated', object: render(sub, []) },
    ];
    if (!setup) events.push({ type: 'invoice.paid', object: invoiceOf(sub, false) });
    setTimeout(() => void sendEvents(events), 10);
    const object = setup ? 'setup_intent' : 'payment_intent';
    return { status: 200, body: { id: intentId, object, status: 'succeeded' } };
  }

  function handle(method: string, path: string, params: FormObject): { status: number; body: unknown } {
    const expand = list(params.expand).filter((e): e is string => typeof e === 'string');
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer' as const, email: str(params.email) ?? null };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = list(params.lookup_keys);
      const data = [...prices.values()].filter((p) => keys.includes(p.lookup_key ?? ''));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price: Price = {
        id: id('price'),
        object: 'price',
        lookup_key: str(params.lookup_key) ?? null,
        unit_amount: Number(str(params.unit_amount) ?? 0),
        currency: str(params.currency) ?? 'usd',
      };
      prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = str(params.customer) ?? '';
      if (!customers.has(customer)) return missing(`customer: '${customer}'`);
      const priceId = str(obj(list(params.items)[0]).price) ?? '';
      const price = prices.get(priceId);
      if (!price) return missing(`price: '${priceId}'`);
      const trialDays = Number(str(params.trial_period_days) ?? 0);
      const t = now();
      const end = trialDays > 0 ? t + trialDays * 24 * 3600 : t + MONTH_S;
      const sub: Sub = {
        id: id('sub'),
        object: 'subscription',
        customer,
        status: trialDays > 0 ? 'trialing' : 'incomplete',
        created: t,
        trial_end: trialDays > 0 ? end : null,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        default_payment_method: null,
        metadata: Object.fromEntries(Object.entries(obj(params.metadata)).map(([k, v]) => [k, String(v)])),
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price,
              current_period_start: t,
              current_period_end: end,
            },
          ],
        },
        latest_invoice: id('in'),
        pending_setup_intent: trialDays > 0 ? id('seti') : null,
      };
      subscriptions.set(sub.id, sub);
      return { status: 200, body: render(sub, expand) };
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      // The invoice an upgrade with always_invoice creates now: the price difference for the rest of the
      // period from proration_date (Stripe prorates by the second), or the new price when a trial ends.
      const previewed = subscriptions.get(str(params.subscription) ?? '');
      if (!previewed) return missing(`subscription: '${str(params.subscription)}'`);
      const details = obj(params.subscription_details);
      const price = prices.get(str(obj(list(details.items)[0]).price) ?? '');
      const item = previewed.items.data[0];
      if (!price || !item) return missing('price');
      let amount = price.unit_amount;
      if (str(details.trial_end) !== 'now') {
        const at = Number(str(details.proration_date) ?? now());
        const span = item.current_period_end - item.current_period_start;
        const left = Math.max(0, item.current_period_end - at) / span;
        amount = Math.round((price.unit_amount - item.price.unit_amount) * left);
      }
      return {
        status: 200,
        body: {
          object: 'invoice',
          customer: previewed.customer,
          amount_due: Math.max(0, amount),
          currency: 'usd',
        },
      };
    }
    const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    const sub = match ? subscriptions.get(match[1] ?? '') : undefined;
    if (match && !sub) return missing(`subscription: '${match[1]}'`);
    if (sub && method === 'GET') return { status: 200, body: render(sub, expand) };
    if (sub && method === 'DELETE') {
      Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return { status: 200, body: render(sub, expand) };
    }
    if (sub && method === 'POST') {
      const cancel = str(params.cancel_at_period_end);
      if (cancel !== undefined) {
        sub.cancel_at_period_end = cancel === 'true';
        sub.canceled_at = cancel === 'true' ? now() : null;
      }
      const item = obj(list(params.items)[0]);
      const priceId = str(item.price);
      const current = sub.items.data[0];
      if (priceId && current) {
        const price = prices.get(priceId);
        if (!price) return missing(`price: '${priceId}'`);
        current.price = price;
      }
      if (str(params.trial_end) === 'now' && current) {
        const t = now();
        Object.assign(sub, { status: 'active', trial_end: t });
        Object.assign(current, { current_period_start: t, current_period_end: t + MONTH_S });
      }
      for (const [k, v] of Object.entries(obj(params.metadata))) {
        if (v === '') delete sub.metadata[k];
        else sub.metadata[k] = String(v);
      }
      return { status: 200, body: render(sub, expand) };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const params = parseForm(
        method === 'GET' || method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString(),
      );
      const keyHeader = req.headers['idempotency-key'];
      const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : null;
      calls.push({ method, path: url.pathname, params, idempotencyKey });
      const auth = req.headers.authorization ?? '';
      const cacheKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      let answer: { status: number; body: unknown };
      const intent = /^\/v1\/(setup_intents|payment_intents)\/(\w+)\/confirm$/.exec(url.pathname);
      if (intent && method === 'POST' && str(params.key)?.startsWith('pk_')) {
        answer = confirmIntent(intent[1] ?? '', intent[2] ?? '', params);
      } else if (!auth.startsWith('Bearer sk_')) {
        answer = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      } else if (cached) {
        answer = cached;
      } else {
        answer = handle(method, url.pathname, params);
        if (cacheKey) idempotent.set(cacheKey, answer);
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        // Stripe.js calls from the shop's own pages.
        'access-control-allow-origin': '*',
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const get = (subId: string): Sub => {
    const sub = subscriptions.get(subId);
    if (!sub) throw new Error(`fake Stripe has no ${subId}`);
    return sub;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    subscriptions,
    now,
    setNow: (seconds) => {
      clock = seconds;
    },
    confirm: (subId) => confirmCard(get(subId)),
    patch: (subId, patch) => Object.assign(get(subId), patch),
    renew(subId) {
      const sub = get(subId);
      const item = sub.items.data[0];
      if (item)
        Object.assign(item, {
          current_period_start: item.current_period_end,
          current_period_end: item.current_period_end + MONTH_S,
        });
      sub.status = 'active';
      return sub;
    },
    failPayment: (subId) => Object.assign(get(subId), { status: 'past_due' }),
    event: eventOf,
    invoiceOf: (subId) => invoiceOf(get(subId), false),
    forwardWebhooks(url, secret) {
      webhook = { url, secret };
    },
    deliveries,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

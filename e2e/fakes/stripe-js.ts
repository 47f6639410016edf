import type { Page } from '@playwright/test';

/**
 * A browser-side stand-in for Stripe.js, for tests that cannot reach js.stripe.com. It offers what
 * @stripe/react-stripe-js and the checkout use: Stripe(key).elements({clientSecret}), a Payment Element
 * with one labelled card-number field (Stripe draws its fields in a frame; here they are plain inputs),
 * its ready event, and confirmSetup / confirmPayment. Confirming posts to api.stripe.com as Stripe.js
 * does, with the publishable key in the body; the test routes that host to the local fake Stripe.
 */
function fakeStripeJs() {
  type Handler = (event: unknown) => void;
  type IntentResult = Record<string, unknown>;
  const w = window as unknown as { Stripe?: unknown };

  function makeElement() {
    const handlers = new Map<string, Handler[]>();
    let ready = false;
    let input: HTMLInputElement | null = null;
    const fire = (name: string, event: unknown) => {
      for (const h of handlers.get(name) ?? []) h(event);
    };
    return {
      value: () => input?.value ?? '',
      mount(target: HTMLElement | string) {
        const node = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
        if (!node) return;
        node.innerHTML =
          '<div data-testid="fake-stripe-element"><label for="fake-stripe-card" style="display:block">Card number</label>' +
          '<input id="fake-stripe-card" inputmode="numeric" autocomplete="cc-number" style="font-size:18px;width:100%;min-height:48px"></div>';
        input = node.querySelector('input');
        input?.addEventListener('input', () =>
          fire('change', {
            elementType: 'payment',
            empty: !input?.value,
            complete: (input?.value.length ?? 0) >= 16,
          }),
        );
        setTimeout(() => {
          ready = true;
          fire('ready', { elementType: 'payment' });
        }, 30);
      },
      on(name: string, handler: Handler) {
        handlers.set(name, [...(handlers.get(name) ?? []), handler]);
        if (name === 'ready' && ready) setTimeout(() => handler({ elementType: 'payment' }), 0);
      },
      off(name: string, handler: Handler) {
        handlers.set(
          name,
          (handlers.get(name) ?? []).filter((h) => h !== handler),
        );
      },
      update() {},
      destroy() {
        input = null;
      },
      unmount() {},
      focus() {
        input?.focus();
      },
      blur() {},
      clear() {
        if (input) input.value = '';
      },
      collapse() {},
    };
  }

  function makeStripe(key: string) {
    let clientSecret = '';
    let element: ReturnType<typeof makeElement> | null = null;
    const confirm = async (kind: 'setup_intents' | 'payment_intents'): Promise<IntentResult> => {
      const number = element?.value().replace(/\D/g, '') ?? '';
      if (number.length < 12) {
        return {
          error: {
            type: 'validation_error',
            code: 'incomplete_number',
            message: 'Your card number is incomplete.',
          },
        };
      }
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      const body = new URLSearchParams({
        key,
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': number,
      });
      try {
        const res = await fetch(`https://api.stripe.com/v1/${kind}/${intentId}/confirm`, {
          method: 'POST',
          body,
        });
        const json = (await res.json()) as { error?: unknown };
        if (!res.ok) return { error: json.error };
        return kind === 'setup_intents' ? { setupIntent: json } : { paymentIntent: json };
      } catch {
        return { error: { type: 'api_connection_error', message: 'We could not reach Stripe.' } };
      }
    };
    return {
      elements(options: { clientSecret?: string }) {
        clientSecret = options.clientSecret ?? '';
        return {
          create() {
            element = makeElement();
            return element;
          },
          getElement: () => element,
          update() {},
          submit: async () => ({}),
          fetchUpdates: async () => ({}),
        };
      },
      confirmSetup: () => confirm('setup_intents'),
      confirmPayment: () => confirm('payment_intents'),
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  // The release this app's @stripe/stripe-js expects, so it does not warn about a mismatch.
  w.Stripe = Object.assign(makeStripe, { version: 'endive' });
}

/**
 * Serves the stand-in for Stripe's script and sends what the page posts to api.stripe.com to the local
 * fake Stripe at `fakeStripeUrl`. Returns the Stripe hosts the page asked for, in order.
 */
export async function routeStripe(page: Page, fakeStripeUrl: string): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: `(${fakeStripeJs.toString()})();` });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    requested.push(request.url());
    const url = new URL(request.url());
    const res = await fetch(`${fakeStripeUrl}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.postData() ?? undefined,
    });
    await route.fulfill({
      status: res.status,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: await res.text(),
    });
  });
  return requested;
}

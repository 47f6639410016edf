import type { TestClient, TestResponse } from './app.js';

export const cards = {
  ok: '4242 4242 4242 4242',
  laterChargesFail: '4000 0000 0000 0341',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
} as const;

/** A card body for POST /api/billing/sandbox/confirm, valid for years. */
export const card = (clientSecret: string, cardNumber: string = cards.ok) => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
});

/** Starts and confirms a sandbox checkout; answers the confirmation. */
export async function buy(
  client: TestClient,
  plan: 'basic' | 'premium',
  number: string = cards.ok,
): Promise<TestResponse> {
  const created = await client.post('/api/create-subscription', { plan });
  if (created.status !== 200) return created;
  return client.post('/api/billing/sandbox/confirm', card(created.json.clientSecret, number));
}

import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** Pays for a plan in the sandbox with Stripe's test card that pays (Basic starts its trial). */
export async function subscribeInSandbox(page: Page, plan: 'basic' | 'premium'): Promise<void> {
  const created = await page.request.post('/api/create-subscription', { data: { plan } });
  expect(created.status(), await created.text()).toBe(200);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const confirmed = await page.request.post('/api/billing/sandbox/confirm', {
    data: {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 5,
      cvc: '123',
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The open tab's in-page alert whose text contains `text` ("Reminder: ...", "Missed reminder: ..."). */
export function reminderAlert(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /notifications/i })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** Closes an alert (dismissing its reminder) and waits for the server to keep it as heard. */
export async function dismissAlert(page: Page, alert: Locator): Promise<void> {
  const acknowledged = page.waitForResponse((r) => r.url().includes('/acknowledge') && r.ok());
  await alert.getByRole('button', { name: 'Close' }).click();
  await acknowledged;
}

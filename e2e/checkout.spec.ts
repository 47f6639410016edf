import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures.js';

/** Fills the sandbox card form with a test card. */
async function fillCard(page: Page, card: { number: string; expiry?: string; cvc?: string }) {
  const form = page.getByTestId('payment-form');
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('Expiry date (MM/YY)').fill(card.expiry ?? '12/34');
  await form.getByLabel('CVC').fill(card.cvc ?? '123');
}

async function createConversation(page: Page): Promise<number> {
  const res = await page.request.post('/api/conversations', { data: { goatCategory: 'random' } });
  return res.status();
}

test.describe('sandbox checkout', () => {
  test('Basic with the 4242 card starts the trial, and the free limits are lifted at once', async ({
    page,
    user,
    checkA11y,
  }) => {
    expect(user.isAdmin).toBe(false);
    // The free plan allows two conversations a day.
    expect(await createConversation(page)).toBe(201);
    expect(await createConversation(page)).toBe(201);

    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Choose Basic' }).click();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=basic$/);

    const form = page.getByTestId('payment-form');
    await expect(form.getByText('Test mode: no real charge')).toBeVisible();
    await expect(
      form.getByText(/4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined/),
    ).toBeVisible();
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByRole('definition')).toHaveText(['Basic', '$20.00/month', '7 days', '$0.00']);
    await expect(summary.getByText(/\$0\.00 today, then \$20\.00\/month after 7 days/)).toBeVisible();
    await expect(form.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await expect(form.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
    await expect(form.getByLabel('Expiry date (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(form.getByLabel('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    await checkA11y();

    await fillCard(page, { number: '4242 4242 4242 4242' });
    await form.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await expect(page).toHaveURL(/\/payment-success\?plan=basic&redirect_status=succeeded$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful', {
      timeout: 15_000,
    });
    await expect(page.getByRole('main').getByText('Your 7-day free trial has started!')).toBeVisible();
    await expectToast(page, 'Your 7-day free trial has started!');

    const sub = await page.request.get('/api/subscription');
    expect(sub.status()).toBe(200);
    expect(await sub.json()).toMatchObject({ plan: 'basic', status: 'trialing', cancelAtPeriodEnd: false });
    expect(await createConversation(page)).toBe(201);

    // A second checkout: one subscription at a time.
    await page.goto('/checkout?plan=premium');
    await expect(page.getByRole('heading', { name: 'You already have a plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Subscription' })).toHaveAttribute(
      'href',
      '/profile?tab=subscription',
    );
  });

  test('a declined card keeps the person on the form with what they typed', async ({ page, user }) => {
    expect(user.isAdmin).toBe(false);
    await page.goto('/checkout?plan=premium');
    const form = page.getByTestId('payment-form');
    await expect(page.getByTestId('order-summary').getByRole('definition')).toHaveText([
      'Premium',
      '$35.00/month',
      '$35.00',
    ]);
    await fillCard(page, { number: '4000 0000 0000 0002' });
    await form.getByRole('button', { name: 'Pay $35.00' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Payment Failed');
    await expect(alert).toContainText('Your card was declined.');
    await expectToast(page, 'Payment Failed');
    await expect(page).toHaveURL(/\/checkout\?plan=premium$/);
    await expect(form.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');

    // The same checkout still works with another card.
    await form.getByLabel('Card number').fill('4242424242424242');
    await form.getByRole('button', { name: 'Pay $35.00' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful', {
      timeout: 15_000,
    });
    await expect(page.getByRole('main').getByText('Your subscription is now active!')).toBeVisible();
  });

  test('Basic: insufficient funds says Setup Failed; a past expiry goes on its field', async ({
    page,
    user,
  }) => {
    expect(user.isAdmin).toBe(false);
    await page.goto('/checkout?plan=basic');
    const form = page.getByTestId('payment-form');
    await fillCard(page, { number: '4000 0000 0000 9995' });
    await form.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await expect(form.getByRole('alert')).toContainText('Setup Failed');
    await expect(form.getByRole('alert')).toContainText('Your card has insufficient funds.');
    await expectToast(page, 'Setup Failed');

    await fillCard(page, { number: '4242 4242 4242 4242', expiry: '01/20' });
    await form.getByRole('button', { name: 'Start 7-day free trial' }).click();
    const expiry = form.getByLabel('Expiry date (MM/YY)');
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription('The card has expired.');
    await expect(page).toHaveURL(/\/checkout\?plan=basic$/);

    await expiry.fill('13/40');
    await form.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await expect(expiry).toHaveAccessibleDescription('Enter the expiry date as MM/YY, for example 04/30.');
  });

  test('a network failure says Payment Error', async ({ page, user }) => {
    expect(user.isAdmin).toBe(false);
    await page.goto('/checkout?plan=premium');
    await page.route('**/api/billing/sandbox/confirm', (route) => route.abort('failed'));
    await fillCard(page, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Pay $35.00' }).click();
    await expect(page.getByTestId('payment-form').getByRole('alert')).toContainText(
      'An unexpected error occurred during payment processing',
    );
    await expectToast(page, 'Payment Error');
  });
});

test.describe('/payment-success typed by hand', () => {
  test('signed out: no success is claimed', async ({ page, checkA11y }) => {
    await page.goto('/payment-success?plan=basic&redirect_status=succeeded');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Verification');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Completed Payment Found');
    await expect(page.getByText('Payment Successful')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See Plans and Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute(
      'href',
      '/profile?tab=subscription',
    );
    await checkA11y();
  });

  test('signed in without a subscription: no success is claimed', async ({ page, user }) => {
    expect(user.isAdmin).toBe(false);
    await page.goto('/payment-success?plan=premium&redirect_status=succeeded');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Completed Payment Found');
    await expect(page.getByText('Your subscription is now active!')).toHaveCount(0);
  });
});

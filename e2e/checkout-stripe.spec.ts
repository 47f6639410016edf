import type { Page } from '@playwright/test';
import { routeStripe } from './fakes/stripe-js.js';
import { expect, expectToast, test } from './stripe-mode.js';

const createConversation = async (page: Page) =>
  (await page.request.post('/api/conversations', { data: { goatCategory: 'random' } })).status();

test.describe('checkout through Stripe (the Payment Element)', () => {
  test('Basic: the card saved at Stripe starts the trial, and the paid limits apply at once', async ({
    page,
    user,
    stripeApp,
    checkA11y,
  }) => {
    const requested = await routeStripe(page, stripeApp.fake.url);
    expect(await createConversation(page)).toBe(201);
    expect(await createConversation(page)).toBe(201);

    // Stripe's script is not loaded by the other pages.
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Choose Basic' })).toBeVisible();
    expect(requested).toEqual([]);

    await page.goto('/checkout?plan=basic');
    const form = page.getByTestId('payment-form');
    await expect(form).toHaveAttribute('data-provider', 'stripe');
    await expect(form.getByTestId('fake-stripe-element')).toBeVisible();
    await expect(page.getByText('Test mode: no real charge')).toHaveCount(0);
    await expect(page.getByTestId('order-summary').getByRole('definition')).toHaveText([
      'Basic',
      '$20.00/month',
      '7 days',
      '$0.00',
    ]);
    expect(requested.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
    await checkA11y();

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await expect(page).toHaveURL(/\/payment-success\?plan=basic&redirect_status=succeeded$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful', {
      timeout: 15_000,
    });
    await expectToast(page, 'Your 7-day free trial has started!');

    // The browser confirmed the setup intent with the publishable key, as Stripe.js does.
    const confirmCall = stripeApp.fake.calls.find((c) => c.path.startsWith('/v1/setup_intents/'));
    expect(confirmCall?.params).toMatchObject({ key: 'pk_test_e2e' });
    const sub = await page.request.get('/api/subscription');
    expect(await sub.json()).toMatchObject({ plan: 'basic', status: 'trialing', cancelAtPeriodEnd: false });
    expect(await createConversation(page)).toBe(201);
    // Stripe's webhooks arrive too, signed, and are accepted (storing the same state again is harmless).
    await expect
      .poll(() => stripeApp.fake.deliveries.filter((d) => d.type === 'customer.subscription.updated').length)
      .toBeGreaterThan(0);
    expect(stripeApp.fake.deliveries.every((d) => d.status === 200)).toBe(true);
    expect(user.isAdmin).toBe(false);
  });

  test('Premium: a declined card keeps the person on checkout; another card pays', async ({
    page,
    user,
    stripeApp,
  }) => {
    expect(user.isAdmin).toBe(false);
    await routeStripe(page, stripeApp.fake.url);
    await page.goto('/checkout?plan=premium');
    const form = page.getByTestId('payment-form');
    const pay = form.getByRole('button', { name: 'Pay $35.00' });
    await expect(pay).toBeEnabled();

    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await pay.click();
    await expect(form.getByRole('alert')).toContainText('Payment Failed');
    await expect(form.getByRole('alert')).toContainText('Your card was declined.');
    await expectToast(page, 'Payment Failed');
    await expect(page).toHaveURL(/\/checkout\?plan=premium$/);
    expect((await page.request.get('/api/subscription')).status()).toBe(404);

    await form.getByLabel('Card number').fill('4000 0000 0000 9995');
    await pay.click();
    await expect(form.getByRole('alert')).toContainText('Your card has insufficient funds.');

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful', {
      timeout: 15_000,
    });
    await expect(page.getByRole('main').getByText('Your subscription is now active!')).toBeVisible();
    expect(await (await page.request.get('/api/subscription')).json()).toMatchObject({
      plan: 'premium',
      status: 'active',
    });

    // Cancel and resubscribe on the profile go through Stripe too.
    await page.goto('/profile?tab=subscription');
    const status = page.getByTestId('subscription-status');
    await expect(status).toHaveText('Active subscription');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expectToast(page, 'Subscription Canceled');
    await expect(status).toHaveText('Canceled - Access until end of billing period');
    const atStripe = () =>
      [...stripeApp.fake.subscriptions.values()].find((s) => s.metadata.user_id === String(user.id));
    expect(atStripe()?.cancel_at_period_end).toBe(true);
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await expectToast(page, 'Subscription Resumed');
    await expect(status).toHaveText('Active subscription');
    expect(atStripe()?.cancel_at_period_end).toBe(false);
  });

  test('Stripe.js that cannot load shows Payment System Temporarily Unavailable', async ({ page, user }) => {
    expect(user.isAdmin).toBe(false);
    await page.route('https://js.stripe.com/**', (route) => route.abort('failed'));
    await page.goto('/checkout?plan=premium');
    await expect(page.getByRole('heading', { name: 'Payment System Temporarily Unavailable' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Refresh Payment Form' })).toBeVisible();
  });

  test('admins see that payments go through Stripe', async ({ page, admin }) => {
    expect(admin.isAdmin).toBe(true);
    await page.goto('/admin?tab=settings');
    await expect(page.getByTestId('billing-mode')).toContainText('Stripe: checkouts charge real cards');
  });
});

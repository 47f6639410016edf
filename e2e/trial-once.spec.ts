import { testAccount as account, expect, expectToast, test, uniqueEmail } from './fixtures.js';

test.describe('one Basic trial per e-mail address', () => {
  test('after deleting an account that had the trial, the same address checks out Basic paid, with no trial', async ({
    page,
  }) => {
    const username = uniqueEmail('trial-once');
    const register = async () =>
      expect((await page.request.post('/api/register', { data: { ...account, username } })).status()).toBe(
        201,
      );
    await register();
    const offer = await page.request.post('/api/create-subscription', { data: { plan: 'basic' } });
    const { clientSecret } = (await offer.json()) as { clientSecret: string };
    const trial = await page.request.post('/api/billing/sandbox/confirm', {
      data: { clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(trial.status()).toBe(200);
    expect(
      (await page.request.post('/api/user/delete', { data: { password: account.password } })).status(),
    ).toBe(200);
    await register();

    // The trial offer's link: Basic is offered without a trial.
    await page.goto('/pricing?plan=basic&trial=true');
    const basic = page.getByTestId('plan-basic');
    await expect(basic.getByText('No trial. Billed monthly from today. Cancel any time.')).toBeVisible();
    await expect(page.getByText('Your 7-day free trial is waiting')).toHaveCount(0);
    await expect(basic.getByText('7-day free trial')).toHaveCount(0);
    await expect(page.getByText('Choose Basic or Premium.', { exact: false })).toBeVisible();

    await page.goto('/checkout?plan=basic');
    await expect(page.getByText('Subscribe to Basic.')).toBeVisible();
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByRole('definition')).toHaveText(['Basic', '$20.00/month', '$20.00']);
    const form = page.getByTestId('payment-form');
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Pay $20.00' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful', {
      timeout: 15_000,
    });
    await expect(page.getByRole('main').getByText('Your subscription is now active!')).toBeVisible();
    await expectToast(page, 'Your subscription is now active!');
    await expect(page.getByText('Your 7-day free trial has started!')).toHaveCount(0);

    await page.request.post('/api/user/delete', { data: { password: account.password } });
  });
});

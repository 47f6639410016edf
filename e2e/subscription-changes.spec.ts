import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures.js';

const goodCard = '4242 4242 4242 4242';
/** Pays at checkout; every later charge is declined. */
const laterDeclinesCard = '4000 0000 0000 0341';

/** A subscription made through the real sandbox checkout API, as the checkout page makes it. */
async function subscribe(page: Page, plan: 'basic' | 'premium', cardNumber = goodCard): Promise<void> {
  const created = await page.request.post('/api/create-subscription', { data: { plan } });
  expect(created.status(), await created.text()).toBe(200);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const confirmed = await page.request.post('/api/billing/sandbox/confirm', {
    data: { clientSecret, cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 5, cvc: '123' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

async function storedSubscription(page: Page): Promise<unknown> {
  const res = await page.request.get('/api/subscription');
  expect(res.status()).toBe(200);
  return res.json();
}

async function openSubscriptionTab(page: Page) {
  await page.goto('/profile?tab=subscription');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('subscription-status')).toBeVisible();
  return panel;
}

test.describe('changing the plan on the Subscription tab', () => {
  test('Basic in its trial upgrades to Premium: the trial ends and $35.00 is charged', async ({
    page,
    user,
    checkA11y,
  }) => {
    expect(user.isAdmin).toBe(false);
    await subscribe(page, 'basic');
    const panel = await openSubscriptionTab(page);
    await expect(panel.getByText('Basic plan')).toBeVisible();
    await expect(panel.getByTestId('subscription-status')).toHaveText('Free trial');
    await expect(panel.getByRole('button', { name: 'Switch to Basic' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your free trial ends today');
    await expect(dialog).toContainText('$35.00');
    // The server's quote, before anything is charged.
    await expect(dialog.getByTestId('upgrade-due-today')).toHaveText(/Due today\s*\$35\.00/);
    await checkA11y();

    await dialog.getByRole('button', { name: 'Upgrade Now: pay $35.00' }).click();
    await expectToast(page, 'Plan Upgraded');
    await expectToast(page, "You're now on Premium. $35.00 was charged to your card.");
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByText('Premium plan')).toBeVisible();
    await expect(panel.getByTestId('subscription-status')).toHaveText('Active subscription');
    await expect(panel.getByRole('button', { name: 'Switch to Basic' })).toBeVisible();
    expect(await storedSubscription(page)).toMatchObject({ plan: 'premium', status: 'active' });
  });

  test('Premium switches to Basic at the period end, and Keep Premium undoes it', async ({
    page,
    user,
    checkA11y,
  }) => {
    expect(user.isAdmin).toBe(false);
    await subscribe(page, 'premium');
    const panel = await openSubscriptionTab(page);
    await expect(panel.getByText('Premium plan')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Switch to Basic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to Basic?' });
    await expect(dialog).toContainText('You keep Premium until the end of this billing period');
    await checkA11y();
    await dialog.getByRole('button', { name: 'Switch to Basic' }).click();
    await expectToast(page, 'Plan Change Scheduled');
    await expect(dialog).toHaveCount(0);

    await expect(panel.getByTestId('plan-change')).toHaveText(/^Your plan changes to Basic on .+\d{4}$/);
    await expect(panel.getByText('Premium plan')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Switch to Basic' })).toHaveCount(0);
    expect(await storedSubscription(page)).toMatchObject({
      plan: 'premium',
      status: 'active',
      nextPlan: 'basic',
    });
    await checkA11y();
    // The pending switch is the server's: a fresh visit shows it too.
    await openSubscriptionTab(page);
    await expect(panel.getByTestId('plan-change')).toHaveText(/^Your plan changes to Basic on .+\d{4}$/);

    await panel.getByRole('button', { name: 'Keep Premium' }).click();
    await expectToast(page, 'Premium Kept');
    await expect(panel.getByTestId('plan-change')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Keep Premium' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Switch to Basic' })).toBeVisible();
    // Nothing is pending any more: asking for Premium again is refused as the same plan.
    const again = await page.request.post('/api/subscription/change-plan', { data: { plan: 'premium' } });
    expect(again.status()).toBe(409);
  });

  test('a card that declines later charges: Payment Failed, and the plan stays Basic', async ({
    page,
    user,
  }) => {
    expect(user.isAdmin).toBe(false);
    await subscribe(page, 'basic', laterDeclinesCard);
    const panel = await openSubscriptionTab(page);
    await expect(panel.getByTestId('subscription-status')).toHaveText('Free trial');

    await panel.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium?' });
    await dialog.getByRole('button', { name: /^Upgrade Now/ }).click();
    await expectToast(page, 'Payment Failed');
    await expectToast(page, 'Your card was declined.');
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByText('Basic plan')).toBeVisible();
    await expect(panel.getByTestId('subscription-status')).toHaveText('Free trial');
    await expect(panel.getByRole('button', { name: 'Upgrade to Premium' })).toBeFocused();
    expect(await storedSubscription(page)).toMatchObject({ plan: 'basic', status: 'trialing' });
  });
  test('an active Basic plan: the upgrade says the $15.00 difference is charged for the days left', async ({
    page,
    user,
  }) => {
    expect(user.id).toBeGreaterThan(0);
    // A Basic plan past its trial cannot be made in a test run (the trial is a week): read one.
    const subscription = {
      status: 'active',
      plan: 'basic',
      currentPeriodEnd: '2030-01-08T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    };
    await page.route('**/api/subscription', (route) => route.fulfill({ json: subscription }));
    let answerQuote: () => void = () => {};
    const quoteAsked = new Promise<void>((resolve) => {
      answerQuote = resolve;
    });
    await page.route('**/api/subscription/plan-change-quote?plan=premium', async (route) => {
      await quoteAsked;
      await route.fulfill({ json: { plan: 'premium', amountDueNowCents: 1234, effective: 'now' } });
    });
    const panel = await openSubscriptionTab(page);
    await expect(panel.getByTestId('subscription-status')).toHaveText('Active subscription');
    await panel.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium?' });
    await expect(dialog).toContainText(
      'Today we charge the $15.00 monthly difference between Basic and Premium for the days left in this billing period',
    );
    await expect(dialog).toContainText('2030');
    await expect(dialog).not.toContainText('trial');
    // Until the quote arrives nothing can be confirmed; then the amount is on the button too.
    await expect(dialog.getByRole('status')).toContainText("Working out today's amount");
    await expect(dialog.getByRole('button', { name: 'Upgrade Now' })).toBeDisabled();
    answerQuote();
    await expect(dialog.getByTestId('upgrade-due-today')).toHaveText(/Due today\s*\$12\.34/);
    await expect(dialog.getByRole('button', { name: 'Upgrade Now: pay $12.34' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Not Now' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Upgrade to Premium' })).toBeFocused();
  });

  test('an unpaid renewal: the status says so, explains the free limits, and offers no plan changes', async ({
    page,
    user,
    checkA11y,
  }) => {
    expect(user.id).toBeGreaterThan(0);
    // A renewal that failed cannot be made in a test run (it is a month away): read one.
    const subscription = {
      status: 'past_due',
      plan: 'premium',
      currentPeriodEnd: '2030-01-08T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      nextPlan: null,
    };
    await page.route('**/api/subscription', (route) => route.fulfill({ json: subscription }));
    const panel = await openSubscriptionTab(page);
    await expect(panel.getByTestId('subscription-status')).toHaveText('Subscription past_due');
    await expect(panel.getByText(/^Payment due since .+2030$/)).toBeVisible();
    await expect(panel.getByRole('status')).toContainText('Your last payment did not go through.');
    await expect(panel.getByRole('status')).toContainText(
      "Until it is paid you have the Free plan's limits.",
    );
    for (const name of ['Cancel Subscription', 'Switch to Basic', 'Upgrade to Premium', 'Resubscribe']) {
      await expect(panel.getByRole('button', { name })).toHaveCount(0);
    }
    await checkA11y();
  });
});

import type { Page } from '@playwright/test';
import { expect, expectToast, registerForm, test, uniqueEmail } from './fixtures.js';
import { subscribeInSandbox } from './reminder-helpers.js';

/** Stands in for POST /api/create-subscription when the payment provider fails; records what was asked. */
async function fakeCreateSubscription(page: Page, answer: { status: number; body: unknown }) {
  const requests: unknown[] = [];
  await page.route('**/api/create-subscription', async (route) => {
    requests.push(route.request().postDataJSON());
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
  });
  return requests;
}

/**
 * Stops the page's installed clock about where it is now, so the test moves time on itself. The page's
 * time keeps running while the test asks for it, so a busy machine may need a second try.
 */
async function freezeClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (err) {
      if (attempt >= 4) throw err;
    }
  }
}

const unavailable = { status: 503, body: { error: 'UNAVAILABLE', message: 'Payments are paused' } };

test.describe('/pricing', () => {
  test('shows both plans with prices, the Free limits, payment methods and the FAQ', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing - Voxpert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');

    const basic = page.getByRole('group', { name: 'Basic' });
    await expect(basic.getByText('$20', { exact: true })).toBeVisible();
    await expect(basic.getByText('After a 7-day free trial. Cancel any time.')).toBeVisible();
    for (const feature of [
      'Unlimited voice conversations and replies',
      'All expert categories',
      'Saved conversation history',
      'Unlimited transcript exports',
      'Premium (HD) voice options',
      'Reminders',
      '20 document analyses a day',
      'Priority access to new features',
    ]) {
      await expect(basic.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
    }
    const premium = page.getByRole('group', { name: 'Premium' });
    await expect(premium.getByText('$35', { exact: true })).toBeVisible();
    await expect(premium.getByText('No trial. Billed monthly from today. Cancel any time.')).toBeVisible();
    for (const feature of [
      'Everything in Basic',
      'Multi-document analysis (PDFs, images, text)',
      'Unlimited document analysis',
      'Smart reminders: your expert asks how it went and keeps your answer',
      'Priority support',
      'Faster processing',
    ]) {
      await expect(premium.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
    }
    // Lines this server does not provide are not sold.
    await expect(
      premium.getByRole('listitem').filter({ hasText: 'Voice customization using your own audio samples' }),
    ).toHaveCount(0);
    const free = page.getByRole('region', { name: 'Free plan: $0, always' });
    await expect(free.getByText('2 conversations a day')).toBeVisible();
    await expect(free.getByText('10 replies per conversation')).toBeVisible();
    await expect(page.getByText('Accepted payment methods: all major credit cards.')).toBeVisible();

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('summary')).toHaveText([
      'How does the 7-day free trial work?',
      'Can I cancel at any time?',
      'What happens when I reach the Free plan limits?',
      'What if I upgrade from Basic to Premium?',
      'Which payment methods do you accept?',
      'Is my data safe?',
    ]);
    const proration = faq.getByText('prorated by the days remaining');
    await expect(proration).toBeHidden();
    await faq.getByText('What if I upgrade from Basic to Premium?').click();
    await expect(proration).toBeVisible();
    await checkA11y();
  });

  test('a Premium subscriber sees Premium marked as the current plan and no Upgrade Plan in the menu', async ({
    page,
    user,
  }) => {
    await subscribeInSandbox(page, 'premium');

    await page.goto('/pricing');
    const premium = page.getByRole('group', { name: 'Premium' });
    await expect(premium.getByText('Your current plan')).toBeVisible();
    await expect(premium.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await expect(premium.getByRole('button', { name: 'Choose Premium' })).toHaveCount(0);
    const basic = page.getByRole('group', { name: 'Basic' });
    await expect(basic.getByText('Your current plan')).toHaveCount(0);

    await page.getByRole('button', { name: `Account menu for ${user.firstName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Your Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Upgrade Plan' })).toHaveCount(0);
  });

  test('a visitor who chooses a plan registers and lands on its checkout', async ({ page }) => {
    await page.goto('/pricing?plan=basic&trial=true');
    await expect(page.getByRole('button', { name: 'Choose Basic' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout%3Fplan%3Dpremium$/);
    await expectToast(page, 'Authentication Required');
    await expectToast(page, 'Please sign in to choose a plan');

    await page.getByRole('tab', { name: 'Register' }).click();
    const form = registerForm(page);
    const email = uniqueEmail('pricing');
    const password = 'a long walk to the checkout';
    await form.email.fill(email);
    await form.password.fill(password);
    await form.confirm.fill(password);
    await form.question.selectOption({ index: 1 });
    await form.answer.fill('Rex');
    await form.terms.click();
    await form.submit.click();
    await expectToast(page, 'Registration successful');
    await expect(page).toHaveURL(/\/checkout\?plan=premium$/);
    await expect(page.getByTestId('order-summary').getByRole('definition').first()).toHaveText('Premium');
    await page.request.post('/api/user/delete', { data: { password } });
  });

  test('a visitor continuing with the trial offer logs in and lands on the Basic checkout', async ({
    page,
    user,
  }) => {
    await page.request.post('/api/logout', { data: {} });
    await page.goto('/pricing?plan=basic&trial=true');
    await expect(page.getByText('Your 7-day free trial is waiting')).toBeVisible();
    await expect(page.getByText('Selected plan: Basic, $20/month')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    // Through the checkout, which sends a visitor to sign in and back.
    await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout%3Fplan%3Dbasic%26trial%3Dtrue$/);
    await expectToast(page, 'Authentication Required');

    await page.getByLabel('Email', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=basic&trial=true$/);
    await expect(page.getByText('Start your 7-day free trial of Basic.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute(
      'href',
      '/pricing?plan=basic&trial=true',
    );
  });

  test('signed in: Continue needs a plan, then goes to checkout with it', async ({
    page,
    user,
    checkA11y,
  }) => {
    expect(user.isAdmin).toBe(false);
    const requests = await fakeCreateSubscription(page, unavailable);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expectToast(page, 'No Plan Selected');
    await expect(page).toHaveURL(/\/pricing$/);

    await page.getByRole('button', { name: 'Choose Premium' }).click();
    await expect(page.getByRole('button', { name: 'Choose Premium' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Choose Basic' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Selected plan: Premium, $35/month')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing\?plan=premium$/);
    await checkA11y();

    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=premium$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByRole('definition')).toHaveText(['Premium', '$35/month', '$35.00']);
    await expect(page.getByRole('heading', { name: 'Payment System Temporarily Unavailable' })).toBeVisible();
    await expectToast(page, 'Subscription Setup Failed');
    await expectToast(page, 'Error: Payments are paused. Please try again or contact support.');
    expect(requests).toEqual([{ plan: 'premium' }]);
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await checkA11y();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh Payment Form' }).click();
    await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Refresh Payment Form' })).toBeEnabled();
    expect(requests).toEqual([{ plan: 'premium' }, { plan: 'premium' }]);
  });

  test('?plan=basic&trial=true preselects Basic for a signed-in user', async ({ page, user }) => {
    expect(user.username).toContain('@');
    await page.goto('/pricing?plan=basic&trial=true');
    await expect(page.getByRole('button', { name: 'Choose Basic' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Your 7-day free trial is waiting')).toBeVisible();
    await expect(page.getByText('Selected plan: Basic, $20/month')).toBeVisible();
  });
});

test.describe('/checkout', () => {
  test('Basic: the sandbox trial terms from the server', async ({ page, user }) => {
    expect(user.isAdmin).toBe(false);
    await page.goto('/checkout?plan=basic');
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByRole('definition')).toHaveText(['Basic', '$20.00/month', '7 days', '$0.00']);
    await expect(summary.getByText(/^No charge until your trial ends on /)).toBeVisible();
    await expect(page.getByTestId('payment-form').getByText('Test mode: no real charge')).toBeVisible();
  });

  test('an answer without a client secret shows the unavailable panel', async ({ page, user }) => {
    expect(user.isAdmin).toBe(false);
    const requests = await fakeCreateSubscription(page, { status: 200, body: {} });
    await page.goto('/checkout?plan=basic');
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByRole('definition')).toHaveText(['Basic', '$20/month', '7 days', '$0.00']);
    await expectToast(
      page,
      'Error: No client secret received from server. Please try again or contact support.',
    );
    await expect(page.getByTestId('payment-unavailable')).toBeVisible();
    expect(requests).toEqual([{ plan: 'basic' }]);
  });

  test('without a plan, it waits 500 ms and returns to /pricing', async ({ page, user }) => {
    // The page's time is moved on in small steps, each a round trip to the browser.
    test.slow();
    expect(user.isAdmin).toBe(false);
    const noPlan = page.getByText('No plan was chosen. Taking you to the plans...');
    await page.clock.install();
    for (const path of ['/checkout', '/checkout?plan=gold']) {
      // The page's time stands still from before it loads, so its 500 ms cannot pass while the test
      // looks for the text (a running clock could leave before a busy machine's test saw it).
      await freezeClock(page);
      await page.goto(path);
      // The page needs its time to settle (the session check answers through a zero-delay timer, and a
      // page that was loading is shown after a short wait): time is let through 25 ms at a time, and
      // the text is looked for after each step, long before its 500 ms can have passed.
      await expect(async () => {
        await page.clock.runFor(25);
        await expect(noPlan).toBeVisible({ timeout: 200 });
      }).toPass({ intervals: [50], timeout: 20_000 });
      await page.clock.runFor(450);
      await expect(noPlan).toBeVisible();
      await page.clock.runFor(50);
      await expect(page).toHaveURL(/\/pricing$/);
      await page.clock.resume();
      await expectToast(page, 'No Plan Selected');
    }
  });

  test('a visitor is sent to /auth, to come back to this checkout', async ({ page }) => {
    await page.goto('/checkout?plan=premium');
    await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout%3Fplan%3Dpremium$/);
    await expectToast(page, 'Authentication Required');
  });
});

test.describe('/payment-success', () => {
  test('a failed payment says so and links back to /pricing', async ({ page, checkA11y }) => {
    await page.goto('/payment-success?plan=premium&redirect_status=failed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Failed');
    await expect(page.getByText('Your payment could not be completed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing');
    await checkA11y();
  });
});

import { expect, test } from './fakes/index.js';
import { expectToast } from './fixtures.js';
import { expectStatus } from './voice-helpers.js';

test.describe('the trial offer at the daily limit', () => {
  test.beforeEach(async ({ voicePage: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
  });

  test('a free user at the daily limit starts the Basic trial and can start a new conversation at once', async ({
    voicePage: page,
    user,
    checkA11y,
  }) => {
    expect(user.isAdmin).toBe(false);
    // The free plan allows two new conversations a day: use them up.
    for (let i = 0; i < 2; i++) {
      const res = await page.request.post('/api/conversations', { data: { goatCategory: 'business' } });
      expect(res.status()).toBe(201);
    }

    await page.goto('/');
    await expectStatus(page, 'ready');
    await page.getByTestId('new-conversation').click();
    const offer = page.getByTestId('trial-offer-dialog');
    await expect(offer.getByRole('heading', { name: 'Get 7 Days Free Premium Access!' })).toBeVisible();
    await expect(offer).toContainText("You've reached your daily limit of 2 conversations on the free plan.");
    await checkA11y();
    await offer.getByRole('button', { name: 'Start My 7-Day Free Trial' }).click();

    // Pricing, with Basic chosen and the trial explained.
    await expect(page).toHaveURL(/\/pricing\?plan=basic&trial=true$/);
    await expect(page.getByText('Your 7-day free trial is waiting')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=basic$/);

    const form = page.getByTestId('payment-form');
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry date (MM/YY)').fill(`12/${String(new Date().getFullYear() + 5).slice(2)}`);
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Start 7-day free trial' }).click();

    await expect(page).toHaveURL(/\/payment-success\?plan=basic&redirect_status=succeeded$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful', {
      timeout: 15_000,
    });
    await expect(page.getByRole('main').getByText('Your 7-day free trial has started!')).toBeVisible();

    // Back on the voice screen, the limit is gone: New Conversation makes one, with no offer.
    await page.goto('/');
    await expectStatus(page, 'ready');
    await page.getByTestId('new-conversation').click();
    await expectToast(page, /^New Conversation$/);
    await expectToast(page, 'Your new conversation is ready.');
    await expect(offer).toHaveCount(0);
    const conversations = await page.request.get('/api/conversations');
    expect(conversations.status()).toBe(200);
    expect(await conversations.json()).toHaveLength(3);
  });
});

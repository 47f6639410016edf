import { expect, test } from './fakes/index.js';
import { expectToast } from './fixtures.js';
import { expectStatus, micButton, sayAndSend, voiceStatus } from './voice-helpers.js';

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

    // Until the session check answers, New Conversation waits: a tap then must not send a signed-in
    // person to sign in.
    let answerSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    await page.route('**/api/user', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('new-conversation')).toBeDisabled();
    answerSession();
    await expectStatus(page, 'ready');
    await page.getByTestId('new-conversation').click();
    const offer = page.getByTestId('trial-offer-dialog');
    // The trial is Basic's: the title names the plan the text and the button offer.
    await expect(offer.getByRole('heading', { name: 'Get 7 Days Free Basic Access!' })).toBeVisible();
    await expect(offer).toContainText('Try Basic free for 7 days');
    await expect(offer).toContainText("You've reached your daily limit of 2 conversations on the free plan.");
    await checkA11y();
    await offer.getByRole('button', { name: 'Start My 7-Day Free Trial' }).click();

    // Pricing, with Basic chosen and the trial explained.
    await expect(page).toHaveURL(/\/pricing\?plan=basic&trial=true$/);
    await expect(page.getByText('Your 7-day free trial is waiting')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\?plan=basic(&trial=true)?$/);

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

test.describe('limits seen coming', () => {
  test.beforeEach(async ({ voicePage: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
  });

  test('the replies left show near the limit; at it the microphone says so, is disabled, and a new conversation is the last of the day', async ({
    voicePage: page,
    user: _user,
  }) => {
    const created = await page.request.post('/api/conversations', { data: { goatCategory: 'business' } });
    const { id } = (await created.json()) as { id: number };
    const send = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const res = await page.request.post(`/api/conversations/${id}/messages`, {
          data: { content: `Question ${i}` },
        });
        expect(res.status()).toBe(200);
      }
    };
    await send(8);
    await page.goto(`/?conversation=${id}`);
    await expect(page.getByTestId('replies-left')).toHaveText('2 replies left in this conversation');
    await expectStatus(page, 'ready');

    await send(2);
    await page.reload();
    // Before anything is said: the limit, the microphone disabled, and the ways on.
    await expectStatus(page, 'limit');
    await expect(voiceStatus(page)).toHaveText(
      'This conversation has used its 10 free replies. Start a new conversation, or try Basic free for 7 days.',
    );
    await expect(micButton(page)).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeDisabled();
    const actions = page.getByTestId('limit-actions');
    await expect(actions.getByRole('link', { name: 'Start My 7-Day Free Trial' })).toHaveAttribute(
      'href',
      '/pricing?plan=basic&trial=true',
    );

    // The day's second conversation is allowed: it is said to be the last one, not a refusal.
    await actions.getByRole('button', { name: 'New Conversation' }).click();
    // Leaving a conversation of several turns offers its summary first.
    await page
      .getByRole('dialog', { name: 'Your conversation summary' })
      .getByRole('button', { name: 'Start a new conversation' })
      .click();
    const offer = page.getByTestId('trial-offer-dialog');
    await expect(offer).toContainText('This is your last free conversation for today.');
    await expect(offer).not.toContainText("You've reached your daily limit");
    await offer.getByRole('button', { name: 'Maybe Later' }).click();
    await expectStatus(page, 'ready');
    await expect(micButton(page)).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeEnabled();
    await expect(page.getByTestId('replies-left')).toHaveCount(0);
  });

  test('a guest at the guest limit is offered a free account, coming back here', async ({
    voicePage: page,
  }) => {
    // The server's refusal at the guest limit (20 replies an hour from one address, shared by every test).
    await page.route('**/api/chat/stream', (route) =>
      route.fulfill({
        status: 403,
        json: {
          error: 'USAGE_LIMIT_REACHED',
          limitType: 'GUEST_REPLY_LIMIT',
          message: "You've reached the guest limit of 20 replies an hour.",
        },
      }),
    );
    await page.goto('/');
    await sayAndSend(page, 'Hello there');
    const offer = page.getByTestId('trial-offer-dialog');
    await expect(offer).toContainText('Create a free account to keep talking.');
    await expect(micButton(page)).toBeDisabled();
    await offer.getByRole('button', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2F&tab=register$/);
    await expect(page.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
  });
});

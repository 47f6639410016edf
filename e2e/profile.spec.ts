import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectToast, test } from './fixtures.js';

async function storedSettings(page: Page) {
  const res = await page.request.get('/api/user/settings');
  expect(res.status()).toBe(200);
  return (await res.json()) as { enableTranscriptions: boolean; genderPreference: string | null };
}

const fakeConversation = {
  id: 424242,
  goatCategory: 'science',
  createdAt: '2026-03-14T15:09:00.000Z',
  title: null,
  preview: 'How do stars form?',
  messageCount: 4,
};

type FakeConversation = typeof fakeConversation;

/** Answers GET /api/conversations (the list's pages) with these conversations, `size` a page. */
async function fakeList(page: Page, all: FakeConversation[], size = 20): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/conversations',
    (route) => {
      const cursor = new URL(route.request().url()).searchParams.get('cursor');
      const start = cursor ? Number(cursor) : 0;
      const end = start + size;
      return route.fulfill({
        json: {
          items: all.slice(start, end),
          nextCursor: end < all.length ? String(end) : null,
          total: all.length,
        },
      });
    },
  );
}

test.describe('/profile', () => {
  test('the tab lives in ?tab=, and Back goes to /', async ({ page, user, checkA11y }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: `${user.firstName} ${user.lastName}` })).toBeVisible();
    await expect(panel.getByText(user.username)).toBeVisible();
    await expect(panel.getByText('Member since')).toBeVisible();
    const year = String(new Date().getFullYear());
    await expect(panel.getByText(year)).toBeVisible();
    await expect(panel.getByText('Free', { exact: true })).toBeVisible();
    await checkA11y();

    for (const [name, tab] of [
      ['Conversations', 'conversations'],
      ['Memory', 'memory'],
      ['Subscription', 'subscription'],
      ['Settings', 'settings'],
    ] as const) {
      await page.getByRole('tab', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/profile\\?tab=${tab}$`));
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    }
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto('/profile?tab=subscription');
    await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/profile?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // The header's account button and the forms are the same on a phone (the button is not folded into the menu).
  test("the account is the person's own: a new name, and a picture the header shows instead of the initials", async ({
    page,
    user,
    checkA11y,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same screens on a phone');
    expect(user.firstName).toBe('Grace');
    await page.goto('/profile');
    const account = page.getByRole('button', { name: /^Account menu for / });
    await expect(account.getByTestId('avatar-initials')).toHaveText('GH');

    // A name the rules refuse is told under its field.
    const nameForm = page.getByRole('form', { name: 'Your name' });
    await nameForm.getByLabel('First name').fill('x'.repeat(101));
    await nameForm.getByRole('button', { name: 'Save name' }).click();
    await expect(nameForm.getByText('Must be at most 100 characters')).toBeVisible();
    await expect(nameForm.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y();

    await nameForm.getByLabel('First name').fill('Ada');
    await nameForm.getByLabel('Last name').fill('Lovelace');
    await nameForm.getByRole('button', { name: 'Save name' }).click();
    await expectToast(page, 'Profile updated');
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Ada' })).toBeVisible();

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7a4b' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Add a picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await expectToast(page, 'Picture updated');
    const header = page.getByRole('banner').locator('img[alt="Ada"]');
    await expect(header).toHaveAttribute('src', /^\/api\/user\/picture\?v=/);
    await expect
      .poll(() => header.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth]))
      .toEqual([true, 256]);
    await expect(page.getByTestId('profile-picture')).toHaveAttribute('alt', 'Ada Lovelace');
    await expect(page.getByTestId('avatar-initials')).toHaveCount(0);
    await checkA11y();

    // Still there after a reload; removed, the initials come back.
    await page.reload();
    await expect(page.getByRole('banner').locator('img[alt="Ada"]')).toBeVisible();
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expectToast(page, 'Picture removed');
    await expect(page.getByTestId('avatar-initials')).toHaveText('AL');
    await expect(page.getByLabel('Add a picture')).toBeFocused();
  });

  test('settings save themselves and are still there after a reload', async ({ page, user, checkA11y }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/profile?tab=settings');
    const transcriptions = page.getByRole('switch', { name: 'Offer conversation downloads' });
    await expect(transcriptions).not.toBeChecked();
    await expect(page.getByLabel('Expert voice preference')).toHaveText('No preference');
    await checkA11y();

    await transcriptions.click();
    await expectToast(page, 'Settings updated');
    await expectToast(page, 'Your profile settings have been saved');
    await expect.poll(async () => (await storedSettings(page)).enableTranscriptions).toBe(true);

    await page.getByLabel('Expert voice preference').click();
    await page.getByRole('option', { name: 'Female voice' }).click();
    await expect.poll(async () => (await storedSettings(page)).genderPreference).toBe('female');

    await page.reload();
    await expect(transcriptions).toBeChecked();
    await expect(page.getByLabel('Expert voice preference')).toHaveText('Female voice');

    await page.getByLabel('Expert voice preference').click();
    await page.getByRole('option', { name: 'No preference' }).click();
    await expect.poll(async () => (await storedSettings(page)).genderPreference).toBeNull();
    expect((await storedSettings(page)).enableTranscriptions).toBe(true);
  });

  test('a failed save shows the failure toast and the stored settings again', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    let refused = 0;
    await page.route('**/api/user/settings', async (route) => {
      if (route.request().method() !== 'POST' || refused > 0) return route.fallback();
      refused += 1;
      await route.fulfill({
        status: 500,
        json: { error: 'INTERNAL_ERROR', message: 'The settings store is resting' },
      });
    });
    await page.goto('/profile?tab=settings');
    const transcriptions = page.getByRole('switch', { name: 'Offer conversation downloads' });
    await transcriptions.click();
    await expectToast(page, 'Failed to update settings');
    await expectToast(page, 'The settings store is resting');
    // Refetched: the switch shows what the server holds.
    await expect(transcriptions).not.toBeChecked();
    expect(refused).toBe(1);
    expect((await storedSettings(page)).enableTranscriptions).toBe(false);

    await transcriptions.click();
    await expectToast(page, 'Settings updated');
    await expect.poll(async () => (await storedSettings(page)).enableTranscriptions).toBe(true);
  });

  test('unreadable settings fall back to transcriptions off and no preference', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.request.post('/api/user/settings', { data: { enableTranscriptions: true } });
    await page.route('**/api/user/settings', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { nonsense: 1 } }) : route.fallback(),
    );
    await page.goto('/profile?tab=settings');
    await expect(page.getByText('We could not load your saved settings')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Offer conversation downloads' })).not.toBeChecked();
    await expect(page.getByLabel('Expert voice preference')).toHaveText('No preference');
  });

  test('a saved conversation shows a short title from its first message and its latest answer as preview', async ({
    page,
    user,
  }) => {
    expect(user.id).toBeGreaterThan(0);
    const created = await (
      await page.request.post('/api/conversations', { data: { goatCategory: 'science' } })
    ).json();
    const sent = await page.request.post(`/api/conversations/${created.id}/messages`, {
      data: { content: 'why is the sky blue. my daughter keeps asking me' },
    });
    expect(sent.status()).toBe(200);
    const answer: string = (await sent.json()).botMessage.content;
    await page.goto('/profile?tab=conversations');
    const item = page.getByTestId('conversation-item');
    await expect(item.getByRole('heading', { name: 'Why is the sky blue', exact: true })).toBeVisible();
    await expect(item.getByText('Scientists ·')).toBeVisible();
    await expect(item).toContainText(answer.replace(/\s+/g, ' ').slice(0, 50));
    await expect(item).not.toContainText('my daughter keeps asking me');
    await expect(item.getByText('2 messages')).toBeVisible();
  });

  test('no conversations yet: the empty state links to a new one', async ({ page, user, checkA11y }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/profile?tab=conversations');
    await expect(page.getByText('No conversations yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute('href', '/');
    await checkA11y();
  });

  test('the list loads a page at a time: Load more adds the next one and keeps the keyboard there', async ({
    page,
    user,
    checkA11y,
  }) => {
    expect(user.id).toBeGreaterThan(0);
    // The free plan starts two conversations a day: a long list is faked, page by page.
    const all = Array.from({ length: 23 }, (_, i) => ({
      ...fakeConversation,
      id: 5000 - i,
      preview: `Question number ${i + 1}`,
    }));
    await fakeList(page, all);
    await page.goto('/profile?tab=conversations');
    const items = page.getByTestId('conversation-item');
    await expect(items).toHaveCount(20);
    await expect(page.getByText('Showing 20 of 23 conversations')).toBeVisible();
    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(23);
    await expect(items.nth(22)).toContainText('Question number 23');
    await expect(page.getByText('Showing 23 of 23 conversations')).toBeVisible();
    await expect(more).toHaveCount(0);
    await expect(items.nth(20).getByRole('link', { name: /^Open/ })).toBeFocused();
    await checkA11y();
  });

  test('Export is offered only with transcriptions on, and downloads the transcript', async ({
    page,
    user,
  }) => {
    expect(user.id).toBeGreaterThan(0);
    // No API creates a conversation yet: the list is faked; the export itself is the real server's.
    await fakeList(page, [fakeConversation]);
    await page.goto('/profile?tab=conversations');
    const item = page.getByTestId('conversation-item');
    await expect(item.getByRole('heading', { name: 'Scientists' })).toBeVisible();
    await expect(item.getByText('How do stars form?')).toBeVisible();
    await expect(item.getByText('4 messages')).toBeVisible();
    await expect(item.getByRole('link', { name: /^Open/ })).toHaveAttribute('href', '/?conversation=424242');
    await expect(item.getByRole('button', { name: /^Export/ })).toHaveCount(0);

    await page.request.post('/api/user/settings', { data: { enableTranscriptions: true } });
    await page.reload();
    const exportButton = item.getByRole('button', { name: /^Export/ });
    await expect(exportButton).toBeVisible();

    // Another user's (or a missing) conversation is refused by the server.
    await exportButton.click();
    await expectToast(page, 'Export failed');
    await expectToast(page, 'Conversation not found');

    await page.route('**/api/conversations/424242/export', (route) =>
      route.fulfill({ json: { content: 'You: How do stars form?\nExpert: From clouds of gas.' } }),
    );
    const downloading = page.waitForEvent('download');
    await exportButton.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('conversation-424242.txt');
    await expectToast(page, 'Export successful');
    await expectToast(page, 'Your conversation has been downloaded');
  });

  test('the subscription tab shows the Free plan with its limits', async ({ page, user, checkA11y }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/profile?tab=subscription');
    await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible();
    await expect(page.getByText('You are on the Free plan.')).toBeVisible();
    await expect(page.getByText('2 new conversations per day')).toBeVisible();
    await expect(page.getByText('10 replies per conversation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await checkA11y();
  });

  test('subscription status texts, Resubscribe and Cancel', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    let subscription = {
      status: 'trialing',
      plan: 'basic',
      currentPeriodEnd: '2030-01-08T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    };
    await page.route('**/api/subscription', (route) => route.fulfill({ json: subscription }));
    await page.goto('/profile?tab=subscription');
    const status = page.getByTestId('subscription-status');
    await expect(status).toHaveText('Free trial');
    await expect(page.getByRole('heading', { name: 'Basic plan' })).toBeVisible();

    // The real server refuses to cancel a subscription this user does not have.
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expectToast(page, 'Cancellation Failed');

    let cancelRequests = 0;
    await page.route('**/api/subscription/cancel', (route) => {
      cancelRequests += 1;
      subscription = { ...subscription, status: 'active', cancelAtPeriodEnd: true };
      return route.fulfill({ json: { success: true, message: 'Canceled' } });
    });
    await page.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expectToast(page, 'Subscription Canceled');
    await expectToast(page, 'Your subscription will end at the end of the current billing period');
    expect(cancelRequests).toBe(1);
    await expect(status).toHaveText('Canceled - Access until end of billing period');
    await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

    subscription = { ...subscription, status: 'active', cancelAtPeriodEnd: false, plan: 'premium' };
    await page.reload();
    await expect(status).toHaveText('Active subscription');
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

    subscription = { ...subscription, status: 'past_due' };
    await page.reload();
    await expect(status).toHaveText('Subscription past_due');
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  });

  test('a real sandbox subscription: Cancel, then Resubscribe', async ({ page, user }) => {
    expect(user.isAdmin).toBe(false);
    const created = await page.request.post('/api/create-subscription', { data: { plan: 'premium' } });
    expect(created.status()).toBe(200);
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    const confirmed = await page.request.post('/api/billing/sandbox/confirm', {
      data: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    expect(confirmed.status()).toBe(200);

    await page.goto('/profile?tab=subscription');
    const status = page.getByTestId('subscription-status');
    await expect(status).toHaveText('Active subscription');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expectToast(page, 'Subscription Canceled');
    await expect(status).toHaveText('Canceled - Access until end of billing period');

    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await expectToast(page, 'Subscription Resumed');
    await expect(status).toHaveText('Active subscription');
    await expect(page.getByRole('button', { name: 'Resubscribe' })).toHaveCount(0);
    const sub = await page.request.get('/api/subscription');
    expect(await sub.json()).toMatchObject({ plan: 'premium', status: 'active', cancelAtPeriodEnd: false });
  });

  test('Download my data saves one JSON file of the account, says when it is preparing, and why it failed', async ({
    page,
    user,
    checkA11y,
  }) => {
    await page.goto('/profile?tab=settings');
    const button = page.getByRole('button', { name: 'Download my data' });
    await expect(button).toBeVisible();
    await checkA11y();

    // The real server's file, held back until the button has shown that it is working.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user/export', async (route) => {
      await held;
      await route.continue();
    });
    const downloading = page.waitForEvent('download');
    await button.click();
    await expect(page.getByRole('button', { name: 'Preparing your file...' })).toBeDisabled();
    release();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^voxpert-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(data.account.username).toBe(user.username);
    expect(Array.isArray(data.transcripts)).toBe(true);
    expect(JSON.stringify(data)).not.toContain('argon2');
    await expectToast(page, 'Your data has been downloaded');
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeEnabled();

    // Refused (too many downloads): the server's sentence, in an alert beside the button.
    await page.unroute('**/api/user/export');
    await page.route('**/api/user/export', (route) =>
      route.fulfill({
        status: 429,
        json: { error: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again in 59 minutes.' },
      }),
    );
    await page.getByRole('button', { name: 'Download my data' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your data could not be downloaded' });
    await expect(alert).toContainText('Too many attempts. Please try again in 59 minutes.');
  });

  test('Delete account asks for the password, then signs out to /auth', async ({ page, user }) => {
    await page.goto('/profile?tab=settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Password is required', { exact: true })).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is not correct', { exact: true })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(200);

    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expectToast(page, 'Your account has been deleted.');
    expect((await page.request.get('/api/user')).status()).toBe(401);
    const login = await page.request.post('/api/login', {
      data: { username: user.username, password: user.password },
    });
    expect(login.status()).toBe(401);
  });
});

import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures.js';

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel('Full Name').fill(values.name);
  await page.getByLabel('Email Address').fill(values.email);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}

test.describe('/contact', () => {
  test('shows the form, the support email, response time and reasons to write', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us - Voxpert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(form(page).getByLabel('Full Name')).toHaveValue('');
    await expect(form(page).getByLabel('Email Address')).toHaveValue('');
    await expect(form(page).getByLabel('Message', { exact: true })).toHaveValue('');
    const aside = page.getByRole('complementary', { name: 'Other ways to reach us' });
    await expect(aside.getByRole('link', { name: 'support@voxpert.app' })).toHaveAttribute(
      'href',
      'mailto:support@voxpert.app',
    );
    await expect(aside.getByText('We reply within 24 hours on business days.')).toBeVisible();
    for (const reason of [
      'Technical support',
      'Feature requests',
      'Account and billing questions',
      'Partnership inquiries',
    ]) {
      await expect(aside.getByRole('listitem').filter({ hasText: reason })).toBeVisible();
    }
    await checkA11y();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('refuses invalid input with the field messages and sends nothing', async ({ page, checkA11y }) => {
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/contact')) posts += 1;
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y();

    await fill(page, { name: ' A ', email: 'not-an-email', message: 'Too short' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();

    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);
    expect(posts).toBe(0);
  });

  test('sends a message: Sending..., a stored ticket, Message Sent!, then an empty form', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/contact');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await gate;
      await route.continue();
    });
    const message = 'My reminders do not ring on my tablet.\nCould you help me, please?';
    await fill(page, { name: 'Ada Lovelace', email: 'Ada.Lovelace@Example.com', message });
    const answer = page.waitForResponse(
      (res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    const res = await answer;
    expect(res.status()).toBe(200);
    // One Idempotency-Key per send, so a repeat the server already saved answers the same ticket.
    expect(await res.request().headerValue('idempotency-key')).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(res.request().postDataJSON()).toEqual({
      name: 'Ada Lovelace',
      email: 'Ada.Lovelace@Example.com',
      message,
    });
    const body = (await res.json()) as { success: boolean; message: string; id: number };
    expect(body.success).toBe(true);
    expect(body.id).toBeGreaterThan(0);

    await expectToast(page, 'Message sent successfully!');
    const card = page.getByTestId('message-sent');
    await expect(card.getByRole('heading', { name: 'Message Sent!' })).toBeFocused();
    await expect(card.getByText('within 24 hours on business days')).toBeVisible();
    await expect(card.getByTestId('ticket-id')).toHaveText(`#${body.id}`);
    await expect(card.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await checkA11y();

    await card.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByTestId('message-sent')).toHaveCount(0);
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email Address')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a failure shows the server message, or a calm fallback, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/contact');
    const keys: (string | undefined)[] = [];
    await page.route('**/api/contact', (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'INTERNAL', message: 'Our message desk is resting' }),
      });
    });
    await fill(page, { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello, is anyone there?' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Failed to send message');
    await expectToast(page, 'Our message desk is resting');
    await expect(page.getByTestId('message-sent')).toHaveCount(0);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello, is anyone there?');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return route.abort('connectionrefused');
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Please try again later.');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // Each click is a new action with its own key.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  test('a signed-in user finds their name and email already filled in', async ({ page, user }) => {
    await page.goto('/contact');
    await expect(page.getByLabel('Full Name')).toHaveValue(`${user.firstName} ${user.lastName}`);
    await expect(page.getByLabel('Email Address')).toHaveValue(user.username);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });
});

import { expect, test } from './fixtures.js';

const GUEST_PAGES = ['/', '/auth', '/pricing', '/about', '/privacy', '/terms', '/contact', '/no-such-page'];

test.describe('a guest', () => {
  test('meets no console error and no failed request on any public page', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    for (const path of GUEST_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Give lazy menus and late queries their moment.
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor is still known after a reload, and after signing out nothing fails', async ({
    page,
    user,
  }) => {
    await page.goto('/profile?tab=settings');
    await expect(page.getByRole('switch', { name: 'Offer conversation downloads' })).toBeVisible();
    expect(user.id).toBeGreaterThan(0);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.request.post('/api/logout', { data: {} });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });
});

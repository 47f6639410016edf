import { expect, test } from './fixtures.js';

const publicPages = [
  '/',
  '/auth',
  '/auth?tab=register',
  '/pricing',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/no-such-page',
];
const signedInPages = [
  '/',
  '/profile',
  '/profile?tab=conversations',
  '/profile?tab=memory',
  '/profile?tab=subscription',
  '/profile?tab=settings',
];

async function expectNoSideways(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(widths.client);
}

test.describe('the smallest phones (320 px wide)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('public pages fit without sideways scrolling', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
    for (const path of publicPages) await expectNoSideways(page, path);
  });

  test('signed-in pages fit without sideways scrolling', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
    for (const path of signedInPages) await expectNoSideways(page, path);
  });
});

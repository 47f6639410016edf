import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** Follows a link of the header's main navigation (in the menu on a phone). */
async function headerLink(page: Page, isMobile: boolean, name: string) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  }
}

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name });

test.describe('error boundaries', () => {
  test('a page chunk that cannot be loaded offers the new version; the header keeps working', async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // As after a deploy: the old build's chunk for About is gone.
    const aboutChunk = '**/assets/about-page-*.js';
    await page.route(aboutChunk, (route) => route.abort());

    await footerLink(page, 'About').click();
    const offer = page.getByRole('alert').filter({ hasText: 'A new version of Voxpert is available' });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    // The page reloaded once by itself (the chunk still failed), then asks instead of looping.
    expect(await page.evaluate(() => sessionStorage.getItem('voxpert:new-version-reload'))).toMatch(/^\d+$/);
    await expect(page.getByRole('heading', { name: 'A new version of Voxpert is available' })).toBeFocused();
    await expect(offer.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await checkA11y();

    await headerLink(page, isMobile, 'Pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
    await expect(offer).toHaveCount(0);

    // Back on About the offer returns; Reload, with the chunk there again, shows the page.
    await page.goBack();
    await expect(offer).toBeVisible();
    await page.unroute(aboutChunk);
    await offer.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Voxpert');
    await expect(offer).toHaveCount(0);
  });

  test('a page that fails to render offers Try again, logs the error, and other pages still work', async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A fault in the browser while the legal pages render their date (the app itself is unchanged).
    await page.evaluate(() => {
      const state = window as unknown as { failDates?: boolean };
      state.failDates = true;
      const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format');
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
        configurable: true,
        get(this: Intl.DateTimeFormat) {
          if (state.failDates) throw new Error('Simulated render failure');
          return format?.get?.call(this);
        },
      });
    });

    await footerLink(page, 'Privacy Policy').click();
    const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(failure).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeFocused();
    await expect(
      failure.getByText('This page could not be shown. Try again, or go to the home page.'),
    ).toBeVisible();
    await expect(failure.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(errors.some((e) => e.includes('Simulated render failure'))).toBe(true);
    await checkA11y();

    // Going elsewhere recovers.
    await headerLink(page, isMobile, 'Pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
    await expect(failure).toHaveCount(0);

    // Try again renders the page once the fault has passed.
    await footerLink(page, 'Terms of Service').click();
    await expect(failure).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { failDates?: boolean }).failDates = false;
    });
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(failure).toHaveCount(0);
  });
});

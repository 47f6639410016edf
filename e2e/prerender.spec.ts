import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/** The page's errors and warnings (React reports a hydration mismatch as an error). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Each public page the build prerenders, with its headline. */
const PAGES: [path: string, headline: string][] = [
  ['/', 'Talk with an expert who has time for you'],
  ['/auth', 'Welcome to Voxpert'],
  ['/pricing', 'Choose Your Plan'],
  ['/about', 'About Voxpert'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/contact', 'Contact Us'],
  ['/lp/my', 'Someone to talk to, whenever you need it'],
  ['/lp/your', 'A friendly voice at home, any time of day'],
  ['/lp/mentor', 'Talk through your next step with a mentor who listens'],
];

test.describe('before any JavaScript has run', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, headline] of PAGES) {
    test(`${path} already shows the header and its headline`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Voxpert' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the home page already shows the microphone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('mic-button')).toBeVisible();
    await expect(page.getByText('Ready. Tap the microphone and speak.')).toBeVisible();
  });

  test('a page nobody prerendered is the empty app shell', async ({ page }) => {
    await page.goto('/reminders');
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

test.describe('when the JavaScript arrives', () => {
  test('React takes over the prerendered HTML without warnings and without painting it again', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // The headline as parsed from the HTML, kept before the app's scripts run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
      });
    });
    for (const [path, headline] of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
      // Hydration keeps the element; painting from scratch would have replaced it.
      const kept = await page.evaluate(() => {
        const before = (window as unknown as { prerendered: Element | null }).prerendered;
        return before !== null && before === document.querySelector('h1') && document.contains(before);
      });
      expect(kept, path).toBe(true);
      // The app works: the header's links navigate inside the app.
      await expect(page.getByRole('link', { name: 'Voxpert' }).first()).toHaveAttribute('href', '/');
    }
    expect(problems).toEqual([]);
  });

  test('a tap before the page has taken over waits for it instead of being lost', async ({ page }) => {
    // Hold back the /auth page's own chunk, so its prerendered HTML stays untaken for a while.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/auth-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'commit' });
    const forgot = page.getByRole('button', { name: 'Forgot password?' });
    const email = page.getByLabel('Email', { exact: true });
    await expect(forgot).toBeDisabled();
    await expect(email).toBeDisabled();
    // Waiting, the controls look as they will once live, and sit where they will stay.
    expect(await forgot.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    const before = await forgot.boundingBox();

    release();
    await expect(forgot).toBeEnabled();
    expect(await forgot.boundingBox()).toEqual(before);
    await forgot.click();
    await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  });

  test("the page is painted from its HTML before any of the app's scripts is asked for", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/.+\.js$/.test(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    // Hold back the entry script: what the page asks for meanwhile is what the HTML alone asks for.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const entry = /\/assets\/index-[^/]+\.js$/;
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to Voxpert');
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    // Painted, and only the entry asked for: the app's and the page's chunks wait in an inert template.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(entry);
    const waiting = () =>
      page.evaluate(
        () =>
          (document.getElementById('after-paint-preloads') as HTMLTemplateElement).content.querySelectorAll(
            'link[rel=modulepreload]',
          ).length,
      );
    expect(await waiting()).toBeGreaterThan(3);

    release();
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeEnabled();
    expect(scripts.some((s) => /\/assets\/app-main-[^/]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/assets\/auth-page-[^/]+\.js$/.test(s))).toBe(true);
    // The template's links moved into the head, where they were fetched.
    expect(await waiting()).toBe(0);
  });

  test("when the app's script cannot be fetched, the page reloads by itself and then works", async ({
    page,
  }) => {
    // Every fetch of the app's chunk fails while the first copy of the page is open (its preload, then
    // the import itself), as when a deploy has replaced the build.
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(request.url());
    });
    await page.route(/\/assets\/app-main-[^/]+\.js$/, async (route) => {
      if (loads.length < 2) await route.abort('connectionfailed');
      else await route.continue();
    });
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeEnabled();
    expect(loads).toHaveLength(2);
  });

  test('a signed-in visitor is shown as a guest first, then as themselves', async ({ page, user }) => {
    const problems = watchConsole(page);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
    await expect(page.getByRole('button', { name: `Account menu for ${user.firstName}` })).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(`Good to see you, ${user.firstName}.`)).toBeVisible();
    // /auth sends a signed-in visitor home once the session is known.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    expect(problems).toEqual([]);
  });

  test('a visitor with stored voice settings gets them after the page takes over', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'fr-FR'));
    const problems = watchConsole(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('language-select')).toHaveValue('fr-FR');
    expect(problems).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fakes/index.js';
import { expectStatus, sayAndSend, useFastSpeech } from './voice-helpers.js';

/** Waits until the service worker (registered once the page is idle) controls the page. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('the installable app', () => {
  test('Chromium finds it installable, from the manifest every page links', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    // A browser profile of its own: Chromium installs nothing from an incognito context (a test's).
    const profile = mkdtempSync(path.join(tmpdir(), 'vox-pwa-'));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/about');
      await serviceWorkerInControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(new URL(url).pathname).toBe('/manifest.webmanifest');
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? '{}');
      expect(manifest).toMatchObject({ name: 'Voxpert', start_url: '/', scope: '/', display: 'standalone' });
      const answer = await page.request.get('/manifest.webmanifest');
      expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('offline, the offline page is in the address’s language, else in the chosen one', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    await page.goto('/es/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Está sin conexión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.addCookies([{ name: 'vx_lang', value: 'ar', url: baseURL ?? '' }]);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'أنت غير متصل' })).toBeVisible();
    await expect(page).toHaveTitle('أنت غير متصل - Voxpert');
  });

  test('offline, a page asked for is the offline page; online again, the page itself', async ({
    page,
    context,
    checkA11y,
  }) => {
    await page.goto('/');
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page).toHaveTitle("You're offline - Voxpert");
    await checkA11y();
    // The API is never answered from a cache: offline, it fails.
    expect(
      await page.evaluate(() =>
        fetch('/api/tts/voices').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /pricing|plan/i }).first()).toBeVisible();
  });
});

test.describe('a conversation on a phone', () => {
  test.beforeEach(async ({ voicePage: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
  });

  test('the expert is shown on the lock screen and the screen stays on while it speaks', async ({
    voicePage: page,
  }) => {
    await useFastSpeech(page);
    // Counts the wake locks the page holds (the browser's own, watched).
    await page.addInitScript(() => {
      const wakeLock = navigator.wakeLock;
      const w = window as unknown as { __wakeLocks: { held: number; taken: number } };
      w.__wakeLocks = { held: 0, taken: 0 };
      wakeLock.request = new Proxy(wakeLock.request, {
        apply: async (target, self, args) => {
          const sentinel = (await Reflect.apply(target, self, args)) as WakeLockSentinel;
          w.__wakeLocks.held += 1;
          w.__wakeLocks.taken += 1;
          sentinel.addEventListener('release', () => {
            w.__wakeLocks.held -= 1;
          });
          return sentinel;
        },
      });
    });
    // Keeps the lock screen's Pause and Play handlers, to press them as the phone would.
    await page.addInitScript(() => {
      const handlers: Record<string, (() => void) | null> = {};
      (window as unknown as { __media: typeof handlers }).__media = handlers;
      const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
      navigator.mediaSession.setActionHandler = (action, handler) => {
        handlers[action] = handler as (() => void) | null;
        set(action, handler);
      };
    });
    const press = (action: 'play' | 'pause') =>
      page.evaluate((a) => {
        const handler = (window as unknown as { __media: Record<string, (() => void) | null> }).__media[a];
        if (!handler) throw new Error(`no ${a} handler`);
        handler();
      }, action);
    const wakeLocks = () =>
      page.evaluate(() => (window as unknown as { __wakeLocks: { held: number } }).__wakeLocks.held);
    await page.goto('/');
    await expectStatus(page, 'ready');
    expect(await wakeLocks()).toBe(0);
    await sayAndSend(page, 'How do I sleep better?');
    await expectStatus(page, 'speaking', 30_000);
    expect(await wakeLocks()).toBe(1);
    const session = await page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
      state: navigator.mediaSession.playbackState,
    }));
    expect(session).toEqual({ title: 'Random Expert', artist: 'Voxpert', state: 'playing' });

    // Pause on the lock screen holds the reply where it is; Play goes on with it to its end.
    await press('pause');
    await expectStatus(page, 'paused');
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
    // Held, the reply does not end by itself.
    await page.waitForTimeout(1_000);
    await expectStatus(page, 'paused');
    await press('play');
    await expectStatus(page, 'ready', 30_000);
  });
});

test.describe('on an iPhone, in a Safari tab', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('My Reminders explains installing first instead of offering notifications', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/reminders');
    const panel = page.getByTestId('install-for-reminders');
    await expect(
      panel.getByRole('heading', { name: 'Get your reminders on this iPhone or iPad' }),
    ).toBeVisible();
    await expect(panel.getByRole('list', { name: 'How to install Voxpert' })).toContainText(
      'Add to Home Screen',
    );
    await expect(page.getByRole('button', { name: 'Enable Notifications' })).toHaveCount(0);
  });

  test('after the second answered reply the steps to install are offered, and Not now is remembered', async ({
    voicePage: page,
    user,
  }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
      localStorage.setItem('listeningSettings', JSON.stringify({ mode: 'tap', pauseMs: 800 }));
    });
    await useFastSpeech(page);
    await page.goto('/');
    const offer = page.getByTestId('install-offer');
    await sayAndSend(page, 'How do I sleep better?');
    await expectStatus(page, 'ready', 45_000);
    await expect(offer).toHaveCount(0);
    await sayAndSend(page, 'And what about naps?');
    await expect(offer.getByRole('list', { name: 'How to install Voxpert' })).toBeVisible({
      timeout: 45_000,
    });
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('installOfferDismissed'))).toBe('true');
  });
});

import type { Locator } from '@playwright/test';
import { expect, savedConversation, test } from './fixtures.js';

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

/**
 * Whether the chosen text of a select is on screen whole: the select's own box when it is painted,
 * else the box it lies over (marked data-select-text), which must show that text without cutting it.
 */
function choiceShownWhole(select: Locator): Promise<boolean> {
  return select.evaluate((el: HTMLSelectElement) => {
    const text = el.selectedOptions[0]?.text ?? '';
    const style = getComputedStyle(el);
    if (Number(style.opacity) > 0) {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = style.font;
      const room =
        el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return context.measureText(text).width <= room;
    }
    const shown = el.parentElement?.querySelector<HTMLElement>('[data-select-text]');
    const box = shown?.getBoundingClientRect();
    return (
      shown?.textContent === text &&
      shown.scrollWidth <= shown.clientWidth &&
      box !== undefined &&
      box.right <= document.documentElement.clientWidth
    );
  });
}

async function expectEveryChoiceWhole(select: Locator): Promise<void> {
  const labels = await select.locator('option:not([disabled])').allTextContents();
  for (const label of labels) {
    await select.selectOption({ label });
    expect(await choiceShownWhole(select), `"${label}" is cut`).toBe(true);
  }
}

test.describe('phones 320 to 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the expert, language and security question show the whole choice', async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await expectEveryChoiceWhole(page.getByTestId('expert-select'));
      await expectEveryChoiceWhole(page.getByTestId('language-select'));
      await page.goto('/auth?tab=register');
      await expectEveryChoiceWhole(page.getByLabel('Security question', { exact: true }));
    }
  });

  test('signed in, the microphone is near the top and stays in reach beside the conversation', async ({
    page,
    user,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
    const worry =
      'I keep turning the same worry over in my head: whether to leave my job for a smaller company closer to home, where I would earn less but see my children more in the evenings.';
    const id = await savedConversation(page, [worry, `And another thing. ${worry}`, `Lastly. ${worry}`]);
    const mic = page.getByTestId('mic-button');
    /** The microphone is on screen and nothing covers its middle (the header, say). */
    const reachable = () =>
      mic.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });

    await page.goto(`/?conversation=${id}`);
    await expect(page.getByText(`Good to see you, ${user.firstName}.`)).toBeVisible();
    await expect(page.getByText('Ask a question out loud')).toHaveCount(0);
    await expect(mic).toBeInViewport({ ratio: 1 });

    await page.getByRole('button', { name: 'Show Conversation' }).click();
    const log = page.locator('#conversation-log');
    await expect(log.getByText(/^Lastly\./)).toBeVisible();
    await log.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect.poll(reachable).toBe(true);
    await log.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expect.poll(reachable).toBe(true);
  });
});

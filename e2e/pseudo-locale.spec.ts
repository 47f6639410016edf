import type { Locator, Page } from '@playwright/test';
import { localeNames } from '../src/i18n/locales.js';
import { pseudoText as xa } from '../src/i18n/pseudo.js';
import { expect, savedConversation, test } from './fixtures.js';
import { test as ownServerTest } from './own-server.js';

/**
 * The pseudo-locale (every letter accented, every text about 40% longer) on the narrowest phone: every
 * page and every dialog must fit (nothing scrolls sideways, no text is cut or spills out of its box)
 * and say nothing in plain English. A pseudo text holds no unaccented letter, so a run of plain ASCII
 * words on screen is a text that skipped translation.
 */

/**
 * Words that are the same in every language: names, the brand, the languages' own names, what the
 * person typed. What Intl writes (dates, "today", a language's name) is English here on purpose: the
 * pseudo-locale formats as English does.
 */
const keptAsIs = [
  'Voxpert',
  'Stripe',
  'Grace',
  'Hopper',
  'Biscuit',
  'espeak', // the speech engine the staff console names
  // The voices and their names.
  ...['alloy', 'echo', 'fable', 'nova', 'onyx', 'shimmer'],
  ...['Alex', 'Ethan', 'Fiona', 'Nora', 'Owen', 'Sofia'],
  ...Object.values(localeNames).flatMap((name) => name.split(/[^A-Za-z]+/)),
];

type Finding = { overflow: string[]; english: string[] };

/** What on the page now overflows, and which plain-English runs it shows (its text and labels). */
function inspect(page: Page, kept: string[]): Promise<Finding> {
  return page.evaluate((given) => {
    const intl: string[] = [];
    for (let month = 0; month < 12; month++) {
      for (const style of ['long', 'short'] as const) {
        intl.push(new Intl.DateTimeFormat('en', { month: style }).format(new Date(2024, month, 1)));
      }
    }
    for (let day = 0; day < 7; day++) {
      for (const style of ['long', 'short'] as const) {
        intl.push(new Intl.DateTimeFormat('en', { weekday: style }).format(new Date(2024, 0, day + 1)));
      }
    }
    for (const offset of [-1, 0, 1])
      intl.push(new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(offset, 'day'));
    const languages = new Intl.DisplayNames(['en'], { type: 'language' });
    for (const code of ['en', 'es', 'fr', 'de', 'he', 'ru', 'sk', 'zh', 'ja', 'ar', 'hi'])
      intl.push(languages.of(code) ?? '');
    const kept = new Set(
      [...given, ...intl.flatMap((text) => text.split(/[^A-Za-z]+/))].flatMap((w) => [
        w,
        w.toLowerCase(),
        `${w.charAt(0).toUpperCase()}${w.slice(1)}`,
      ]),
    );
    const root = document.documentElement;
    const width = root.clientWidth;
    const overflow: string[] = [];
    if (root.scrollWidth > width) overflow.push(`the page is ${root.scrollWidth} px wide in ${width} px`);
    const named = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 60)}"`;
    /** Inside a box that scrolls sideways on purpose (a wide table), where leaving the screen is fine. */
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const x = getComputedStyle(a).overflowX;
        if (x === 'auto' || x === 'scroll') return true;
      }
      return false;
    };
    const shown: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value) shown.push(value);
      }
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText) continue;
      const box = el.getBoundingClientRect();
      // A screen reader's text (sr-only) is one pixel, clipped on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (style.display !== 'inline' && !scrolls && el.scrollWidth > el.clientWidth + 1) {
        overflow.push(`${named(el)} needs ${el.scrollWidth} px in ${el.clientWidth} px`);
      } else if ((box.right > width + 1 || box.left < -1) && !inScroller(el)) {
        overflow.push(`${named(el)} leaves the screen (${Math.round(box.left)}..${Math.round(box.right)})`);
      }
    }
    // biome-ignore lint/performance/useDomNodeTextContent: what is on screen is what a person reads
    shown.push(document.body.innerText);
    const english = new Set<string>();
    // Runs of plain ASCII words (two letters or more), across spaces and punctuation between them.
    for (const raw of shown) {
      // Addresses and paths are not words: support@voxpert.app, /lp/my.
      const text = raw.replace(/\S+@\S+|https?:\/\/\S+|\/[\w/.-]*/g, ' ');
      for (const [run] of text.matchAll(/[A-Za-z]{2,}(?:[ \t,.:;!?'’()/-]+[A-Za-z]{2,})*/g)) {
        const words = run.split(/[^A-Za-z]+/).filter((w) => w.length > 1 && !kept.has(w));
        if (words.length > 1 || (words[0]?.length ?? 0) >= 4) english.add(run);
      }
    }
    return { overflow, english: [...english] };
  }, kept);
}

/** Checks the page (or the dialog now open) and records what is wrong under `where`. */
async function check(page: Page, where: string, problems: string[], kept: string[] = keptAsIs) {
  // Fonts and the lazy chunks settle first: a measure taken mid-load would be of another layout.
  await page.evaluate(() => document.fonts.ready);
  const found = await inspect(page, kept);
  for (const o of found.overflow) problems.push(`${where}: overflow: ${o}`);
  for (const e of found.english) problems.push(`${where}: English: "${e}"`);
}

/** Opens a dialog or menu with `opener`, checks the page with it open, and closes it with Escape. */
async function opened(
  page: Page,
  where: string,
  opener: Locator,
  problems: string[],
  kept?: string[],
  role: 'dialog' | 'alertdialog' | 'menu' = 'dialog',
): Promise<void> {
  await opener.click();
  const popup = page.getByRole(role).last();
  await expect(popup).toBeVisible();
  await check(page, where, problems, kept);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/** A button by its English label, as the pseudo-locale writes it. */
const button = (page: Page, english: string) => page.getByRole('button', { name: xa(english), exact: true });
const menuItem = (page: Page, english: string) =>
  page.getByRole('menuitem', { name: xa(english), exact: true });

/**
 * A saved conversation, and its words: what the person said and the demo expert's answer, in the
 * conversation's language (English), not the interface's.
 */
async function conversation(page: Page): Promise<{ id: number; words: string[] }> {
  const id = await savedConversation(page, ['Hola']);
  const saved = (await (await page.request.get(`/api/conversations/${id}`)).json()) as {
    messages: { content: string }[];
  };
  return { id, words: saved.messages.flatMap((m) => m.content.split(/[^A-Za-z]+/)) };
}

async function visit(page: Page, path: string, problems: string[], kept?: string[]) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // What the page loads after it shows (lists, the audit log, lazy parts) is checked too.
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
  await check(page, path, problems, kept);
}

/** The page in the pseudo-locale (its cookie), with the first visit's welcome already seen. */
async function inPseudoLocale(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'vx_lang', value: 'en-XA', url: baseURL ?? '' }]);
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenOnboarding', 'true');
    localStorage.setItem('hideWelcomePopup', 'true');
  });
}

test.describe('the pseudo-locale on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  // Each test walks many pages, each checked whole.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page, baseURL }) => inPseudoLocale(page, baseURL));

  test('public pages', async ({ page }) => {
    const problems: string[] = [];
    for (const path of [
      '/',
      '/auth',
      '/auth?tab=register',
      '/pricing',
      '/about',
      '/privacy',
      '/terms',
      '/contact',
      '/no-such-page',
    ]) {
      await visit(page, path, problems);
    }
    await visit(page, '/auth', problems);
    await opened(page, 'the reset password dialog', button(page, 'Forgot password?'), problems);
    expect(problems).toEqual([]);
  });

  test('signed-in pages', async ({ page, user }) => {
    const problems: string[] = [];
    const { id, words } = await conversation(page);
    const kept = [...keptAsIs, ...user.username.split(/[^A-Za-z]+/), ...words];
    for (const path of [
      '/',
      `/?conversation=${id}`,
      '/reminders',
      '/profile',
      '/profile?tab=conversations',
      '/profile?tab=memory',
      '/profile?tab=subscription',
      '/profile?tab=settings',
      '/pricing',
      '/contact',
    ]) {
      await visit(page, path, problems, kept);
    }
    expect(problems).toEqual([]);
  });

  test('dialogs and menus', async ({ page, user }) => {
    const problems: string[] = [];
    const { words } = await conversation(page);
    const kept = [...keptAsIs, ...user.username.split(/[^A-Za-z]+/), ...words, 'Dentist'];
    const made = await page.request.post('/api/reminders', {
      data: {
        title: 'Dentist',
        description: 'Dentist',
        scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(made.status(), await made.text()).toBe(201);

    await visit(page, '/reminders', problems, kept);
    await opened(page, 'New Reminder', button(page, 'New Reminder'), problems, kept);
    await opened(page, 'Voice Reminder', button(page, 'Voice Reminder'), problems, kept);
    await opened(
      page,
      'Delete reminder',
      page.getByTestId('reminder-card').getByRole('button', { name: new RegExp(`^${xa('Delete: ')}`) }),
      problems,
      kept,
    );

    await visit(page, '/', problems, kept);
    await opened(page, 'the help menu', button(page, 'Need Help?'), problems, kept, 'menu');
    await button(page, 'Need Help?').click();
    await opened(page, 'the tutorial', menuItem(page, 'View App Tutorial'), problems, kept);
    await opened(
      page,
      'the account menu',
      page.getByRole('button', { name: /Grace/ }),
      problems,
      kept,
      'menu',
    );
    await opened(page, 'the options menu', button(page, 'Options'), problems, kept, 'menu');
    await button(page, 'Options').click();
    await menuItem(page, 'Voice Settings').click();
    await check(page, 'Voice Settings', problems, kept);
    await opened(page, 'Customize Avatar', button(page, 'Customize Avatar'), problems, kept);

    await visit(page, '/profile?tab=conversations', problems, kept);
    await opened(
      page,
      'the conversation menu',
      page.getByTestId('conversation-menu').first(),
      problems,
      kept,
      'menu',
    );
    await page.getByTestId('conversation-menu').first().click();
    await opened(page, 'Rename', menuItem(page, 'Rename'), problems, kept);
    await page.getByTestId('conversation-menu').first().click();
    await opened(page, 'Delete conversation', menuItem(page, 'Delete'), problems, kept);

    await visit(page, '/profile?tab=settings', problems, kept);
    await opened(page, 'Delete account', button(page, 'Delete account'), problems, kept);
    expect(problems).toEqual([]);
  });
});

// The staff console shows every account's tickets, campaigns and audit entries: on the shared server
// those of the tests running beside it (their names and words are not pseudo text), so it gets a
// server of its own.
ownServerTest.describe('the staff console in the pseudo-locale on a 320 px phone', () => {
  ownServerTest.use({ viewport: { width: 320, height: 640 } });
  ownServerTest.describe.configure({ timeout: 120_000 });
  ownServerTest.beforeEach(async ({ page, baseURL }) => inPseudoLocale(page, baseURL));

  ownServerTest('admin pages', async ({ page, admin }) => {
    const problems: string[] = [];
    // More audit entries than a page holds (so its paging shows), the last with a long word in its
    // details (the admin's own name changed): the log must still fit.
    const longName = 'Wolfeschlegelsteinhausenbergerdorff';
    for (let i = 0; i <= 20; i++) {
      const firstName = i === 20 ? longName : `Grace ${i + 1}`;
      const edit = await page.request.put(`/api/admin/users/${admin.id}`, { data: { firstName } });
      expect(edit.status(), await edit.text()).toBe(200);
    }
    const kept = [...keptAsIs, longName, ...admin.username.split(/[^A-Za-z]+/)];
    for (const tab of ['', '?tab=tickets', '?tab=landing-pages', '?tab=api-usage', '?tab=settings']) {
      await visit(page, `/admin${tab}`, problems, kept);
    }
    expect(problems).toEqual([]);
  });
});

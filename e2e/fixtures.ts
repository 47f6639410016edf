import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type TestUser = {
  id: number;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  securityQuestion: string;
  securityAnswer: string;
  isAdmin: boolean;
};

/** The addresses the browser tests' servers make admins (ADMIN_EMAILS). */
export const admins = ['admin-e2e-0@example.com', 'admin-e2e-1@example.com', 'admin-e2e-2@example.com'];

/** A unique address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

type Fixtures = {
  /** A registered user, signed in in this page's browser context; deleted after the test. */
  user: TestUser;
  /** An admin (from ADMIN_EMAILS), signed in; deleted after the test. */
  admin: TestUser;
  /** Checks the current page with axe: no serious or critical violations. */
  checkA11y: (page?: Page) => Promise<void>;
};

/** What every test account is registered with, but its e-mail. */
export const testAccount = {
  password: 'e2e-password-Q7x!',
  firstName: 'Grace',
  lastName: 'Hopper',
  gender: 'female',
  securityQuestion: 'What was the name of your first pet?',
  securityAnswer: 'Biscuit',
};

async function registerThroughApi(page: Page, username: string): Promise<TestUser> {
  const data = { username, ...testAccount };
  // page.request shares the page's cookie jar, so the page is signed in afterwards.
  const res = await page.request.post('/api/register', { data });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()) as { id: number; isAdmin: boolean };
  return { ...data, id: user.id, isAdmin: user.isAdmin };
}

async function deleteThroughApi(page: Page, user: TestUser): Promise<void> {
  await page.request.post('/api/logout', { data: {} });
  const login = await page.request.post('/api/login', {
    data: { username: user.username, password: user.password },
  });
  if (!login.ok()) return; // the test itself changed or removed the account
  await page.request.post('/api/user/delete', { data: { password: user.password } });
}

/** True once React has taken over a prerendered page (its hydration gates are open); at once elsewhere. */
export function hydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.querySelector('fieldset[data-hydrating]') === null);
}

export const test = base.extend<Fixtures>({
  // A prerendered page is on screen before the app is fetched and takes it over; a person tapping in
  // that moment finds its controls waiting and its links doing a full page load. Tests act once the
  // app has it, so what they check is the app's behaviour: goto and reload wait for that (except when
  // asked to return at the first byte, or with JavaScript off).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await hydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  user: async ({ page }, use) => {
    const user = await registerThroughApi(page, uniqueEmail());
    await use(user);
    await deleteThroughApi(page, user);
  },
  admin: async ({ page }, use, testInfo) => {
    const email = admins[testInfo.parallelIndex % admins.length] ?? 'admin-e2e-0@example.com';
    // A previous run may have left it behind if it crashed: remove it first.
    await deleteThroughApi(page, { username: email, password: 'e2e-password-Q7x!' } as TestUser);
    const admin = await registerThroughApi(page, email);
    expect(admin.isAdmin).toBe(true);
    await use(admin);
    await deleteThroughApi(page, admin);
  },
  checkA11y: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        bad.map(
          (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  },
});

export { expect };

/**
 * Expects a toast with this text in the toast region (Radix also copies it into a hidden announcer).
 * includeHidden: while a modal dialog is open, Radix hides the rest of the page, the region included.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  // Named "Notifications (F8)" in the page's language: its hotkey is the part every language keeps.
  const region = page.getByRole('region', { name: /\(F8\)/, includeHidden: true });
  await expect(region.getByText(text)).toBeVisible();
}

/** Lets React finish the work a just-arrived answer started (one frame and one task; not a timed wait). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

/** A saved conversation with the person's turns (through the API, as the voice screen sends them). */
export async function savedConversation(page: Page, turns: string[]): Promise<number> {
  const created = await (
    await page.request.post('/api/conversations', { data: { goatCategory: 'coach' } })
  ).json();
  for (const content of turns) {
    const res = await page.request.post(`/api/conversations/${created.id}/messages`, { data: { content } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return created.id;
}

/** The register form's own fields, on /auth's Register tab; submit is Create Account. */
export function registerForm(page: Page) {
  return {
    firstName: page.getByLabel('First name (optional)'),
    lastName: page.getByLabel('Last name (optional)'),
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    confirm: page.getByLabel('Confirm password', { exact: true }),
    question: page.getByLabel('Security question', { exact: true }),
    answer: page.getByLabel('Security answer', { exact: true }),
    terms: page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }),
    submit: page.getByRole('button', { name: 'Create Account' }),
  };
}

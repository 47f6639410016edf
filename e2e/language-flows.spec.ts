import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import type { DisplayLocale } from '../src/i18n/locales.js';
import { conversationLanguageOf } from '../src/i18n/locales.js';
import { createTranslator, type MessageValues } from '../src/i18n/translate.js';
import { expect, test } from './fakes/index.js';
import { expectToast, testAccount, uniqueEmail } from './fixtures.js';

// A person can sign up, talk, set a reminder and pay in Spanish, Hebrew, Japanese and Arabic: every
// control is found by its name in that language, taken from the catalogs (the English text is the key).
test.describe.configure({ timeout: 90_000 });

const catalogDir = path.resolve('src/i18n/catalogs');

/** The translator of `locale`, from its catalog files; a text the catalogs lack fails the test. */
function catalogTranslator(locale: DisplayLocale) {
  const dir = path.join(catalogDir, locale);
  const catalog: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    Object.assign(catalog, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  const t = createTranslator(locale, catalog, {
    onMissing: (source) => {
      throw new Error(`"${source}" is not in the ${locale} catalogs`);
    },
  });
  /** `source` in the language, as a person reads it (a tag's content kept, its markup dropped). */
  return (source: string, values: MessageValues = {}): string => {
    const tags = [...source.matchAll(/<(\w+)>/g)].map((m) => m[1] as string);
    const keep = (chunks: string[]) => chunks.join('');
    return t
      .rich<string>(source, { ...values, ...Object.fromEntries(tags.map((tag) => [tag, keep])) })
      .join('');
  };
}

const languages = [
  { locale: 'es', dir: 'ltr' },
  { locale: 'he', dir: 'rtl' },
  { locale: 'ja', dir: 'ltr' },
  { locale: 'ar', dir: 'rtl' },
] as const;

for (const { locale, dir } of languages) {
  test(`${locale}: sign up, talk, set a reminder and start Basic, all in the language`, async ({
    voicePage: page,
    checkA11y,
  }, testInfo) => {
    const tr = catalogTranslator(locale);
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });

    /** The screen is in the language, checked by axe, and kept as a screenshot. */
    const screen = async (name: string) => {
      await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+/${locale}(/|$|\\?)`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await checkA11y();
      await attach(page, testInfo, `${locale}-${name}`);
    };

    // Sign up through the form.
    await page.goto(`/${locale}/auth?tab=register`);
    await expect(page.getByRole('tab', { name: tr('Register') })).toHaveAttribute('aria-selected', 'true');
    const email = uniqueEmail(`lang-${locale}`);
    await page.getByLabel(tr('First name (optional)'), { exact: true }).fill(testAccount.firstName);
    await page.getByLabel(tr('Email'), { exact: true }).fill(email);
    await page.getByLabel(tr('Password'), { exact: true }).fill(testAccount.password);
    await page.getByLabel(tr('Confirm password'), { exact: true }).fill(testAccount.password);
    await page
      .getByLabel(tr('Security question'), { exact: true })
      .selectOption({ label: tr(testAccount.securityQuestion) });
    await page.getByLabel(tr('Security answer'), { exact: true }).fill(testAccount.securityAnswer);
    await page
      .getByRole('checkbox', {
        name: spacingAside(
          tr('I agree to the <link>terms and conditions<hidden> (opens in a new tab)</hidden></link>'),
        ),
      })
      .click();
    await screen('register');
    await page.getByRole('button', { name: tr('Create Account') }).click();
    await expectToast(page, tr('Registration successful'));

    // The voice screen: a typed turn, and the expert's reply in the log.
    await expect(page).toHaveURL(new RegExp(`/${locale}/?$`));
    // The conversation starts in the interface's language.
    await expect(page.getByRole('combobox', { name: tr('Language'), exact: true })).toHaveValue(
      conversationLanguageOf(locale),
    );
    const typed = page.getByRole('textbox', { name: tr('Type a message') });
    await typed.fill('Hola, שלום, こんにちは, مرحبا');
    await typed.press('Enter');
    const log = page.getByRole('log', { name: tr('Conversation') });
    await expect(log.getByTestId('user-message').last()).toContainText('こんにちは');
    await expect(log.getByTestId('expert-message').last()).not.toBeEmpty({ timeout: 20_000 });
    await screen('voice');

    // My Reminders: a reminder through the form.
    await page
      .getByRole('banner')
      .getByRole('link', { name: tr('Reminders'), exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: tr('My Reminders') })).toBeVisible();
    await page.getByRole('button', { name: tr('Create a Reminder') }).click();
    const dialog = page.getByTestId('new-reminder-dialog');
    await expect(dialog.getByRole('heading', { name: tr('New Reminder') })).toBeVisible();
    await dialog.getByLabel(tr('Title'), { exact: true }).fill('Call Marta');
    await dialog.getByLabel(tr('Description'), { exact: true }).fill('About Sunday lunch');
    await screen('reminder-form');
    await dialog.getByRole('button', { name: tr('Create Reminder') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('reminder-card').filter({ hasText: 'Call Marta' })).toBeVisible();
    // The tabs read in the page's direction: the first (Upcoming) at the start, the right in rtl.
    const first = await page.getByRole('tab', { name: tr('Upcoming') }).boundingBox();
    const last = await page.getByRole('tab', { name: tr('All') }).boundingBox();
    expect((first?.x ?? 0) > (last?.x ?? 0)).toBe(dir === 'rtl');
    await screen('reminders');

    // Basic in the sandbox, with the card that succeeds.
    await page
      .getByRole('banner')
      .getByRole('link', { name: tr('Pricing'), exact: true })
      .click();
    await page.getByRole('button', { name: tr('Choose {plan}', { plan: tr('Basic') }) }).click();
    await page.getByRole('button', { name: tr('Continue to Checkout') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout\\?plan=basic$`));
    const form = page.getByTestId('payment-form');
    await form.getByLabel(tr('Card number')).fill('4242 4242 4242 4242');
    await form.getByLabel(tr('Expiry date (MM/YY)')).fill('12/34');
    await form.getByLabel(tr('CVC')).fill('123');
    await screen('checkout');
    await form
      .getByRole('button', {
        name: tr('{days, plural, one {Start #-day free trial} other {Start #-day free trial}}', { days: 7 }),
      })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/${locale}/payment-success\\?plan=basic&redirect_status=succeeded$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('Payment Successful'), {
      timeout: 15_000,
    });
    await screen('payment-success');

    // The account made here goes with the test.
    await page.request.post('/api/user/delete', { data: { password: testAccount.password } });
  });
}

/**
 * A name that matches `text` with or without spaces between its characters: Chromium puts a space on
 * each side of a visually hidden part (its "(opens in a new tab)"), which a language written without
 * spaces (Japanese) does not have.
 */
function spacingAside(text: string): RegExp {
  const chars = [...text.replace(/\s+/g, '')].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${chars.join('\\s*')}$`);
}

/** A full-page screenshot, kept with the test's results and attached to its report. */
async function attach(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

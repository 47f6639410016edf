import { expect, test } from './fixtures.js';

test.describe('static pages', () => {
  test('About tells what Voxpert is and links to / and /pricing', async ({ page, checkA11y }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Voxpert - Voxpert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Voxpert');
    for (const heading of [
      'Why we built Voxpert',
      'How it works',
      'In your language',
      'Plans',
      'A word of care',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main.getByText('listens and speaks in 11 languages')).toBeVisible();
    await expect(main.getByText('not professional medical, legal or financial advice')).toBeVisible();
    await expect(main.getByText('contact your local emergency services')).toBeVisible();
    await expect(main.getByText('$20 a month after a 7-day free trial')).toBeVisible();
    await expect(main.getByRole('link', { name: 'See Plans & Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(main.getByRole('link', { name: 'Compare plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await checkA11y();

    await main.getByRole('link', { name: 'Start Conversing' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Talk with an expert who has time for you',
    );
  });

  test('Privacy covers data, use, disclosure, security, rights and cookies', async ({ page, checkA11y }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Last updated: November 24, 2026')).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveCount(11);
    for (const heading of [
      'Information we collect',
      'How we use your information',
      'When we share information',
      'How we keep it safe',
      'What the AI and speech services receive',
      'What we keep, where, and for how long',
      'Your rights and choices',
      'Cookies',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const main = page.getByRole('main');
    for (const text of [
      'Your name and email address',
      'Your login credentials',
      'Payment data.',
      'Voice recordings.',
      'Conversation content',
      'We do not sell your personal information',
      'you can delete your account, and everything in it, from your profile page',
      'download the transcript of any saved conversation',
      'We do not store your IP address',
      'It never receives the name on your account, your email address or your account number',
      'short facts you chose to share in a conversation',
      'Turning memory off keeps the facts already listed, unused, until you delete them.',
      'no tracking or advertising cookies',
    ]) {
      await expect(main.getByText(text)).toBeVisible();
    }
    await expect(main.getByText('one cookie', { exact: true })).toBeVisible();
    await checkA11y();

    await toc.getByRole('link', { name: 'Cookies' }).click();
    await expect(page).toHaveURL(/\/privacy#cookies$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInViewport();
  });

  test('Terms set out billing, renewal, trials, cancellation, refunds and changes', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByText('Last updated: November 22, 2026')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(10);
    const main = page.getByRole('main');
    for (const text of [
      'paid plans are billed monthly, in advance',
      'your subscription renews automatically each month',
      'your card is charged automatically for the plan you chose unless you cancel before the trial ends',
      'Cancellation takes effect at the end of your current billing cycle',
      'Refunds, for example for a charge you did not expect, are given at our discretion',
      'we will tell you about any price change before it takes effect',
      "at least 30 days' notice",
      'not professional medical, legal or financial advice',
      'contact your local emergency services',
    ]) {
      await expect(main.getByText(text)).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', '/pricing');
    await checkA11y();
  });

  test('the footer reaches About, Privacy and Terms', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const [name, heading] of [
      ['About', 'About Voxpert'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
});

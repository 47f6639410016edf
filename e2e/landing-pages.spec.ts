import { landingPageKeys, landingPageMeta } from '../src/contract/landing-values.js';
import { expect, expectToast, test } from './fixtures.js';

const HOME_HEADING = 'Talk with an expert who has time for you';
const cta = { my: 'Start talking now', your: 'Start a conversation', mentor: 'Talk it through now' } as const;

test.describe('landing pages', () => {
  for (const page of landingPageKeys) {
    const meta = landingPageMeta[page];
    test(`/lp/${page} (${meta.name}) is indexable and its call to action opens the voice screen`, async ({
      page: tab,
      request,
      checkA11y,
    }) => {
      // What a crawler reads without running any script.
      const html = await (await request.get(`/lp/${page}`)).text();
      expect(html).toContain(`<title>${meta.title} - Voxpert</title>`);
      expect(html).toContain(`<meta property="og:title" content="${meta.title}" />`);

      const visit = tab.waitForResponse((r) => r.url().endsWith('/api/landing/visits'));
      await tab.goto(`/lp/${page}`);
      expect((await visit).status()).toBe(200);
      await expect(tab).toHaveTitle(`${meta.title} - Voxpert`);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tab.getByText(meta.name, { exact: true })).toBeVisible();
      await checkA11y();

      const click = tab.waitForResponse((r) => r.url().endsWith('/api/landing/clicks'));
      await tab.getByRole('link', { name: cta[page] }).first().click();
      expect((await click).status()).toBe(200);
      await expect(tab).toHaveURL(/\/$/);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    });
  }

  test('a host starting with my. shows the page at / and leads to the app on the main host', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL ?? '').port;
    // Chromium resolves every *.localhost name to this machine.
    await page.goto(`http://my.localhost:${port}/?ref=abcd2345`);
    await expect(page).toHaveTitle(`${landingPageMeta.my.title} - Voxpert`);
    const start = page.getByRole('link', { name: cta.my }).first();
    await expect(start).toHaveAttribute('href', `http://localhost:${port}/?lp=my&ref=abcd2345`);
    await start.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    // The page and code are kept for the signup, and taken out of the address.
    await expect(page).toHaveURL(`http://localhost:${port}/`);
    const kept = await page.evaluate(() => localStorage.getItem('landingAttribution'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ page: 'my', code: 'abcd2345' });
  });

  test('an admin creates a campaign link in the dialog and copies it', async ({
    page,
    admin,
    checkA11y,
    context,
    baseURL,
  }) => {
    expect(admin.isAdmin).toBe(true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await page.goto('/admin?tab=landing-pages');
    const tab = page.getByRole('region', { name: 'Landing Pages' });
    await expect(tab.getByText('Total Visits')).toBeVisible();

    await tab.getByRole('button', { name: 'Generate Link' }).click();
    await expectToast(page, 'Please fill in all campaign fields');

    const name = `Choir newsletter ${Date.now().toString(36)}`;
    await tab.getByLabel('Campaign name', { exact: true }).fill(name);
    await tab.getByLabel('Landing page', { exact: true }).selectOption('your');
    await tab.getByLabel('Source', { exact: true }).fill('newsletter');
    await tab.getByRole('button', { name: 'Generate Link' }).click();

    const dialog = page.getByRole('dialog', { name: 'Campaign link ready' });
    await expect(dialog).toBeVisible();
    const url = await dialog.getByLabel('Campaign URL').inputValue();
    expect(url).toMatch(/\/lp\/your\?ref=[a-z0-9]{10}$/);
    await checkA11y();
    await dialog.getByRole('button', { name: 'Copy URL' }).click();
    await expectToast(page, 'URL copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The campaign is listed with its own funnel; a visit through its link counts for it.
    const row = tab.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    const visitor = await page.context().browser()?.newContext();
    const visitorPage = await visitor?.newPage();
    await visitorPage?.goto(url);
    await expect(visitorPage?.getByRole('heading', { level: 1 }) ?? tab).toBeVisible();
    await visitor?.close();
    await page.reload();
    await expect(
      page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell')
        .first(),
    ).toHaveText(/Aging Alone Support/);
    await checkA11y();
  });
});

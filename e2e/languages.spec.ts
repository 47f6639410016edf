import { expect, hydrated, test } from './fixtures.js';

// The interface in the person's language: the browser's first, then the one they choose.
test.describe('interface languages', () => {
  test.use({ locale: 'es-ES' });

  test('a Spanish browser gets Spanish pages; the switcher turns them Hebrew (right to left) and back to English', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/es\/pricing$/);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'es');
    await expect(html).toHaveAttribute('dir', 'ltr');
    // The footer at every width (the header folds its links into a menu on a phone).
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }),
    ).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="he"]')).toHaveAttribute('href', '/he/pricing');
    // The router keeps the language on its links.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Acerca de' })).toHaveAttribute(
      'href',
      '/es/about',
    );
    await checkA11y();

    await page.getByRole('contentinfo').getByLabel('Idioma de visualización').selectOption('he');
    await expect(page).toHaveURL(/\/he\/pricing$/);
    await hydrated(page);
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'מדיניות פרטיות' })).toBeVisible();
    // Right to left: the header's first item (the name) sits at the right.
    const logo = await page.getByRole('banner').getByRole('link', { name: 'Voxpert' }).boundingBox();
    const viewport = page.viewportSize();
    expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);
    await checkA11y();

    // The choice is kept: an address without a language opens in Hebrew.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/he\/about$/);

    await page.getByRole('contentinfo').getByLabel('שפת התצוגה').selectOption('en');
    await expect(page).toHaveURL(/\/about$/);
    await hydrated(page);
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

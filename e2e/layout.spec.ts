import { expect, expectToast, test } from './fixtures.js';

test.describe('routes and layout', () => {
  test('an unknown path shows the 404 page', async ({ page, checkA11y }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await checkA11y();
  });

  test('protected pages send a signed-out visitor to /auth', async ({ page }) => {
    for (const path of ['/profile', '/reminders']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('the admin dashboard refuses a signed-in non-admin', async ({ page, user }) => {
    expect(user.isAdmin).toBe(false);
    await page.goto('/admin');
    await expectToast(page, 'You do not have admin privileges.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an admin sees the dashboard on both paths, with Back to App', async ({ page, admin, checkA11y }) => {
    expect(admin.isAdmin).toBe(true);
    for (const path of ['/admin', '/voxpert-admin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    }
    // Without Stripe keys, staff are told that no money moves (the Settings tab).
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByTestId('billing-mode')).toContainText('Sandbox: no Stripe keys are set');
    await checkA11y();
    await page.getByRole('link', { name: 'Back to App' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header shows Pricing, Log in and Register to a visitor', async ({ page, isMobile }) => {
    await page.goto('/about');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const scope = isMobile ? page.getByRole('menu') : page.getByRole('navigation', { name: 'Main' });
    await expect(scope.getByRole(isMobile ? 'menuitem' : 'link', { name: 'Pricing' })).toBeVisible();
    if (isMobile) {
      await expect(page.getByRole('menuitem', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Register' })).toBeVisible();
    } else {
      await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Reminders' })).toHaveCount(0);
    }
  });

  test('the user menu shows initials, its items, and signs out', async ({ page, user, checkA11y }) => {
    await page.goto('/about');
    const avatar = page.getByRole('button', { name: `Account menu for ${user.firstName}` });
    await expect(avatar).toHaveText('GH');
    await checkA11y();
    await avatar.click();
    for (const item of [
      'Your Profile',
      'Conversation History',
      'Reminders',
      'Settings',
      'Upgrade Plan',
      'Sign out',
    ]) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expectToast(page, 'You have been successfully logged out');
    const res = await page.request.get('/api/user');
    expect(res.status()).toBe(401);
  });

  test('the Need Help? menu offers the tutorial, About and Contact Support', async ({ page, user }) => {
    expect(user.username).toContain('@');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Need Help?' }).click();
    await expect(page.getByRole('menuitem', { name: 'View App Tutorial' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'About' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('menuitem', { name: 'Contact Support' })).toHaveAttribute('target', '_blank');
  });

  test('a menu asked for by keyboard before its code has arrived opens on the first item', async ({
    page,
    user,
  }) => {
    expect(user.isAdmin).toBe(false);
    // The menu code is held back: it is not part of the first load, so the page works without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route(/\/assets\/menu-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/about');
    const help = page.getByRole('button', { name: 'Need Help?' });
    await expect(help).toHaveAttribute('aria-haspopup', 'menu');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await help.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByRole('menu')).toHaveCount(0);

    release();
    // As Radix opens a menu from the keyboard: the first item has the focus, arrows move it.
    await expect(page.getByRole('menuitem', { name: 'View App Tutorial' })).toBeFocused();
    // While the menu is open the rest of the page is hidden from assistive technology, so not by role.
    await expect(page.locator('button[aria-haspopup="menu"][aria-expanded="true"]')).toContainText(
      'Need Help?',
    );
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Need Help?' })).toBeFocused();
  });

  test('the footer links to the static pages', async ({ page }) => {
    await page.goto('/no-such-page');
    const footer = page.getByRole('contentinfo');
    for (const name of ['About', 'Privacy Policy', 'Terms of Service', 'Contact']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByText(/© \d{4} Voxpert/)).toBeVisible();
  });

  test('one toast at a time; F8 moves focus to the notifications', async ({ page }) => {
    await page.goto('/auth');
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    for (const attempt of [1, 2]) {
      await email.fill(`nobody-${attempt}@example.com`);
      await password.fill('wrong-password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expectToast(page, 'Invalid email or password');
    }
    const region = page.getByRole('region', { name: /notifications/i });
    await expect(region.locator('li')).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test('the banner toast says when the connection drops and returns, and closes', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    const banner = page.getByTestId('banner-toast');
    await expect(banner).toContainText('You are offline.');
    await expect(banner).toHaveAttribute('role', 'alert');
    await context.setOffline(false);
    await expect(banner).toContainText('You are back online.');
    await page.clock.runFor(9_000);
    await expect(banner).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toContainText('You are offline.');
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    await context.setOffline(false);
  });
});

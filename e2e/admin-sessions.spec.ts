import { uniqueEmail } from './fixtures.js';
import { expect, expectToast, test } from './own-server.js';

test.describe('admin settings (on a server of their own)', () => {
  test('Terminate All Sessions signs out another browser, keeps the admin, and is in the audit log', async ({
    page,
    admin,
    browser,
    baseURL,
    checkA11y,
  }) => {
    expect(admin.isAdmin).toBe(true);
    // Another browser, signed in as a member.
    const other = await browser.newContext({ baseURL: baseURL ?? '' });
    const otherPage = await other.newPage();
    const registered = await otherPage.request.post('/api/register', {
      data: {
        username: uniqueEmail('member'),
        password: 'member-password-Q7x!',
        securityQuestion: 'What was the name of your first pet?',
        securityAnswer: 'Biscuit',
      },
    });
    expect(registered.status()).toBe(201);
    await otherPage.goto('/profile');
    await expect(otherPage.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

    await page.goto('/admin?tab=settings');
    await expect(page.getByTestId('system-counts')).toContainText('Users');
    await expect(page.getByTestId('api-key-status')).toContainText('never shown');
    await expect(page.getByTestId('billing-mode')).toContainText('Sandbox');
    await checkA11y();

    await page.getByRole('button', { name: 'Terminate All Sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terminate all sessions?' });
    await expect(dialog).toContainText('This logs out all users except admins.');
    await dialog.getByRole('button', { name: 'Terminate Sessions' }).click();
    await expectToast(page, 'Sessions terminated');

    // The other browser is signed out; the admin is not.
    expect((await otherPage.request.get('/api/user', { failOnStatusCode: false })).status()).toBe(401);
    await otherPage.goto('/profile');
    await expect(otherPage).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await expect(page.getByTestId('audit-log')).toContainText('Terminated sessions');
    await other.close();
  });
});

import type { Browser } from '@playwright/test';
import { expect, expectToast, hydrated, test, uniqueEmail } from './fixtures.js';

/** Registers another account from a context of its own (the admin's page stays signed in). */
async function otherUser(browser: Browser, baseURL: string | undefined, firstName: string) {
  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const username = uniqueEmail('member');
  const res = await context.request.post('/api/register', {
    data: {
      username,
      password: 'member-password-Q7x!',
      firstName,
      lastName: 'Member',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Biscuit',
    },
  });
  expect(res.status()).toBe(201);
  await context.close();
  return username;
}

test.describe('admin console', () => {
  test('Users: search, edit and delete a user', async ({ page, admin, browser, baseURL, checkA11y }) => {
    expect(admin.isAdmin).toBe(true);
    await page.goto('/admin');
    const name = `Ida${Math.random().toString(36).slice(2, 7)}`;
    const username = await otherUser(browser, baseURL, name);
    await page.getByLabel('Search users').fill(name.toUpperCase());
    const table = page.getByTestId('users-table');
    const row = table.getByRole('row', { name: new RegExp(username) });
    await expect(row).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2); // the header and the one match
    await expect(row.getByText('User', { exact: true })).toBeVisible();
    await checkA11y();

    await row.getByRole('button', { name: `Edit ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Username / Email').fill('not an email');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await dialog.getByLabel('Username / Email').fill(username);
    await dialog.getByLabel('First Name').fill(`${name}Edited`);
    await dialog.getByLabel('Subscription Type').selectOption('premium');
    await dialog.getByLabel('Subscription Status').selectOption('active');
    await checkA11y();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'User updated');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`${name}Edited Member`);
    await expect(row).toContainText('premium');
    await expect(row).toContainText('active');

    await row.getByRole('button', { name: `Delete ${username}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await expect(confirm).toContainText('This cannot be undone.');
    await expect(confirm.getByTestId('owned-records')).toContainText('0 conversations');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${username}` }).click();
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await expectToast(page, 'User deleted');
    await expect(table.getByText(`No user matches "${name.toUpperCase()}".`)).toBeVisible();
    const login = await page.request.post('/api/login', {
      data: { username, password: 'member-password-Q7x!' },
      failOnStatusCode: false,
    });
    expect(login.status()).toBe(401);
  });

  test('Contact Tickets: totals, and answering a ticket', async ({ page, admin, checkA11y }) => {
    expect(admin.isAdmin).toBe(true);
    const name = `Tess ${Math.random().toString(36).slice(2, 7)}`;
    const sent = await page.request.post('/api/contact', {
      data: { name, email: 'tess@example.com', message: 'My reminders do not ring, please help.' },
    });
    expect(sent.status()).toBe(200);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Contact Tickets' }).click();
    await expect(page).toHaveURL(/tab=tickets/);
    const table = page.getByTestId('tickets-table');
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('New');
    await checkA11y();

    await row.getByRole('button', { name: `View ticket from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Ticket' });
    await expect(dialog).toContainText('My reminders do not ring, please help.');
    await dialog.getByLabel('Status').selectOption('resolved');
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByLabel('Admin Notes').fill('Asked them to allow notifications.');
    await checkA11y();
    await dialog.getByRole('button', { name: 'Update Ticket' }).click();
    await expectToast(page, 'Ticket updated');
    await expect(row).toContainText('Resolved');
    await expect(row).toContainText('high');

    await page.getByLabel('Show').selectOption('resolved');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `View ticket from ${name}` }).click();
    await expect(dialog.getByLabel('Admin Notes')).toHaveValue('Asked them to allow notifications.');
    await expect(dialog).toContainText('Resolved');
  });

  test('Contact Tickets: staff answer, and the person who wrote signed in reads it in the app', async ({
    page,
    admin,
    browser,
    baseURL,
    checkA11y,
  }) => {
    // Two people in two browsers, and the console: longer than one page's test.
    test.slow();
    expect(admin.isAdmin).toBe(true);
    // The person writes to support while signed in.
    const member = await browser.newContext({ baseURL: baseURL ?? '' });
    const username = uniqueEmail('writer');
    const registered = await member.request.post('/api/register', {
      data: {
        username,
        password: 'member-password-Q7x!',
        firstName: 'Wren',
        lastName: 'Writer',
        securityQuestion: 'What was the name of your first pet?',
        securityAnswer: 'Biscuit',
      },
    });
    expect(registered.status()).toBe(201);
    const name = `Wren ${Math.random().toString(36).slice(2, 7)}`;
    const sent = await member.request.post('/api/contact', {
      data: { name, email: username, message: 'How do I export a conversation as a PDF?' },
    });
    expect(sent.status()).toBe(200);

    // Staff answer it from the console.
    await page.goto('/admin?tab=tickets');
    const row = page.getByTestId('tickets-table').getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `View ticket from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Ticket' });
    await expect(dialog).toContainText('No answer yet.');
    await expect(dialog).toContainText(`${name} reads your answer in the app`);
    await dialog.getByRole('button', { name: 'Send Answer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please write a reply');
    await dialog
      .getByLabel('Your answer')
      .fill('Open the conversation, then Options, Export Conversation, PDF.');
    await dialog.getByRole('button', { name: 'Send Answer' }).click();
    await expectToast(page, 'Answer sent');
    await expectToast(page, 'They can read it in the app.');
    await expect(dialog.getByRole('list', { name: 'Answers sent' })).toContainText(
      'Open the conversation, then Options, Export Conversation, PDF.',
    );
    // The first answer moved the ticket on; the status shown follows, so saving keeps it.
    await expect(dialog.getByLabel('Status')).toHaveValue('in_progress');
    await checkA11y();

    // The person sees that an answer came, and reads it.
    const memberPage = await member.newPage();
    await memberPage.goto('/about');
    await hydrated(memberPage);
    const account = memberPage.getByRole('button', { name: /1 new answer from support/ });
    await account.click();
    await memberPage.getByRole('menuitem', { name: '1 new answer from support' }).click();
    await expect(memberPage).toHaveURL(/\/contact#your-messages$/);
    const messages = memberPage.getByRole('region', { name: 'Your Messages' });
    await expect(messages).toContainText('How do I export a conversation as a PDF?');
    const answers = messages.getByRole('list', { name: 'Answers from Voxpert Support' });
    await expect(answers).toContainText('Open the conversation, then Options, Export Conversation, PDF.');
    await expect(answers).toContainText('New');
    await checkA11y(memberPage);
    // Seen once, it is no longer new.
    await expect(memberPage.getByTestId('support-answers-dot')).toHaveCount(0);
    await memberPage.reload();
    await hydrated(memberPage);
    await expect(answers).toContainText('Open the conversation');
    await expect(answers).not.toContainText('New');
    await expect(memberPage.getByRole('button', { name: /new answer/ })).toHaveCount(0);
    await member.request.post('/api/user/delete', { data: { password: 'member-password-Q7x!' } });
    await member.close();
  });

  test('API Usage: figures, hosting, the daily chart and the per-service table', async ({
    page,
    admin,
    checkA11y,
  }) => {
    expect(admin.isAdmin).toBe(true);
    await page.goto('/admin?tab=api-usage');
    await expect(page.getByRole('heading', { name: 'API Usage' })).toBeVisible();
    await expect(page.getByTestId('usage-cards')).toContainText('API cost');
    await expect(page.getByText('Credits: 22,208')).toBeVisible();
    const services = page.getByTestId('usage-per-service');
    for (const label of [
      'Chat',
      'Premium chat',
      'Text to speech',
      'Speech to text',
      'Document analysis',
      'Reminder extraction',
    ]) {
      await expect(services.getByRole('cell', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await page.getByLabel('Start date').fill('2030-01-01');
    await page.getByLabel('End date').fill('2030-01-07');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('2030-01-01 to 2030-01-07')).toBeVisible();
    await checkA11y();
  });

  test('Landing Pages has its tab', async ({ page, admin }) => {
    expect(admin.isAdmin).toBe(true);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Landing Pages' }).click();
    await expect(page.getByRole('heading', { name: 'Landing Pages' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { expect, expectToast, registerForm, settle, test, uniqueEmail } from './fixtures.js';

const QUESTION = 'What was the name of your first pet?';

async function signOut(page: Page) {
  const res = await page.request.post('/api/logout', { data: {} });
  expect(res.ok()).toBe(true);
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

test.describe('/auth', () => {
  test('Log In is the default tab; ?tab=register and the header link select Register', async ({
    page,
    isMobile,
    checkA11y,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Voxpert' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Talk to an expert any time' })).toBeVisible({
      visible: isMobile,
    });
    await expect(page.getByRole('heading', { name: 'Someone to talk to, whenever you need it' })).toBeVisible(
      {
        visible: !isMobile,
      },
    );
    await checkA11y();

    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(registerForm(page).submit).toBeVisible();
    await checkA11y();

    await page.goto('/about');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name: 'Register' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    }
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the register form shows every validation message, then the server refusal, then registers', async ({
    page,
  }) => {
    // This browser has seen the tour before (someone else's account): the new person is still not
    // "welcomed back".
    await page.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
    await page.goto('/auth?tab=register');
    const form = registerForm(page);
    await form.submit.click();
    for (const message of [
      'Email is required',
      'Password must be at least 6 characters',
      'Please confirm your password',
      'Security question is required',
      'Security answer is required',
      'You must agree to the terms and conditions',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');

    await form.email.fill('not-an-email');
    await form.password.fill('abc');
    await form.submit.click();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();

    const email = uniqueEmail('register');
    await form.firstName.fill('Ada');
    await form.lastName.fill('Lovelace');
    await chooseOption(page, 'Gender (optional)', 'Female');
    await form.email.fill(email);
    await form.password.fill('password');
    await form.confirm.fill('something-else');
    await chooseOption(page, 'Security question', QUESTION);
    await form.answer.fill('Whiskers');
    await form.terms.click();
    await form.submit.click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(form.confirm).toHaveAttribute('aria-invalid', 'true');

    // Client rules pass; the server refuses a common password, shown on the password field.
    await form.confirm.fill('password');
    await form.submit.click();
    await expectToast(page, 'Registration failed');
    await expect(page.locator('#register-password-error')).toHaveText('This password is too common');
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    expect((await page.request.get('/api/user')).status()).toBe(401);

    // Unchecking terms blocks the submit again.
    await form.terms.click();
    await form.password.fill('a quiet walk by the river');
    await form.confirm.fill('a quiet walk by the river');
    await form.submit.click();
    await expect(page.getByText('You must agree to the terms and conditions', { exact: true })).toBeVisible();

    await form.terms.click();
    await form.submit.click();
    await expectToast(page, 'Registration successful');
    await expectToast(page, 'Welcome, Ada');
    await expect(page).toHaveURL(/\/$/);
    // Not welcomed back in the session that registered, on arrival nor on a reload (once the page has
    // fetched all it is going to: the settings, and a popup's code when one opens).
    await page.reload({ waitUntil: 'networkidle' });
    await settle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your conversations' })).toBeVisible();
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({
      username: email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'female',
    });
    // The stored security answer works (and the account is removed).
    await signOut(page);
    const question = await page.request.post('/api/verify-security-question', { data: { username: email } });
    expect(await question.json()).toEqual({ securityQuestion: QUESTION });
    await page.request.post('/api/login', {
      data: { username: email, password: 'a quiet walk by the river' },
    });
    await page.request.post('/api/user/delete', { data: { password: 'a quiet walk by the river' } });
  });

  test('an e-mail already registered is refused on the email field', async ({ page, user }) => {
    await signOut(page);
    await page.goto('/auth?tab=register');
    const form = registerForm(page);
    await form.email.fill(user.username);
    await form.password.fill('another fine password');
    await form.confirm.fill('another fine password');
    await chooseOption(page, 'Security question', QUESTION);
    await form.answer.fill('Rex');
    await form.terms.click();
    await form.submit.click();
    await expectToast(page, 'Registration failed');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    const error = page.locator('#register-email-error');
    await expect(error).toHaveText('An account with this email already exists');
    // Said aloud, and where the person is looking: on the screen, below the sticky header.
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).toBeInViewport();
    const header = await page.locator('header').first().boundingBox();
    await expect
      .poll(async () => (await error.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  });

  test('logs in through the form and goes to /', async ({ page, user }) => {
    await signOut(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('checkbox', { name: 'Remember me' }).click();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Login successful');
    await expectToast(page, `Welcome back, ${user.firstName}`);
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });

  test('a wrong password shows the Login failed toast and stays signed out', async ({ page, user }) => {
    await signOut(page);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Login failed');
    await expectToast(page, 'Invalid email or password');
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('a signed-in visitor of /auth goes to /', async ({ page, user }) => {
    expect(user.id).toBeGreaterThan(0);
    await page.goto('/auth?tab=register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('resets the password with the security question, then logs in with it', async ({
    page,
    user,
    checkA11y,
  }) => {
    await signOut(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Email is required', { exact: true })).toBeVisible();
    // The Log In form behind the dialog was not submitted.
    await expect(page.getByText('Password is required', { exact: true })).toHaveCount(0);

    await dialog.getByLabel('Email', { exact: true }).fill(user.username);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Account verified');
    await expect(dialog.getByTestId('reset-question')).toHaveText(user.securityQuestion);
    await checkA11y();

    const answer = dialog.getByLabel('Security answer', { exact: true });
    const newPassword = dialog.getByLabel('New password', { exact: true });
    const confirm = dialog.getByLabel('Confirm new password', { exact: true });
    const submit = dialog.getByRole('button', { name: 'Reset Password' });
    await submit.click();
    await expect(dialog.getByText('Security answer is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();

    const fresh = 'lanterns over the harbour';
    await answer.fill('Not my pet');
    await newPassword.fill(fresh);
    await confirm.fill('lanterns over the harbor');
    await submit.click();
    await expect(dialog.getByText('Passwords do not match', { exact: true })).toBeVisible();

    await confirm.fill(fresh);
    await submit.click();
    await expectToast(page, 'Password reset failed');
    await expectToast(page, 'The security answer does not match our records');

    await answer.fill(`  ${user.securityAnswer.toUpperCase()} `);
    await submit.click();
    await expectToast(page, 'Password reset successful!');
    await expectToast(page, 'You can now log in with your new password.');
    await expect(dialog).toBeHidden();
    expect((await page.request.get('/api/user')).status()).toBe(401);

    // Back at step 1 with empty forms.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('');
    await page.keyboard.press('Escape');

    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Login failed');
    await page.getByLabel('Password', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Login successful');
    await expect(page).toHaveURL(/\/$/);
    const removed = await page.request.post('/api/user/delete', { data: { password: fresh } });
    expect(removed.ok()).toBe(true);
  });

  test('closing the Reset Password dialog returns it to step 1', async ({ page, user }) => {
    await signOut(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email', { exact: true }).fill(user.username);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('');

    // With the 'Account verified' toast still up, the first Escape closes the dialog.
    await dialog.getByLabel('Email', { exact: true }).fill(user.username);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Account verified');
    await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
    await dialog.getByLabel('Security answer', { exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('');
  });

  test('a failed account check shows Request failed', async ({ page }) => {
    await page.route('**/api/verify-security-question', (route) =>
      route.fulfill({ status: 500, json: { error: 'INTERNAL_ERROR', message: 'Boom' } }),
    );
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Request failed');
    await expectToast(page, 'Failed to verify account');
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  });
});

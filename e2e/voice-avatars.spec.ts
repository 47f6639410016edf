import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fakes/index.js';
import { expectToast } from './fixtures.js';
import { openPanel } from './voice-helpers.js';

// This browser has already seen the tour and hidden the welcome popup.
test.beforeEach(async ({ voicePage: page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('hasSeenOnboarding', 'true');
    window.localStorage.setItem('hideWelcomePopup', 'true');
  });
});

const dialog = (page: Page) => page.getByTestId('customize-avatar-dialog');
const settingsPanel = (page: Page) => page.getByTestId('voice-settings');

/** A photo-sized PNG, wider than tall: the server crops it square. */
async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a7a4b' } })
    .png()
    .toBuffer();
}

/** Whether an image has loaded and shows the server's 256 px square. */
const loadedSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]);

test('a signed-in user uploads a picture, renames and resets an avatar', async ({
  voicePage: page,
  user: _user,
  checkA11y,
}) => {
  await page.goto('/');
  await openPanel(page, 'Voice Settings');
  const list = page.getByTestId('avatar-list');
  await expect(list.getByRole('button')).toHaveCount(6);
  await settingsPanel(page).getByRole('button', { name: 'Customize Avatar' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Customize Avatar' })).toBeVisible();
  await checkA11y();

  // The spec's checks before anything is sent.
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'No changes detected');
  await dialog(page)
    .getByLabel('Picture')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, 'Invalid file type');
  await expect(dialog(page).getByText('Please upload an image file (JPEG, PNG, etc.)')).toBeVisible();
  await dialog(page).getByLabel('Name').fill('   ');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Name cannot be empty')).toBeVisible();
  await expect(dialog(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  // Upload with a preview, and a name, for the echo voice.
  await dialog(page).getByLabel('Voice').selectOption('echo');
  await expect(dialog(page).getByLabel('Name')).toHaveValue('Ethan');
  await dialog(page)
    .getByLabel('Picture')
    .setInputFiles({ name: 'grandpa.png', mimeType: 'image/png', buffer: await picture() });
  await expect(dialog(page).getByTestId('avatar-preview')).toHaveAttribute('src', /^blob:/);
  await dialog(page).getByLabel('Name').fill('Grandpa Joe');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Avatar updated');
  await expect(dialog(page)).toBeHidden();

  // The refreshed list shows the new picture and name; choosing it shows them on the voice screen.
  const mine = list.getByRole('button', { name: /Grandpa Joe/ });
  await expect(mine.locator('img')).toHaveAttribute('src', /^\/api\/voice-avatars\/\d+\/image\?v=/);
  await expect
    .poll(() => loadedSize(page, '[data-testid="avatar-list"] button:nth-child(3) img'))
    .toEqual([true, 256, 256]);
  await mine.click();
  await expectToast(page, 'Avatar Updated');
  await page.getByRole('button', { name: 'Return to Voice Chat' }).click();
  await expect(page.getByTestId('expert-name')).toHaveText('Grandpa Joe');

  // Rename: the voice screen follows.
  await openPanel(page, 'Voice Settings');
  await settingsPanel(page).getByRole('button', { name: 'Customize Avatar' }).click();
  await expect(dialog(page).getByLabel('Voice')).toHaveValue('echo');
  await expect(dialog(page).getByTestId('avatar-preview')).toHaveAttribute('src', /\/api\/voice-avatars\//);
  await dialog(page).getByLabel('Name').fill('Grandpa');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Name updated');
  await expect(list.getByRole('button', { name: /^Grandpa,/ })).toBeVisible();
  await page.getByRole('button', { name: 'Return to Voice Chat' }).click();
  await expect(page.getByTestId('expert-name')).toHaveText('Grandpa');

  // Reset, by keyboard: the built-in picture and name come back everywhere.
  await openPanel(page, 'Voice Settings');
  await settingsPanel(page).getByRole('button', { name: 'Customize Avatar' }).click();
  const reset = dialog(page).getByRole('button', { name: 'Reset to Default' });
  await reset.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Avatar reset');
  await expect(dialog(page).getByLabel('Name')).toHaveValue('Ethan');
  await expect(dialog(page).getByTestId('avatar-preview')).toHaveAttribute('src', '/avatars/echo.svg');
  await expect(reset).toBeDisabled();
  await expect(dialog(page).getByLabel('Name')).toBeFocused();
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(list.getByRole('button', { name: /^Ethan,/ }).locator('img')).toHaveAttribute(
    'src',
    '/avatars/echo.svg',
  );
  await page.getByRole('button', { name: 'Return to Voice Chat' }).click();
  await expect(page.getByTestId('expert-name')).toHaveText('Ethan');

  // Another person never sees them.
  const avatars = await (await page.request.get('/api/voice-avatars')).json();
  expect(avatars.every((a: { isDefault: boolean }) => a.isDefault)).toBe(true);
});

test('a guest sees the built-in avatars and no Customize Avatar', async ({ voicePage: page, checkA11y }) => {
  await page.goto('/');
  await openPanel(page, 'Voice Settings');
  await expect(page.getByTestId('avatar-list').getByRole('button')).toHaveCount(6);
  await expect(settingsPanel(page).getByRole('button', { name: 'Customize Avatar' })).toHaveCount(0);
  await checkA11y();
});

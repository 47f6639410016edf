import type { Page } from '@playwright/test';
import { expect, test } from './fakes/index.js';
import { expectToast } from './fixtures.js';
import { expectStatus, sayAndSend, useFastSpeech } from './voice-helpers.js';

// The expert remembers what the person chose to share, uses it in the next conversation (the offline
// responder greets by the preferred name), and the person sees, edits, deletes, erases and turns off
// all of it in the profile's Memory tab.
test.describe.configure({ timeout: 90_000 });

type View = { enabled: boolean; facts: { kind: string; text: string }[] };
async function memory(page: Page): Promise<View> {
  const res = await page.request.get('/api/memory');
  expect(res.status()).toBe(200);
  return (await res.json()) as View;
}

/** One turn through the API, in the conversation given or a new one; answers the conversation's id. */
async function tell(page: Page, content: string, id?: number): Promise<number> {
  let conversation = id;
  if (conversation === undefined) {
    const created = await page.request.post('/api/conversations', { data: { goatCategory: 'coach' } });
    expect(created.status(), await created.text()).toBe(201);
    conversation = ((await created.json()) as { id: number }).id;
  }
  const sent = await page.request.post(`/api/conversations/${conversation}/messages`, { data: { content } });
  expect(sent.status(), await sent.text()).toBe(200);
  return conversation;
}

test.beforeEach(async ({ voicePage: page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenOnboarding', 'true');
    localStorage.setItem('hideWelcomePopup', 'true');
  });
});

test('told by voice, shown in Memory, used in the next conversation, edited, deleted, forgotten, off', async ({
  voicePage: page,
  user: _user,
  checkA11y,
}) => {
  await useFastSpeech(page);
  await page.goto('/');
  await expectStatus(page, 'ready');
  await sayAndSend(page, 'Please call me Maggie. My sister Anna visits on Sundays.');
  await expectStatus(page, 'ready', 45_000);

  // Shown in the profile, each fact with its kind.
  await page.goto('/profile?tab=memory');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'What the experts remember' })).toBeVisible();
  const list = panel.getByTestId('memory-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0)).toContainText('Name you like to be called');
  await expect(list.getByRole('listitem').nth(0)).toContainText('Maggie');
  await expect(list.getByRole('listitem').nth(1)).toContainText('My sister Anna');
  await expect(panel.getByRole('switch', { name: 'Remember what I share' })).toBeChecked();
  await checkA11y();

  // Used: the next conversation starts by the name she likes.
  await page.goto('/');
  await expectStatus(page, 'ready');
  await sayAndSend(page, 'Hello');
  await page.getByRole('button', { name: 'Show Conversation' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByTestId('expert-message').last()).toContainText(
    'Good to talk with you again, Maggie.',
  );
  await expectStatus(page, 'ready', 45_000);

  // Edited with the keyboard: an empty text is refused with a clear message, then saved.
  await page.goto('/profile?tab=memory');
  const edit = panel.getByRole('button', { name: 'Edit: Maggie' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const field = panel.getByRole('textbox', { name: 'Edit: Name you like to be called' });
  await expect(field).toBeFocused();
  await field.fill('   ');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Please write what the expert should remember')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('Mags');
  await page.keyboard.press('Enter');
  await expectToast(page, 'The expert will remember it this way.');
  await expect(panel.getByRole('button', { name: 'Edit: Mags' })).toBeFocused();
  expect((await memory(page)).facts.map((f) => f.text)).toEqual(['Mags', 'My sister Anna']);
  // Escape leaves the form without saving.
  await panel.getByRole('button', { name: 'Edit: Mags' }).click();
  await field.fill('Someone else');
  await page.keyboard.press('Escape');
  await expect(list.getByRole('listitem').nth(0)).toContainText('Mags');

  // Deleted one by one.
  await panel.getByRole('button', { name: 'Delete: My sister Anna' }).click();
  await expectToast(page, 'The expert has forgotten this.');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect((await memory(page)).facts.map((f) => f.text)).toEqual(['Mags']);

  // Off: said clearly, nothing new is stored.
  const memorySwitch = panel.getByRole('switch', { name: 'Remember what I share' });
  await memorySwitch.focus();
  await page.keyboard.press('Space');
  await expect(memorySwitch).not.toBeChecked();
  await expect(panel.getByText(/Off: nothing new is remembered/)).toBeVisible();
  expect((await memory(page)).enabled).toBe(false);
  const conversations = (await (await page.request.get('/api/conversations')).json()) as { id: number }[];
  await tell(page, 'My goal is to learn the piano', conversations[0]?.id);
  expect((await memory(page)).facts.map((f) => f.text)).toEqual(['Mags']);

  // Forget everything, confirmed.
  await panel.getByRole('button', { name: 'Forget everything' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forget everything?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Forget everything' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Nothing remembered yet')).toBeVisible();
  expect((await memory(page)).facts).toEqual([]);
  await checkA11y();
});

test.describe('on a phone 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Memory tab fits the screen, long facts wrap, and the edit form fits', async ({
    voicePage: page,
    user: _user,
  }) => {
    await tell(
      page,
      'Call me Margaret. My goal is to walk to the harbour and back every single morning before breakfast',
    );
    await page.goto('/profile?tab=memory');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByTestId('memory-list').getByRole('listitem')).toHaveCount(2);
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await fits()).toBe(true);
    await panel.getByRole('button', { name: 'Edit: Margaret' }).click();
    await expect(panel.getByRole('textbox', { name: 'Edit: Name you like to be called' })).toBeVisible();
    expect(await fits()).toBe(true);
    const box = await panel.getByRole('button', { name: 'Save' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  });
});

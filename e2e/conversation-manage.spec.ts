import type { Locator } from '@playwright/test';
import { expect, expectToast, savedConversation, test } from './fixtures.js';

// On a phone, from the profile's Conversations tab: rename one conversation by keyboard, search the
// conversations, and delete one by touch; every control a finger uses is at least 44 px.

async function expectTapTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('rename, search and delete a conversation on a phone', async ({
  page,
  user: _user,
  checkA11y,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone layout is the point');
  // A long flow (rename, four searches, delete) with three accessibility scans: more than the default 30 s
  // on a busy machine.
  test.setTimeout(60_000);
  const garden = await savedConversation(page, ['How do I plan a vegetable garden?']);
  await savedConversation(page, ['Any tips for running a marathon in autumn?']);

  await page.goto('/profile');
  await expectTapTarget(page.getByRole('link', { name: 'Manage' }));
  await page.goto('/profile?tab=conversations');
  const panel = page.getByRole('tabpanel');
  const items = panel.getByTestId('conversation-item');
  await expect(items).toHaveCount(2);
  const marathonMenu = panel.getByRole('button', {
    name: 'Rename or delete: Any tips for running a marathon in autumn?',
  });
  await expectTapTarget(marathonMenu);
  await expectTapTarget(panel.getByRole('searchbox', { name: 'Search your conversations' }));

  // Rename, by keyboard: the menu opens on Enter, the dialog's field takes the focus, Enter saves.
  await marathonMenu.focus();
  await page.keyboard.press('Enter');
  const rename = page.getByRole('menuitem', { name: 'Rename' });
  await expect(rename).toBeFocused();
  await expectTapTarget(rename);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rename conversation' });
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeFocused();
  await expectTapTarget(dialog.getByRole('button', { name: 'Close' }));
  await title.fill('   ');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please enter a title.')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await title.fill('Autumn race');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Conversation renamed');
  await expect(dialog).toBeHidden();
  const renamedMenu = panel.getByRole('button', { name: 'Rename or delete: Autumn race' });
  await expect(renamedMenu).toBeVisible();
  await expect(marathonMenu.or(renamedMenu)).toBeFocused();

  // Search: what matches, and what matches nothing.
  const search = panel.getByRole('searchbox', { name: 'Search your conversations' });
  await search.fill('VEGETABLE');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('How do I plan a vegetable garden?');
  await expect(panel.getByText('1 conversation matches')).toBeVisible();
  await search.fill('autumn race');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Autumn race');
  await search.fill('submarine');
  await expect(panel.getByText('No conversations match')).toBeVisible();
  await expect(items).toHaveCount(0);
  await checkA11y();
  await search.fill('');
  await expect(items).toHaveCount(2);

  // Delete, by touch, after a confirmation that names it.
  await panel.getByRole('button', { name: 'Rename or delete: How do I plan a vegetable garden?' }).tap();
  const remove = page.getByRole('menuitem', { name: 'Delete' });
  await expectTapTarget(remove);
  await remove.tap();
  const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await expect(confirm).toContainText('How do I plan a vegetable garden?');
  const confirmButton = confirm.getByRole('button', { name: 'Delete' });
  await expectTapTarget(confirmButton);
  await expectTapTarget(confirm.getByRole('button', { name: 'Cancel' }));
  await checkA11y();
  await confirmButton.tap();
  await expectToast(page, 'Conversation deleted');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Autumn race');
  await expect(search).toBeFocused();
  expect((await page.request.get(`/api/conversations/${garden}`)).status()).toBe(404);
  await checkA11y();
});

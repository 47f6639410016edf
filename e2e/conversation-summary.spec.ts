import type { Page } from '@playwright/test';
import { expect, test } from './fakes/index.js';
import { expectToast, savedConversation } from './fixtures.js';

// The summary at the end of a conversation, and a next step turned into a reminder in two taps.
// The server has no AI provider here: the offline summary picks sentences and reads the reminder
// requests the person made.
test.describe.configure({ timeout: 60_000 });

const said = [
  'I moved to a new town last month and I feel lonely in the evenings.',
  'My sister lives far away. Remind me to call my sister tomorrow at 5 pm.',
  'I would also like to meet people who enjoy gardening.',
];

async function openConversation(page: Page, id: number): Promise<void> {
  await page.goto(`/?conversation=${id}`);
  await expect(page.getByTestId('banner-toast')).toContainText('Conversation loaded');
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test.describe('the conversation summary', () => {
  test.beforeEach(async ({ voicePage: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
  });

  test('End conversation shows the summary; a step becomes a reminder in two taps', async ({
    voicePage: page,
    user: _user,
    checkA11y,
  }) => {
    // The phone project runs it on the narrowest common phone, 375 px wide.
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    if (phone) await page.setViewportSize({ width: 375, height: 740 });
    const id = await savedConversation(page, said);
    await openConversation(page, id);

    // Tap 1.
    await page.getByRole('button', { name: 'End conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your conversation summary' });
    await expect(dialog.getByRole('heading', { name: 'What we talked about' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Advice given' })).toBeVisible();
    await expect(dialog.getByText(/lonely|sister|gardening/).first()).toBeVisible();
    const step = dialog.getByTestId('summary-step');
    await expect(step).toHaveCount(1);
    await expect(step).toContainText('Call my sister');
    await checkA11y();
    if (phone) {
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath('summary-375.png') });
      const box = await dialog.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    }

    // The request was caught in conversation already, which set the reminder.
    const before = await (await page.request.get('/api/reminders')).json();
    expect(before.map((r: { title: string }) => r.title)).toEqual(['Call my sister']);
    // Tap 2: the same reminder is not made twice, and the summary says it is there.
    await step.getByRole('button', { name: 'Add reminder: Call my sister' }).click();
    await expectToast(page, 'Already in your reminders');
    await expect(step.getByRole('button')).toContainText('Added to reminders');

    // The reminder is the conversation's, at the time said in it.
    const recap = (await (await page.request.get(`/api/conversations/${id}`)).json()).recap;
    const reminders = await (await page.request.get('/api/reminders')).json();
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: 'Call my sister', conversationId: id });
    expect(reminders[0].scheduledTime).toBe(new Date(recap.steps[0].suggestedTime).toISOString());
    // The button says it is done; a second tap adds nothing more.
    await expect(step.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    await step.getByRole('button').dispatchEvent('click');
    expect(await (await page.request.get('/api/reminders')).json()).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Keep talking' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/reminders');
    await expect(page.getByTestId('reminder-card').filter({ hasText: 'Call my sister' })).toBeVisible();

    // The saved-conversations list shows the summary.
    await page.goto('/profile?tab=conversations');
    const item = page
      .getByTestId('conversation-item')
      .filter({ has: page.getByTestId('conversation-recap') });
    await expect(item.getByTestId('conversation-recap')).toContainText('Next steps: Call my sister');
    if (phone) await expectNoSidewaysScroll(page);
  });

  test('New Conversation after three turns offers the summary first, and then starts the new one', async ({
    voicePage: page,
    user: _user,
  }) => {
    const id = await savedConversation(page, said);
    await openConversation(page, id);

    await page.getByTestId('new-conversation').click();
    const dialog = page.getByRole('dialog', { name: 'Your conversation summary' });
    await expect(dialog.getByTestId('summary-step')).toContainText('Call my sister');
    // Staying keeps the conversation on the screen.
    await dialog.getByRole('button', { name: 'Stay here' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`conversation=${id}`));

    // Offered once: the next New Conversation goes straight on.
    await page.getByTestId('new-conversation').click();
    await expectToast(page, 'Your new conversation is ready.');
    await expect(page).not.toHaveURL(new RegExp(`conversation=${id}$`));
    // The summary was kept with the conversation left.
    const left = await (await page.request.get(`/api/conversations/${id}`)).json();
    expect(left.recap).toMatchObject({ upToDate: true, source: 'offline' });
  });

  test('a link to another page after three turns offers the summary, then goes there', async ({
    voicePage: page,
    user: _user,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 768, 'on a phone the header links are in a menu');
    const id = await savedConversation(page, said);
    await openConversation(page, id);
    await page.getByRole('navigation').getByRole('link', { name: 'Reminders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your conversation summary' });
    await expect(dialog.getByTestId('summary-content')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`conversation=${id}`));
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/reminders$/);
  });

  test('the dialog says so when there is nothing to summarise yet', async ({
    voicePage: page,
    user: _user,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'End conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your conversation summary' });
    await expect(dialog.getByTestId('summary-empty')).toContainText('Nothing to summarise yet');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

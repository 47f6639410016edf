import type { Page } from '@playwright/test';
import { answerNotificationPrompt, expect, notificationPrompts, test } from './fakes/index.js';
import { expectToast } from './fixtures.js';
import { expectStatus, openPanel, playedSentences, sayAndSend, useFastSpeech } from './voice-helpers.js';

const toggleName = 'Create reminders from our conversation';
const reminderSwitch = (page: Page) => page.getByRole('switch', { name: toggleName });
const settingsPanel = (page: Page) => page.getByTestId('reminder-settings');

async function notificationsSaved(page: Page): Promise<boolean> {
  const res = await page.request.get('/api/user/settings');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { notificationsEnabled: boolean }).notificationsEnabled;
}

test.describe('reminder settings and notification permission', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
      // A person who turned reminders from conversation off (on is the default; see below).
      if (localStorage.getItem('extractRemindersEnabled') === null) {
        localStorage.setItem('extractRemindersEnabled', 'false');
      }
    });
  });

  test('guests have no Reminder Settings in the options menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Options' }).click();
    await expect(page.getByRole('menuitem', { name: 'Voice Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Reminder Settings' })).toHaveCount(0);
  });

  test('turning reminders on asks about notifications; Later keeps reminders on without a prompt', async ({
    page,
    user,
    checkA11y,
  }) => {
    void user;
    await answerNotificationPrompt(page, 'granted');
    await page.goto('/');
    await openPanel(page, 'Reminder Settings');
    await expect(settingsPanel(page).getByRole('heading', { name: 'Reminder Settings' })).toBeVisible();
    await expect(reminderSwitch(page)).not.toBeChecked();
    await checkA11y();

    await reminderSwitch(page).click();
    const dialog = page.getByTestId('enable-notifications-dialog');
    await expect(dialog.getByRole('heading', { name: 'Enable Notifications' })).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(dialog).toBeHidden();
    expect(await notificationPrompts(page)).toBe(0);
    await expect(reminderSwitch(page)).toBeChecked();
    expect(await notificationsSaved(page)).toBe(false);

    // Kept in local storage: extractRemindersEnabled 'true'.
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('extractRemindersEnabled'))).toBe('true');
    await openPanel(page, 'Reminder Settings');
    await expect(reminderSwitch(page)).toBeChecked();
    // Turning it off again asks nothing.
    await reminderSwitch(page).click();
    await expect(reminderSwitch(page)).not.toBeChecked();
    await expect(dialog).toBeHidden();
  });

  test('allowing notifications saves the setting and the button goes away', async ({ page, user }) => {
    void user;
    await answerNotificationPrompt(page, 'granted');
    await page.goto('/');
    await openPanel(page, 'Reminder Settings');
    await reminderSwitch(page).click();
    const dialog = page.getByTestId('enable-notifications-dialog');
    await dialog.getByRole('button', { name: 'Enable Notifications' }).click();
    await expectToast(page, 'Notifications enabled');
    await expect(dialog).toBeHidden();
    expect(await notificationPrompts(page)).toBe(1);
    await expect(settingsPanel(page).getByTestId('notification-status')).toHaveAttribute(
      'data-state',
      'granted',
    );
    await expect(settingsPanel(page).getByRole('button', { name: 'Enable Notifications' })).toHaveCount(0);
    expect(await notificationsSaved(page)).toBe(true);
  });

  test('a browser that blocks notifications is told plainly, and nothing is saved', async ({
    page,
    user,
    checkA11y,
  }) => {
    void user;
    // No stand-in: headless Chromium itself refuses the prompt, as a person pressing Block would.
    await page.goto('/');
    await openPanel(page, 'Reminder Settings');
    await settingsPanel(page).getByRole('button', { name: 'Enable Notifications' }).click();
    await expectToast(page, 'Notification permission denied');
    await expectToast(page, 'You will not receive reminders notifications');
    await expect(settingsPanel(page).getByTestId('notification-status')).toHaveAttribute(
      'data-state',
      'denied',
    );
    await expect(settingsPanel(page).getByText(/blocked for Voxpert in this browser/)).toBeVisible();
    expect(await notificationsSaved(page)).toBe(false);

    // Turning reminders on still explains how to allow notifications.
    await reminderSwitch(page).click();
    const dialog = page.getByTestId('enable-notifications-dialog');
    await expect(dialog.getByText(/set Notifications to Allow/)).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Enable Notifications' }).click();
    await expectToast(page, 'Notification permission denied');
    await expect(dialog).toBeHidden();
  });

  test('with notifications already allowed, turning reminders on asks nothing', async ({
    page,
    context,
    user,
  }) => {
    void user;
    await context.grantPermissions(['notifications']);
    await page.goto('/');
    await openPanel(page, 'Reminder Settings');
    await expect(settingsPanel(page).getByText('Notifications are allowed in this browser.')).toBeVisible();
    await reminderSwitch(page).click();
    await expect(reminderSwitch(page)).toBeChecked();
    await expect(page.getByTestId('enable-notifications-dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enable Notifications' })).toHaveCount(0);
  });

  test('My Reminders offers Enable Notifications until the browser allows them', async ({
    page,
    context,
    user,
  }) => {
    void user;
    await page.goto('/reminders');
    await expect(page.getByRole('heading', { name: 'My Reminders' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Enable Notifications' });
    await expect(button).toBeVisible();
    // Allowed in the browser's own settings: the button goes without a reload.
    await context.grantPermissions(['notifications']);
    await expect(button).toHaveCount(0);
  });
});

test.describe('reminders asked for in conversation', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ voicePage: page }) => {
    await useFastSpeech(page);
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
  });

  test('on by default: the reminder is made, and the expert says aloud what it did and when', async ({
    voicePage: page,
    user,
    checkA11y,
  }) => {
    void user;
    await page.goto('/');
    await expectStatus(page, 'ready');
    await sayAndSend(page, 'Please remind me tomorrow at 9 to call my sister');
    await expectToast(page, 'Created 1 reminder from your message.');
    await expect.poll(() => reminderTitles(page)).toEqual(['Call my sister']);
    await expectStatus(page, 'ready', 45_000);
    // Said aloud, as the reply, for a person looking away from the screen.
    await expect
      .poll(async () => (await playedSentences(page)).join(' '))
      .toMatch(/^Done: I'll remind you tomorrow at 9:00\sAM to call your sister\.$/);
    await page.getByRole('button', { name: 'Show Conversation' }).click();
    await expect(page.locator('#conversation-log')).toContainText("Done: I'll remind you tomorrow at 9:00");
    await openPanel(page, 'Reminder Settings');
    await expect(reminderSwitch(page)).toBeChecked();
    const recent = page.getByTestId('recent-reminders');
    await expect(recent.getByText('Call my sister')).toBeVisible();
    await expect(recent.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await checkA11y();
  });

  test('without a time the expert asks when, aloud, and the answer completes the reminder', async ({
    voicePage: page,
    user,
    checkA11y,
  }) => {
    void user;
    await page.goto('/');
    await expectStatus(page, 'ready');
    await sayAndSend(page, 'Please remind me to call my sister');
    await expectStatus(page, 'ready', 45_000);
    await expect.poll(() => playedSentences(page)).toEqual(['When should I remind you?']);
    expect(await reminderTitles(page)).toEqual([]);
    await sayAndSend(page, 'at 9 tomorrow');
    await expect.poll(() => reminderTitles(page)).toEqual(['Call my sister']);
    await expectStatus(page, 'ready', 45_000);
    await expect
      .poll(async () => (await playedSentences(page)).at(-1))
      .toMatch(/^Done: I'll remind you tomorrow at 9:00\sAM to call your sister\.$/);
    await checkA11y();
  });

  test('off: the expert says aloud that they are off and where to turn them on, and the toast opens the switch', async ({
    voicePage: page,
    user,
    checkA11y,
  }) => {
    void user;
    // Turned off by the person earlier (a stored choice is kept).
    await page.addInitScript(() => localStorage.setItem('extractRemindersEnabled', 'false'));
    await page.goto('/');
    await expectStatus(page, 'ready');
    await sayAndSend(page, 'Remind me to call my sister tomorrow at 5 pm');
    await expectToast(page, 'Reminders are disabled');
    await expectStatus(page, 'ready', 45_000);
    await expect
      .poll(async () => (await playedSentences(page)).join(' '))
      .toBe(
        'Reminders from conversation are off. You can turn them on in Reminder Settings, in the options menu.',
      );
    expect(await reminderTitles(page)).toEqual([]);
    await page
      .getByRole('region', { name: /notifications/i })
      .getByRole('button', { name: 'Reminder Settings' })
      .click();
    await expect(reminderSwitch(page)).not.toBeChecked();
    await checkA11y();
  });
});

async function reminderTitles(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/reminders');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { title: string }[]).map((r) => r.title);
}

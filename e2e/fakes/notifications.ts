import type { Page } from '@playwright/test';

/**
 * Headless Chromium refuses every notification prompt. This makes the page's prompt answer `answer`
 * instead (and Notification.permission follow it), as a person clicking Allow or Block would; it counts
 * the prompts in window.__notificationPrompts.
 */
export async function answerNotificationPrompt(page: Page, answer: NotificationPermission): Promise<void> {
  await page.addInitScript((answer) => {
    const w = window as unknown as { __notificationPrompts: number };
    w.__notificationPrompts = 0;
    let permission: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => permission });
    Notification.requestPermission = async () => {
      w.__notificationPrompts += 1;
      permission = answer;
      return answer;
    };
  }, answer);
}

export async function notificationPrompts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __notificationPrompts: number }).__notificationPrompts);
}

import type { Page } from '@playwright/test';
import { followUpPath } from '../src/contract/reminder-values.js';
import { type FakePushService, startFakePush } from '../test/fake-push/server.js';
import { expect, savedConversation } from './fixtures.js';
import { test as ownServerTest } from './own-server.js';

// A reminder's push on a phone, end to end: the server's dispatcher sends it over the Web Push
// protocol (VAPID, aes128gcm) to a local push service, which decrypts it as the phone's push service
// and browser would; the message is handed to the app's real service worker (Chromium's DevTools
// push, as the browser hands a push it received), which shows the notification. Its address is what
// the notification's tap opens (the worker's notificationclick opens it in the app's window):
// there the reminder's words are on screen at once (the expert saying them, and the Play a phone may
// need first, are tested at the desktop size in reminder-follow-up.spec.ts).
// At a Pixel's and an iPhone's size: what differs between them is the screen, so each is checked.

const test = ownServerTest.extend<{ push: FakePushService }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  push: async ({}, use) => {
    const push = await startFakePush();
    await use(push);
    await push.close();
  },
});

test.describe.configure({ timeout: 60_000 });
// Due reminders are pushed within half a second (the shared e2e server checks every 30 s).
test.use({ ownServerEnv: { REMINDER_DISPATCH_INTERVAL_MS: '500' } });

/**
 * The app's service worker (registered once the page is idle) through DevTools: `deliver` hands it a
 * push message, as the browser does with one it received from its push service.
 */
async function serviceWorkerPush(page: Page): Promise<{ deliver(data: string): Promise<void> }> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  return {
    deliver: async (data) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
    },
  };
}

const devices = {
  Pixel: { viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 },
  iPhone: {
    viewport: { width: 390, height: 664 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  },
};

for (const [name, device] of Object.entries(devices)) {
  test.describe(`on an ${name}-sized phone`, () => {
    test.use(device);

    test("a reminder's push shows its notification, which opens the conversation with the reminder's words", async ({
      page,
      context,
      user: _user,
      push,
    }) => {
      await context.grantPermissions(['notifications']);
      await page.addInitScript(() => {
        localStorage.setItem('hasSeenOnboarding', 'true');
        localStorage.setItem('hideWelcomePopup', 'true');
      });
      // The phone's browser subscribed (what Enable Notifications does, with the push service's address).
      const subscribed = await page.request.post('/api/push/subscribe', { data: push.subscribe() });
      expect(subscribed.status(), await subscribed.text()).toBe(201);
      const conversationId = await savedConversation(page, ['I must call my sister this week']);
      const made = await page.request.post('/api/reminders', {
        data: {
          title: 'Call my sister',
          description: 'Ask about her week',
          scheduledTime: new Date(Date.now() + 1000).toISOString(),
          conversationId,
        },
      });
      expect(made.status(), await made.text()).toBe(201);
      const reminder = (await made.json()) as { id: number; scheduledTime: string };

      // The dispatcher pushes it when it comes due.
      await expect.poll(() => push.received.length, { timeout: 15_000 }).toBe(1);
      expect(push.rejected).toEqual([]);
      const [message] = push.received;
      if (!message) throw new Error('no push');

      // The phone's service worker gets it and shows the notification, leading to the conversation.
      await page.goto('/reminders');
      const worker = await serviceWorkerPush(page);
      await worker.deliver(message.payload);
      const address = followUpPath({
        id: reminder.id,
        conversationId,
        scheduledTime: reminder.scheduledTime,
      });
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              url: (n.data as { url?: string } | null)?.url,
            }));
          }),
        )
        .toEqual([{ title: 'Call my sister', body: 'Ask about her week', url: address }]);

      // The tap opens that address: the reminder's words at once, in the conversation that set it.
      await page.goto(address);
      await expect(page.getByTestId('follow-up-text')).toContainText(/call my sister/i, { timeout: 15_000 });
      await expect(page).toHaveURL(`/?conversation=${conversationId}`);
      const box = await page.getByTestId('follow-up-card').boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(device.viewport.width);
    });
  });
}

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ReminderPushPayload } from '../src/contract/push.js';
import { expect, expectToast, test } from './fixtures.js';

type Made = { id: number; title: string; scheduledTime: string };

/** A time `days` from now at `hour`:00 on the browser's clock (its time zone is the machine's). */
function localTime(days: number, hour: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
}

async function makeReminder(page: Page, data: Record<string, unknown>): Promise<Made> {
  const res = await page.request.post('/api/reminders', {
    data: { description: 'Made for this test', ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Made;
}

const card = (page: Page, title: string) => page.getByTestId('reminder-card').filter({ hasText: title });

test.describe('My Reminders', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hideWelcomePopup', 'true'));
  });

  test('tabs sort reminders into upcoming, today, completed and all, with their badges', async ({
    page,
    user: _user,
    checkA11y,
  }) => {
    await makeReminder(page, {
      title: 'Take blood pressure pills',
      scheduledTime: localTime(-1, 8),
      category: 'medication',
      priority: 'high',
    });
    await makeReminder(page, { title: 'Call my sister', scheduledTime: localTime(1, 17) });
    await makeReminder(page, {
      title: 'Water the plants',
      scheduledTime: localTime(3, 9),
      category: 'task',
      priority: 'low',
      isRecurring: true,
      recurringPattern: { type: 'weekly', interval: 2 },
    });
    const done = await makeReminder(page, { title: 'Renew library card', scheduledTime: localTime(2, 11) });
    await page.request.patch(`/api/reminders/${done.id}`, { data: { isCompleted: true } });

    await page.goto('/reminders');
    await expect(page.getByRole('heading', { name: 'My Reminders' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const titles = () => page.getByTestId('reminder-card').locator('h3');
    await expect(titles()).toHaveText(['Call my sister', 'Water the plants']);
    await expect(card(page, 'Call my sister').getByText('Tomorrow', { exact: true })).toBeVisible();
    const plants = card(page, 'Water the plants');
    await expect(plants.getByText('Every 2 weeks')).toBeVisible();
    await expect(plants.getByText('Recurring', { exact: true })).toBeVisible();
    await expect(plants.getByText('Task', { exact: true })).toBeVisible();
    await expect(plants.getByText('Low Priority')).toBeVisible();
    await checkA11y();

    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(titles()).toHaveText(['Renew library card']);
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(titles()).toHaveCount(4);
    const pills = card(page, 'Take blood pressure pills');
    await expect(pills.getByText('Past Due')).toBeVisible();
    await expect(pills.getByText('Medication', { exact: true })).toBeVisible();
    await expect(pills.getByText('High Priority')).toBeVisible();
    await expect(pills).toHaveClass(/(^| )border-danger( |$)/);
    await page.getByRole('tab', { name: 'Today' }).click();
    await expect(page.getByText('No reminders found')).toBeVisible();

    // All of them, for a calendar app.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to Calendar' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('voxpert-reminders.ics');
    const ics = await readFile(await file.path(), 'utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(ics).toContain('SUMMARY:Water the plants');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2');
  });

  test('marking done moves a reminder to Completed; a recurring one moves on to its next time', async ({
    page,
    user: _user,
  }) => {
    await makeReminder(page, { title: 'Call my sister', scheduledTime: localTime(1, 17) });
    const plants = await makeReminder(page, {
      title: 'Water the plants',
      scheduledTime: localTime(3, 9),
      isRecurring: true,
      recurringPattern: { type: 'daily', interval: 1 },
    });
    await page.goto('/reminders');
    await card(page, 'Call my sister')
      .getByRole('button', { name: /^Mark as done/ })
      .click();
    await expectToast(page, 'Reminder updated');
    await expect(card(page, 'Call my sister')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(
      card(page, 'Call my sister').getByRole('button', { name: /^Mark as not done/ }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await card(page, 'Water the plants')
      .getByRole('button', { name: /^Mark as done/ })
      .click();
    await expectToast(page, /^Next time:/);
    await expect(card(page, 'Water the plants')).toBeVisible();
    await expect
      .poll(async () => {
        const list = (await (await page.request.get('/api/reminders')).json()) as Made[];
        return list.find((r) => r.id === plants.id)?.scheduledTime;
      })
      .toBe(localTime(4, 9));

    // Ending the series finishes it: it leaves Upcoming and shows under Completed.
    await card(page, 'Water the plants')
      .getByRole('button', { name: 'End the series: Water the plants' })
      .click();
    await expectToast(page, 'Series ended');
    await expect(card(page, 'Water the plants')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(
      card(page, 'Water the plants').getByRole('button', { name: /^Mark as not done/ }),
    ).toBeVisible();
    await expect(card(page, 'Water the plants').getByRole('button', { name: /^End the series/ })).toHaveCount(
      0,
    );
  });

  test('delete asks first, and Cancel keeps the reminder', async ({ page, user: _user }) => {
    await makeReminder(page, { title: 'Dentist', scheduledTime: localTime(5, 10), category: 'appointment' });
    await page.goto('/reminders');
    await card(page, 'Dentist').getByRole('button', { name: 'Delete: Dentist' }).click();
    const dialog = page.getByTestId('delete-reminder-dialog');
    await expect(dialog.getByText('Are you sure you want to delete this reminder?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, 'Dentist')).toBeVisible();

    await card(page, 'Dentist').getByRole('button', { name: 'Delete: Dentist' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Reminder deleted');
    await expect(card(page, 'Dentist')).toHaveCount(0);
    await expect(page.getByText('No reminders found')).toBeVisible();
    expect(await (await page.request.get('/api/reminders')).json()).toEqual([]);
  });

  test('a person with no reminders is shown how to make one', async ({ page, user: _user, checkA11y }) => {
    await page.goto('/reminders');
    await expect(page.getByText('No reminders found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create a Reminder' })).toBeVisible();
    await checkA11y();
  });

  test('a failed load says so, and Try Again asks again', async ({ page, user: _user, checkA11y }) => {
    await makeReminder(page, { title: 'Call my sister', scheduledTime: localTime(1, 17) });
    let failing = true;
    await page.route('**/api/reminders', (route) => {
      if (!failing) return route.fallback();
      return route.fulfill({
        status: 503,
        json: { error: 'SERVICE_UNAVAILABLE', message: 'The database is busy' },
      });
    });
    await page.goto('/reminders');
    await expect(page.getByText('Error loading reminders: The database is busy')).toBeVisible();
    await checkA11y();
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(card(page, 'Call my sister')).toBeVisible();
  });
});

test.describe('a reminder falling due while Voxpert is open', () => {
  test('alerts in the page and, when allowed, as a system notification', async ({
    page,
    context,
    user: _user,
  }) => {
    await context.grantPermissions(['notifications']);
    await page.addInitScript(() => {
      localStorage.setItem('hideWelcomePopup', 'true');
      localStorage.setItem('hasSeenOnboarding', 'true');
    });
    await page.goto('/');
    const due = new Date(Date.now() + 4000).toISOString();
    await makeReminder(page, { title: 'Take my pills', description: 'The white ones', scheduledTime: due });
    // Made elsewhere (another tab, the phone): the page reads the list again when it comes into view.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expectToast(page, 'Reminder: Take my pills');
    await expectToast(page, 'The white ones');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/sw.js');
          const shown = (await registration?.getNotifications()) ?? [];
          return shown.map((n) => `${n.title} | ${n.body} | ${n.tag}`);
        }),
      )
      .toEqual([`Take my pills | The white ones | reminder-${(await reminderIds(page))[0]}-${due}`]);
  });
});

async function reminderIds(page: Page): Promise<number[]> {
  return ((await (await page.request.get('/api/reminders')).json()) as Made[]).map((r) => r.id);
}

test('the service worker shows a reminder that arrives by push, as the server sends it', async ({
  page,
  context,
  user: _user,
}) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => localStorage.setItem('hideWelcomePopup', 'true'));
  await page.goto('/reminders');
  // Signed in with notifications allowed, the page registers the service worker; pushes reach it once
  // it is active.
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/sw.js'))?.active?.state),
    )
    .toBe('activated');
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL.endsWith('/') && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload: ReminderPushPayload = {
    type: 'reminder',
    id: 41,
    title: 'Doctor at 10',
    body: 'Bring the letter',
    scheduledTime: '2026-11-24T10:00:00.000Z',
    tag: 'reminder-41-2026-11-24T10:00:00.000Z',
    url: '/reminders',
  };
  const push = {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  };
  // Delivered again until it shows (a worker still starting may miss one): one tag, so never two.
  await expect
    .poll(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', push);
      return page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/sw.js');
        return ((await registration?.getNotifications()) ?? []).map((n) => [n.title, n.body, n.tag]);
      });
    })
    .toEqual([['Doctor at 10', 'Bring the letter', 'reminder-41-2026-11-24T10:00:00.000Z']]);
});

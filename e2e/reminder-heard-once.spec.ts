import { expect, test } from './fakes/index.js';
import { dismissAlert, reminderAlert } from './reminder-helpers.js';

// A due reminder dismissed (or listened to) on one page does not alert again on the next page
// opened: the server keeps which occurrence was heard, not only the page's memory.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ voicePage: page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenOnboarding', 'true');
    localStorage.setItem('hideWelcomePopup', 'true');
  });
});

test('a reminder dismissed on one page does not alert on the next page opened within the minute', async ({
  voicePage: page,
  context,
  user: _user,
  checkA11y,
}) => {
  await page.goto('/');
  const scheduledTime = new Date(Date.now() + 2000).toISOString();
  const res = await page.request.post('/api/reminders', {
    data: { title: 'Water the plants', description: 'The ones on the balcony', scheduledTime },
  });
  expect(res.status(), await res.text()).toBe(201);
  // Made elsewhere: the page reads the list again when it comes into view.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const alert = reminderAlert(page, 'Reminder: Water the plants');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await checkA11y();
  await dismissAlert(page, alert);
  const [stored] = await (await page.request.get('/api/reminders')).json();
  expect(stored.acknowledgedTime).toBe(scheduledTime);

  // The next page, still within the minute in which a due reminder alerts.
  const next = await context.newPage();
  const listRead = next.waitForResponse((r) => new URL(r.url()).pathname === '/api/reminders');
  await next.goto('/reminders');
  await expect(next.getByRole('heading', { name: 'My Reminders' })).toBeVisible();
  await listRead;
  await expect(next.getByText('Reminder: Water the plants')).toHaveCount(0);
});

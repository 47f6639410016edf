import type { Page } from '@playwright/test';
import {
  expect,
  failRecognition,
  type RecognitionCall,
  recognitionState,
  speak,
  test,
} from './fakes/index.js';
import { expectToast } from './fixtures.js';

type StoredReminder = {
  id: number;
  title: string;
  description: string;
  scheduledTime: string;
  category: string;
  priority: string;
  isRecurring: boolean;
  recurringPattern: { type: string; interval: number };
};

const newDialog = (page: Page) => page.getByTestId('new-reminder-dialog');
const voiceDialog = (page: Page) => page.getByTestId('voice-reminder-dialog');
const plantsRequest = 'Remind me to water the plants tomorrow at 9 am';

async function savedReminders(page: Page): Promise<StoredReminder[]> {
  const res = await page.request.get('/api/reminders');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as StoredReminder[];
}

/** Tomorrow's date as the page's `<input type="date">` writes it (the browser's local time). */
async function tomorrowInput(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
}

/** The moment a local date and time name in the browser, as epoch ms. */
async function localMoment(page: Page, date: string, time: string): Promise<number> {
  return page.evaluate(([d, t]) => new Date(`${d}T${t}`).getTime(), [date, time] as const);
}

/** Counts the page's calls to POST /api/extract-reminders. */
function countExtractCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/extract-reminders') calls += 1;
  });
  return () => calls;
}

/** Waits until `count` recognition sessions have begun listening (the fake takes words and errors then). */
async function listening(page: Page, count: number): Promise<void> {
  await expect
    .poll(async () => (await recognitionState(page)).events.filter((e) => e.type === 'audiostart').length)
    .toBe(count);
}

async function openReminders(page: Page): Promise<void> {
  await page.goto('/reminders');
  await expect(page.getByRole('heading', { name: 'My Reminders', level: 1 })).toBeVisible();
}

test.describe('New Reminder dialog', () => {
  test('validates with the form rules, then creates the reminder at the chosen local time', async ({
    page,
    user,
    checkA11y,
  }) => {
    void user;
    await openReminders(page);
    await expect(page.getByText('No reminders found')).toBeVisible();
    await page.getByRole('button', { name: 'Create a Reminder' }).click();
    const dialog = newDialog(page);
    await expect(dialog.getByRole('heading', { name: 'New Reminder' })).toBeVisible();

    // Defaults: the next whole hour, General, Medium Priority, not recurring.
    await expect(dialog.getByLabel('Time', { exact: true })).toHaveValue(/^\d{2}:00$/);
    await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(dialog.getByLabel('Category', { exact: true })).toHaveValue('general');
    await expect(dialog.getByLabel('Priority', { exact: true })).toHaveValue('medium');
    await expect(dialog.getByRole('switch', { name: 'Recurring' })).not.toBeChecked();
    await expect(dialog.getByLabel('Every N', { exact: true })).toHaveCount(0);
    await checkA11y();

    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expect(dialog.getByText('Title must be at least 2 characters.')).toBeVisible();
    await expect(dialog.getByText('Description must be at least 2 characters.')).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
    expect(await savedReminders(page)).toEqual([]);
    await checkA11y();

    // Choosing a day keeps the time already chosen.
    const date = await tomorrowInput(page);
    await dialog.getByLabel('Time', { exact: true }).fill('09:30');
    await dialog.getByLabel('Date', { exact: true }).fill(date);
    await expect(dialog.getByLabel('Time', { exact: true })).toHaveValue('09:30');

    // A missing date says so on Date & Time.
    await dialog.getByLabel('Title', { exact: true }).fill('Take the pills');
    await dialog.getByLabel('Description', { exact: true }).fill('The blue ones, with water');
    await dialog.getByLabel('Date', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expect(dialog.getByText('Please select a date and time.')).toBeVisible();
    await expect(dialog.getByText('Title must be at least 2 characters.')).toHaveCount(0);
    await expect(dialog.getByLabel('Date', { exact: true })).toBeFocused();

    await dialog.getByLabel('Date', { exact: true }).fill(date);
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Medication' });
    await dialog.getByLabel('Priority', { exact: true }).selectOption({ label: 'High Priority' });
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expectToast(page, 'Reminder created');
    await expect(dialog).toBeHidden();

    const [saved, ...others] = await savedReminders(page);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      title: 'Take the pills',
      description: 'The blue ones, with water',
      category: 'medication',
      priority: 'high',
      isRecurring: false,
      recurringPattern: { type: 'none', interval: 1 },
    });
    expect(new Date(saved?.scheduledTime ?? '').getTime()).toBe(await localMoment(page, date, '09:30'));
    // The list shows it (the query was invalidated).
    await expect(page.getByText('Take the pills')).toBeVisible();
  });

  test('a weekly reminder every 2 weeks; Every N ignores 0', async ({ page, user }) => {
    void user;
    await openReminders(page);
    await page.getByRole('button', { name: 'New Reminder' }).click();
    const dialog = newDialog(page);
    await dialog.getByLabel('Title', { exact: true }).fill('Water the garden');
    await dialog.getByLabel('Description', { exact: true }).fill('Front and back');
    await dialog.getByRole('switch', { name: 'Recurring' }).click();
    await expect(dialog.getByRole('switch', { name: 'Recurring' })).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'Repeats' })).toBeVisible();
    await expect(dialog.getByLabel('Every N', { exact: true })).toHaveValue('1');

    await dialog.getByLabel('Pattern', { exact: true }).selectOption({ label: 'Weekly' });
    await dialog.getByLabel('Every N', { exact: true }).fill('0');
    await dialog.getByLabel('Every N', { exact: true }).blur();
    await expect(dialog.getByLabel('Every N', { exact: true })).toHaveValue('1');
    await dialog.getByLabel('Every N', { exact: true }).fill('2');
    await expect(dialog.getByText('Every 2 weeks')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expectToast(page, 'Reminder created');
    await expect(dialog).toBeHidden();

    const saved = await savedReminders(page);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      title: 'Water the garden',
      isRecurring: true,
      recurringPattern: { type: 'weekly', interval: 2 },
    });
  });

  test('a failed create says why and keeps what was typed', async ({ page, user }) => {
    await openReminders(page);
    await page.getByRole('button', { name: 'New Reminder' }).click();
    const dialog = newDialog(page);
    await dialog.getByLabel('Title', { exact: true }).fill('Call the bank');
    await dialog.getByLabel('Description', { exact: true }).fill('About the card');
    // The session ends behind the page's back: the server answers 401.
    await page.request.post('/api/logout', { data: {} });
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expectToast(page, 'Failed to create reminder');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Call the bank');
    await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('About the card');
    await expect(dialog.getByRole('button', { name: 'Create Reminder' })).toBeEnabled();

    // Signed in again, the same form goes through.
    const login = await page.request.post('/api/login', {
      data: { username: user.username, password: user.password },
    });
    expect(login.ok()).toBe(true);
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expectToast(page, 'Reminder created');
    expect((await savedReminders(page)).map((r) => r.title)).toEqual(['Call the bank']);
  });

  test('Cancel closes without creating anything', async ({ page, user }) => {
    void user;
    await openReminders(page);
    await page.getByRole('button', { name: 'New Reminder' }).click();
    await newDialog(page).getByLabel('Title', { exact: true }).fill('Never mind');
    await newDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(newDialog(page)).toBeHidden();
    expect(await savedReminders(page)).toEqual([]);
  });
});

test.describe('Voice Reminder dialog', () => {
  test('typed: creates the reminders the message asks for', async ({ voicePage: page, user, checkA11y }) => {
    void user;
    await openReminders(page);
    await page.getByRole('button', { name: 'Voice Reminder' }).click();
    const dialog = voiceDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Voice Reminder' })).toBeVisible();
    await expect(dialog.getByText('Remind me to call Anna tomorrow at 5 pm')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Speak My Reminder' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await checkA11y();

    await dialog.getByLabel('Your reminder').fill(plantsRequest);
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expectToast(page, 'Created 1 reminder from your message.');
    await expect(dialog).toBeHidden();

    const saved = await savedReminders(page);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.title.toLowerCase()).toContain('water the plants');
    expect(new Date(saved[0]?.scheduledTime ?? '').getTime()).toBeGreaterThan(Date.now());
  });

  test('a blank message is refused without a call; a message without a time creates nothing and stays', async ({
    voicePage: page,
    user,
  }) => {
    void user;
    const extractCalls = countExtractCalls(page);
    await openReminders(page);
    await page.getByRole('button', { name: 'Voice Reminder' }).click();
    const dialog = voiceDialog(page);
    await dialog.getByLabel('Your reminder').fill('   ');
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expect(
      dialog.getByText('Empty message: Please enter a message to extract reminders from'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Your reminder')).toHaveAttribute('aria-invalid', 'true');
    expect(extractCalls()).toBe(0);

    await dialog.getByLabel('Your reminder').fill('Remind me to buy some milk');
    await expect(dialog.getByText('Empty message', { exact: false })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expect(dialog.getByText(/could not find a date or time/)).toBeVisible();
    expect(extractCalls()).toBe(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your reminder')).toHaveValue('Remind me to buy some milk');
    expect(await savedReminders(page)).toEqual([]);
  });

  test('a failed extraction says why and keeps the message', async ({ voicePage: page, user }) => {
    void user;
    await openReminders(page);
    await page.getByRole('button', { name: 'Voice Reminder' }).click();
    const dialog = voiceDialog(page);
    await dialog.getByLabel('Your reminder').fill(plantsRequest);
    await page.request.post('/api/logout', { data: {} });
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expectToast(page, 'Failed to create reminders');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your reminder')).toHaveValue(plantsRequest);
  });

  test('spoken: the recognizer listens in the conversation language chosen last, its words fill the text and the server reads them in it', async ({
    voicePage: page,
    user,
  }) => {
    void user;
    const spanish = 'Recuérdame regar las plantas mañana a las 9';
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'es-ES'));
    const sent: unknown[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/extract-reminders') sent.push(req.postDataJSON());
    });
    await openReminders(page);
    await page.getByRole('button', { name: 'Voice Reminder' }).click();
    const dialog = voiceDialog(page);
    await dialog.getByRole('button', { name: 'Speak My Reminder' }).click();
    const stopButton = dialog.getByRole('button', { name: 'Stop Recording' });
    await expect(stopButton).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('status')).toContainText('Recording');

    const state = await recognitionState(page);
    const start = state.calls.find((c: RecognitionCall) => c.method === 'start');
    expect(start).toMatchObject({ lang: 'es-ES', continuous: true, interimResults: true });

    await speak(page, spanish);
    await expect(dialog.getByLabel('Your reminder')).toHaveValue(spanish);
    await stopButton.click();
    await expect(dialog.getByRole('button', { name: 'Speak My Reminder' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect.poll(async () => (await recognitionState(page)).stops).toBe(1);

    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expectToast(page, 'Created 1 reminder from your message.');
    await expect(dialog).toBeHidden();
    expect(sent).toEqual([{ message: spanish, language: 'es-ES' }]);
    const saved = await savedReminders(page);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.title.toLowerCase()).toContain('regar las plantas');
    expect(new Date(saved[0]?.scheduledTime ?? '').getTime()).toBe(
      await localMoment(page, await tomorrowInput(page), '09:00'),
    );
  });

  test('spoken words are added after typed ones; interim words show live', async ({
    voicePage: page,
    user,
  }) => {
    void user;
    await openReminders(page);
    await page.getByRole('button', { name: 'Voice Reminder' }).click();
    const dialog = voiceDialog(page);
    await dialog.getByLabel('Your reminder').fill('Remind me');
    await dialog.getByRole('button', { name: 'Speak My Reminder' }).click();
    await expect(dialog.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
    await speak(page, 'to call Anna', { final: false });
    await expect(dialog.getByTestId('voice-reminder-interim')).toHaveText('to call Anna');
    await expect(dialog.getByLabel('Your reminder')).toHaveValue('Remind me');
    await speak(page, 'tomorrow at 5 pm');
    await expect(dialog.getByLabel('Your reminder')).toHaveValue(
      /^Remind me to call Anna.*tomorrow at 5 pm$/,
    );
    await expect(dialog.getByTestId('voice-reminder-interim')).toHaveCount(0);
  });

  test('closing the dialog aborts the recognition', async ({ voicePage: page, user }) => {
    void user;
    await openReminders(page);
    await page.getByRole('button', { name: 'Voice Reminder' }).click();
    const dialog = voiceDialog(page);
    await dialog.getByRole('button', { name: 'Speak My Reminder' }).click();
    await expect(dialog.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
    await expect.poll(async () => (await recognitionState(page)).running).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await recognitionState(page)).running).toBe(false);
    const state = await recognitionState(page);
    expect(state.aborts).toBe(1);

    // Cancel does the same.
    await page.getByRole('button', { name: 'Voice Reminder' }).click();
    await dialog.getByRole('button', { name: 'Speak My Reminder' }).click();
    await expect.poll(async () => (await recognitionState(page)).running).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await recognitionState(page)).aborts).toBe(2);
    expect((await recognitionState(page)).running).toBe(false);
  });

  test('recognition errors are told as Microphone Error toasts', async ({ voicePage: page, user }) => {
    void user;
    await openReminders(page);
    await page.getByRole('button', { name: 'Voice Reminder' }).click();
    const dialog = voiceDialog(page);
    await dialog.getByRole('button', { name: 'Speak My Reminder' }).click();
    await listening(page, 1);
    await failRecognition(page, 'not-allowed');
    await expectToast(page, 'Microphone access denied. Please enable microphone permissions.');
    await expect(dialog.getByRole('button', { name: 'Speak My Reminder' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Speak My Reminder' }).click();
    await listening(page, 2);
    // The browser's own message is not shown (it is English): the code says what happened.
    await failRecognition(page, 'audio-capture', 'Audio capture failed.');
    await expectToast(page, 'No microphone was found. Check that one is plugged in and not muted.');

    await dialog.getByRole('button', { name: 'Speak My Reminder' }).click();
    await listening(page, 3);
    await failRecognition(page, 'bad-grammar');
    await expectToast(page, 'Speech recognition error: bad-grammar');
  });
});

test.describe('Voice Reminder dialog without speech recognition', () => {
  test.use({ voiceFakeOptions: { recognition: 'absent' } });

  test('offers typing only, and says why', async ({ voicePage: page, user }) => {
    void user;
    await openReminders(page);
    await page.getByRole('button', { name: 'Voice Reminder' }).click();
    const dialog = voiceDialog(page);
    await expect(dialog.getByText('Speech recognition is not supported in this browser')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Speak My Reminder' })).toHaveCount(0);
    await dialog.getByLabel('Your reminder').fill(plantsRequest);
    await dialog.getByRole('button', { name: 'Create Reminder' }).click();
    await expectToast(page, 'Created 1 reminder from your message.');
  });
});

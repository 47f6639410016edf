import type { Page } from '@playwright/test';
import type { FollowUp } from '../src/contract/reminder-follow-up.js';
import { templateFollowUp } from '../src/server/reminders/follow-up-template.js';
import { audioLog, expect, recognitionState, test } from './fakes/index.js';
import { expectStatus, micButton, ttsText } from './voice-helpers.js';

// A reminder come due is said aloud by the expert of the conversation that set it, in that
// conversation's language; one made by form by the expert chosen in the voice settings.
test.describe.configure({ timeout: 60_000 });

const TIME_ZONE = 'Europe/Madrid';

test.beforeEach(async ({ voicePage: page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenOnboarding', 'true');
    localStorage.setItem('hideWelcomePopup', 'true');
  });
});

async function api(page: Page, path: string, data: unknown, status = 200) {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

/** A signed-in user in Madrid with a conversation of one turn said in Spanish, and a reminder set in it, due now. */
async function spanishConversationReminder(page: Page, dueInMs = -1000) {
  await api(page, '/api/user/settings', { timeZone: TIME_ZONE });
  const conversation = await api(page, '/api/conversations', { goatCategory: 'coach' }, 201);
  await api(page, `/api/conversations/${conversation.id}/messages`, {
    content: 'Tengo que llamar a mi hermana esta semana',
    detectedLanguage: 'es-ES',
  });
  const scheduledTime = new Date(Date.now() + dueInMs).toISOString();
  const reminder = await api(
    page,
    '/api/reminders',
    {
      title: 'Llamar a mi hermana',
      description: 'Preguntar por la semana',
      scheduledTime,
      conversationId: conversation.id,
    },
    201,
  );
  const expected = templateFollowUp({
    title: 'Llamar a mi hermana',
    at: new Date(scheduledTime),
    timeZone: TIME_ZONE,
    language: 'es-ES',
  });
  return {
    conversationId: conversation.id as number,
    expertName: conversation.expertName as string,
    reminder,
    expected,
  };
}

/**
 * The browsers' autoplay rule, made certain: no media plays until the person has tapped the page
 * (headless Chromium's own rule also counts the test runner's script calls as taps).
 */
async function blockSoundUntilTapped(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let tapped = false;
    window.addEventListener(
      'pointerdown',
      (e) => {
        if (e.isTrusted) tapped = true;
      },
      true,
    );
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!tapped) return Promise.reject(new DOMException('play() needs a tap first', 'NotAllowedError'));
      return play.call(this);
    };
  });
}

type Reminder = { id: number; conversationId: number | null; scheduledTime: string };

/** Where the push notification of a reminder leads (the server's followUpPath). */
const pushedAddress = (r: Reminder) =>
  `/?${r.conversationId === null ? '' : `conversation=${r.conversationId}&`}reminder=${r.id}&at=${encodeURIComponent(r.scheduledTime)}`;

/** The sentences heard from /api/tts, with the voice and language each was asked in. */
async function heard(page: Page): Promise<{ text: string; voice: string | null; lang: string | null }[]> {
  const log = await audioLog(page);
  const sources = [
    ...new Set(log.filter((e) => e.type === 'playing' && e.src.includes('/api/tts')).map((e) => e.src)),
  ];
  return sources.map((src) => {
    const q = new URL(src).searchParams;
    return { text: ttsText({ src }), voice: q.get('voice'), lang: q.get('lang') };
  });
}

test('a reminder set in a conversation: its notification opens the conversation, the words show at once, one tap on Play and its expert says them in Spanish, then listens', async ({
  voicePage: page,
  user: _user,
  checkA11y,
}) => {
  await blockSoundUntilTapped(page);
  await page.addInitScript(() => {
    localStorage.setItem('voiceSettings', JSON.stringify({ speed: 2, voice: 'fable', model: 'tts-1' }));
    localStorage.setItem('selectedLanguage', 'en-US');
  });
  await page.goto('/auth');
  const { conversationId, expertName, reminder, expected } = await spanishConversationReminder(page);
  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/reminders/${reminder.id}/follow-up`));
  const alertsRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reminders');
  await page.goto(pushedAddress(reminder));
  const followUp = (await (await answered).json()) as FollowUp;
  expect(followUp.text).toBe(expected);

  // Shown at once, in a live region, with the conversation's expert.
  const card = page.getByTestId('follow-up-card');
  await expect(card.getByRole('heading')).toHaveText(`Reminder from ${expertName}`);
  await expect(card.getByRole('status')).toHaveText(expected);
  await expect(page.getByTestId('follow-up-text')).toHaveAttribute('lang', 'es-ES');
  // The address keeps the conversation only: a reload does not say it again.
  await expect(page).toHaveURL(`/?conversation=${conversationId}`);

  // Opened by a notification, the page may not start sound: one tap on Play does.
  const play = page.getByRole('button', { name: 'Play reminder' });
  await expect(play).toBeVisible();
  await checkA11y();
  expect(await heard(page)).toEqual([]);
  await play.click();
  await expect(play).toBeHidden();

  // Spoken sentence by sentence in Spanish with the screen's voice, then ready to listen.
  await expect
    .poll(async () => (await heard(page)).length, { timeout: 20_000 })
    .toBe(followUp.sentences.length);
  expect(await heard(page)).toEqual(
    followUp.sentences.map((text) => ({ text, voice: 'fable', lang: 'es-ES' })),
  );
  await expectStatus(page, 'ready', 30_000);
  await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('es-ES');
  await micButton(page).click();
  await expectStatus(page, 'listening');
  await expect
    .poll(async () => (await recognitionState(page)).calls.find((c) => c.method === 'start'))
    .toMatchObject({ lang: 'es-ES' });
  await micButton(page).click();

  // The conversation has the expert's words as its last message.
  await page.getByRole('button', { name: 'Show Conversation' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByTestId('expert-message').last()).toContainText(expected);
  // The tab read the reminders long ago; it does not alert the occurrence it was opened for as well.
  await alertsRead;
  await expect(page.getByText('Reminder: Llamar a mi hermana')).toHaveCount(0);
});

test('a reminder made by form: the tab’s alert, Listen, and the expert chosen in the voice settings says it in the screen’s language', async ({
  voicePage: page,
  context,
  user: _user,
}) => {
  await context.grantPermissions(['notifications']);
  await blockSoundUntilTapped(page);
  await page.addInitScript(() => {
    localStorage.setItem(
      'voiceSettings',
      JSON.stringify({
        speed: 2,
        voice: 'echo',
        model: 'tts-1',
        avatarUrl: '/avatars/echo.svg',
        voiceName: 'Ethan',
      }),
    );
    localStorage.setItem('selectedLanguage', 'fr-FR');
  });
  await page.goto('/');
  await api(page, '/api/user/settings', { timeZone: TIME_ZONE });
  const scheduledTime = new Date(Date.now() + 3000).toISOString();
  await api(
    page,
    '/api/reminders',
    { title: 'Prendre mes cachets', description: 'Les blancs', scheduledTime },
    201,
  );
  // Made elsewhere (the reminders page, the phone): the page reads the list again when it comes into view.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  // The tab's system notification leads to the same place as the push (the service worker opens it).
  const [made] = (await (await page.request.get('/api/reminders')).json()) as Reminder[];
  if (!made) throw new Error('the reminder is missing');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/sw.js');
        return ((await registration?.getNotifications()) ?? []).map((n) => n.data?.url);
      }),
    )
    .toEqual([pushedAddress(made)]);
  // The tap on the alert's Listen button lets the page start sound: no Play button is needed.
  await page.getByRole('button', { name: 'Listen' }).click({ timeout: 15_000 });

  const expected = templateFollowUp({
    title: 'Prendre mes cachets',
    at: new Date(scheduledTime),
    timeZone: TIME_ZONE,
    language: 'fr-FR',
  });
  const card = page.getByTestId('follow-up-card');
  await expect(card.getByRole('heading')).toHaveText('Reminder from Ethan');
  await expect(page.getByTestId('follow-up-text')).toHaveText(expected);
  await expect(page.getByRole('button', { name: 'Play reminder' })).toBeHidden();
  await expect
    .poll(async () => (await heard(page)).map((h) => h.text).join(' '), { timeout: 20_000 })
    .toBe(expected);
  expect(new Set((await heard(page)).map((h) => `${h.voice} ${h.lang}`))).toEqual(new Set(['echo fr-FR']));
  await expectStatus(page, 'ready', 30_000);
});

test('a reminder’s notification opened after signing out asks to sign in, says nothing, and after signing in the expert says it', async ({
  voicePage: page,
  user,
}) => {
  await page.goto('/auth');
  const { reminder, expected } = await spanishConversationReminder(page);
  expect((await page.request.post('/api/logout', { data: {} })).ok()).toBe(true);
  await page.goto(pushedAddress(reminder));
  const card = page.getByTestId('follow-up-card');
  await expect(card.getByRole('status')).toHaveText('Please sign in to hear this reminder.');
  await card.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  expect(await heard(page)).toEqual([]);

  await page.getByLabel('Email', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // Back where the notification led, and the expert's words are there.
  await expect(page.getByTestId('follow-up-text')).toHaveText(expected);
  await expect(page).toHaveURL(`/?conversation=${reminder.conversationId}`);
});

test('in the conversation that set it, the alert’s Listen adds the expert’s words to the conversation on the screen', async ({
  voicePage: page,
  user: _user,
}) => {
  await page.goto('/auth');
  const { conversationId, expected } = await spanishConversationReminder(page, 3000);
  await page.goto(`/?conversation=${conversationId}`);
  await expectStatus(page, 'ready');
  await page.getByRole('button', { name: 'Show Conversation' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByTestId('user-message')).toHaveCount(1);
  const before = await log.getByTestId('expert-message').count();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.getByRole('button', { name: 'Listen' }).click({ timeout: 15_000 });
  await expect(page.getByTestId('follow-up-text')).toHaveText(expected);
  await expect(log.getByTestId('expert-message')).toHaveCount(before + 1);
  await expect(log.getByTestId('expert-message').last()).toContainText(expected);
});

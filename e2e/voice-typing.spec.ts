import type { Page, Response } from '@playwright/test';
import { audioLog, expect, type MediaEventRecord, speechLog, test, waitForPlaying } from './fakes/index.js';
import {
  expectStatus,
  micButton,
  openPanel,
  playedSentences,
  ttsText,
  useFastSpeech,
  voiceStatus,
} from './voice-helpers.js';

// Typed turns, a muted expert and replies played again, through the same speech path as spoken turns.
test.describe.configure({ timeout: 60_000 });

const NOTICE =
  'Just so you know, this is a demonstration: the full expert is not switched on here, so what I say is not real advice.';

const typedField = (page: Page) => page.getByRole('textbox', { name: 'Type a message' });
const conversationLog = (page: Page) => page.getByRole('log', { name: 'Conversation' });

/** Types `text` in the field and sends it with Enter. */
async function typeAndSend(page: Page, text: string): Promise<void> {
  await typedField(page).fill(text);
  await typedField(page).press('Enter');
}

/** The /api/tts sentences that started playing after `since` (each source once). */
async function playedSince(page: Page, since: number): Promise<string[]> {
  const sources = (await audioLog(page))
    .filter((e) => e.type === 'playing' && e.at > since && e.src.includes('/api/tts'))
    .map((e) => e.src);
  return [...new Set(sources)].map((src) => ttsText({ src }));
}

/** Whether every element playing at `at` was stopped (paused or emptied) after it. */
function stoppedAt(log: MediaEventRecord[], at: number): boolean {
  const last = new Map<number, string>();
  for (const e of log) if (e.at < at) last.set(e.element, e.type);
  const playing = [...last].filter(([, type]) => type === 'playing').map(([element]) => element);
  return playing.every((el) =>
    log.some((e) => e.element === el && (e.type === 'pause' || e.type === 'emptied') && e.at >= at),
  );
}

test.describe('typing in the voice conversation', () => {
  test.beforeEach(async ({ voicePage: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
    await useFastSpeech(page);
  });

  test('a typed turn streams into the conversation and is spoken sentence by sentence', async ({
    voicePage: page,
    user: _user,
    checkA11y,
  }) => {
    await page.goto('/');
    await expectStatus(page, 'ready');
    // Shift+Enter starts a new line; Enter sends.
    await typedField(page).fill('I feel lonely');
    await typedField(page).press('Shift+Enter');
    await typedField(page).pressSequentially('in the evenings');
    await expect(typedField(page)).toHaveValue('I feel lonely\nin the evenings');
    // The field and its Send button fit the screen side by side, on a phone too.
    const width = page.viewportSize()?.width ?? 0;
    const send = await page.getByRole('button', { name: 'Send', exact: true }).boundingBox();
    const field = await typedField(page).boundingBox();
    expect((send?.x ?? width) + (send?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(field?.width).toBeGreaterThan(width / 3);
    await typedField(page).press('Enter');

    await expect(typedField(page)).toHaveValue('');
    await expect(page.getByTestId('typed-message-announce')).toHaveText('Message sent.');
    const log = conversationLog(page);
    await expect(log.getByTestId('user-message').last()).toContainText('I feel lonely\nin the evenings');
    await expect(log.getByTestId('expert-message').last()).toContainText(NOTICE);
    await waitForPlaying(page, 1);
    await checkA11y();
    await expectStatus(page, 'ready', 45_000);
    const played = await playedSentences(page);
    expect(played.length).toBeGreaterThanOrEqual(3);
    expect(played).toContain(NOTICE);

    // The typed turn is stored like a spoken one.
    const [conversation] = await (await page.request.get('/api/conversations')).json();
    expect(conversation.messageCount).toBe(2);
  });

  test('sending a typed turn while the expert speaks stops the speech, as a tap does', async ({
    voicePage: page,
    user: _user,
  }) => {
    await page.goto('/');
    await typeAndSend(page, 'Tell me a long story');
    await waitForPlaying(page, 1);
    await expectStatus(page, 'speaking');
    // Typing alone does not stop the expert: sending does.
    await typedField(page).fill('Actually, something else');
    await expectStatus(page, 'speaking');
    const sentAt = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    await expect.poll(async () => stoppedAt(await audioLog(page), sentAt)).toBe(true);
    const log = conversationLog(page);
    await expect(log.getByTestId('user-message')).toHaveCount(2);
    await expect(log.getByTestId('user-message').last()).toContainText('Actually, something else');
    await expect(log.getByTestId('expert-message').nth(1)).toContainText('(interrupted)');
    // The second reply is spoken in its turn, whole.
    await expect.poll(async () => (await playedSince(page, sentAt)).length).toBeGreaterThan(0);
    await expectStatus(page, 'ready', 45_000);
    await expect(log.getByTestId('expert-message')).toHaveCount(3);
    await expect(log.getByTestId('expert-message').last()).not.toContainText('(interrupted)');
  });

  test('with the expert muted, replies are shown and not spoken; the setting is kept', async ({
    voicePage: page,
  }) => {
    await page.goto('/');
    await openPanel(page, 'Voice Settings');
    const mute = page.getByRole('switch', { name: 'Mute the expert' });
    await expect(mute).not.toBeChecked();
    await mute.click();
    await expect(mute).toBeChecked();
    await page.reload();
    await openPanel(page, 'Voice Settings');
    await expect(page.getByRole('switch', { name: 'Mute the expert' })).toBeChecked();
    await page.getByRole('button', { name: 'Return to Voice Chat' }).click();

    await typeAndSend(page, 'Hello there');
    const log = conversationLog(page);
    await expect(log.getByTestId('expert-message').last()).toContainText(NOTICE);
    await expectStatus(page, 'ready');
    expect((await audioLog(page)).filter((e) => e.type === 'play' || e.type === 'playing')).toEqual([]);
    expect((await speechLog(page)).filter((s) => s.method === 'speak')).toEqual([]);
  });

  test('a reply can be played again from the speech cache; playing another stops it', async ({
    voicePage: page,
    user: _user,
  }) => {
    const cache: { text: string; cache: string | null }[] = [];
    page.on('response', (response: Response) => {
      if (!response.url().includes('/api/tts?')) return;
      cache.push({
        text: ttsText({ src: response.url() }),
        cache: response.headers()['x-tts-cache'] ?? null,
      });
    });
    await page.goto('/');
    await typeAndSend(page, 'Hello there');
    await expectStatus(page, 'ready', 45_000);
    const firstTime = await playedSentences(page);
    const log = conversationLog(page);
    const reply = log.getByTestId('expert-message').last();

    const before = await page.evaluate(() => performance.now());
    await reply.getByRole('button', { name: 'Play this reply' }).click();
    await expect(reply.getByRole('button', { name: 'Stop playing this reply' })).toBeVisible();
    await expectStatus(page, 'speaking');
    // The same sentences again, answered from the server's speech cache.
    await expect.poll(async () => (await playedSince(page, before))[0]).toBe(firstTime[0]);
    const again = cache.filter((c) => c.text === firstTime[0]);
    expect(again).toHaveLength(2);
    expect(again[1]?.cache).toBe('hit');

    // Playing another reply (the greeting) stops this one at once.
    const greeting = log.getByTestId('expert-message').first();
    const switchedAt = await page.evaluate(() => performance.now());
    await greeting.getByRole('button', { name: 'Play this reply' }).click();
    await expect.poll(async () => stoppedAt(await audioLog(page), switchedAt)).toBe(true);
    await expect(reply.getByRole('button', { name: 'Play this reply' })).toBeVisible();
    await expect(greeting.getByRole('button', { name: 'Stop playing this reply' })).toBeVisible();
    await expect.poll(async () => playedSince(page, switchedAt)).toContain('Hello!');

    // Its stop button stops it.
    const stoppedAtTime = await page.evaluate(() => performance.now());
    await greeting.getByRole('button', { name: 'Stop playing this reply' }).click();
    await expectStatus(page, 'ready');
    await expect(greeting.getByRole('button', { name: 'Play this reply' })).toBeVisible();
    expect(stoppedAt(await audioLog(page), stoppedAtTime)).toBe(true);
  });
});

test.describe('a browser that cannot listen', () => {
  test.use({ voiceFakeOptions: { recognition: 'absent', microphone: 'tone' } });

  test('with no recognition and no server transcription, typing is offered at once', async ({
    voicePage: page,
    checkA11y,
  }) => {
    await page.addInitScript(() => localStorage.setItem('hideWelcomePopup', 'true'));
    await useFastSpeech(page);
    await page.goto('/');
    await expectStatus(page, 'unavailable');
    await expect(voiceStatus(page)).toHaveText(
      'Voice input is not available in this browser. Type your message below.',
    );
    await expect(micButton(page)).toBeDisabled();
    await expect(typedField(page)).toBeFocused();
    await checkA11y();

    await page.keyboard.type('Hello there');
    await page.keyboard.press('Enter');
    await expect(conversationLog(page).getByTestId('expert-message').last()).toContainText(NOTICE);
    await waitForPlaying(page, 1);
    await expectStatus(page, 'unavailable', 45_000);
    expect(await playedSentences(page)).toContain(NOTICE);
  });
});

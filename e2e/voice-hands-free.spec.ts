import type { Page } from '@playwright/test';
import { type AudioPart, expect, microphoneLog, speak, test } from './fakes/index.js';
import { expectStatus, useFastSpeech as fastSpeech, micButton } from './voice-helpers.js';

// Hands-free listening with the real voice-activity detector (Silero VAD in the page, its files served
// by our server) on Chromium's fake microphone, which plays a WAV made with espeak-ng once from when
// the microphone opens. The browser's recognizer is the usual fake: the test says what it "heard".
// The detector's first load (its WebAssembly) can take a while on a busy machine: generous waits.
test.describe.configure({ timeout: 180_000 });
test.use({ voiceFakeOptions: { listening: 'hands-free' } });

const QUESTION = 'What helps me sleep better at night';
const SECOND = 'And what about a short nap after lunch';
const OVER = 'Wait, I have another question';

/** The messages the page sends as turns (signed in or guest), in order. */
function sentTurns(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !/\/stream$/.test(new URL(request.url()).pathname)) return;
    const body = request.postDataJSON() as { message?: string } | null;
    if (body?.message) sent.push(body.message);
  });
  return sent;
}

/** The voice screen, ready, in a browser whose microphone will hear `parts` once it opens. */
async function openScreen(open: (parts: AudioPart[]) => Promise<Page>, parts: AudioPart[]) {
  const page = await open(parts);
  const sent = sentTurns(page);
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenOnboarding', 'true');
    localStorage.setItem('hideWelcomePopup', 'true');
  });
  await fastSpeech(page);
  await page.goto('/');
  await expectStatus(page, 'ready');
  return { page, sent };
}

/** The stages the page marked (vox:...), in order. */
const marks = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name.replace(/^vox:/, '')));

/**
 * The first tap; once the detector listens (its microphone, and so the file, has opened), the
 * recognizer "hears" `words`.
 */
async function startTalking(page: Page, words?: string): Promise<void> {
  await micButton(page).click();
  await expect.poll(() => marks(page), { timeout: 120_000 }).toContain('vad-listening');
  if (words) await speak(page, words);
}

test('a question, then silence: one turn is sent without a second tap; listening opens again after the reply', async ({
  microphonePage,
  checkA11y,
}) => {
  const { page, sent } = await openScreen(microphonePage, [
    { silence: 3 },
    { say: QUESTION },
    { silence: 8 },
  ]);
  await startTalking(page, QUESTION);
  await expect.poll(() => sent, { timeout: 30_000 }).toEqual([QUESTION]);
  expect(await marks(page)).toEqual(expect.arrayContaining(['vad-speech-start', 'vad-speech-end']));
  // The detector's microphone asks for echo cancellation (it listens while the expert speaks).
  const opened = (await microphoneLog(page)).filter((e) => e.method === 'getUserMedia');
  expect(opened.map((e) => JSON.parse(e.constraints ?? '{}').audio?.echoCancellation)).toContain(true);
  await expectStatus(page, 'speaking', 30_000);
  await expect(page.getByTestId('voice-status')).toHaveText(
    'Speaking... talk or tap the microphone to interrupt.',
  );
  await expectStatus(page, 'listening', 60_000);
  await expect(page.getByTestId('voice-status')).toHaveText(
    "Listening... just talk, and pause when you're done.",
  );
  await expect(page.getByRole('button', { name: 'Pause listening' })).toBeVisible();
  await checkA11y(page);
  expect(sent).toEqual([QUESTION]);
  // Pause stops listening altogether.
  await page.getByRole('button', { name: 'Pause listening' }).click();
  await expectStatus(page, 'ready');
  await expect(page.getByRole('button', { name: 'Pause listening' })).toHaveCount(0);
});

test('two questions with a pause: two turns, each sent when the person paused', async ({
  microphonePage,
}) => {
  const { page, sent } = await openScreen(microphonePage, [
    { silence: 3 },
    { say: QUESTION },
    { silence: 14 },
    { say: SECOND },
    { silence: 6 },
  ]);
  await startTalking(page, QUESTION);
  await expect.poll(() => sent, { timeout: 30_000 }).toEqual([QUESTION]);
  await expectStatus(page, 'speaking', 30_000);
  // Listening again: after the reply, or because the second question came over it.
  await expectStatus(page, 'listening', 60_000);
  await speak(page, SECOND);
  await expect.poll(() => sent, { timeout: 30_000 }).toEqual([QUESTION, SECOND]);
});

const TEN = [
  'What helps me sleep better at night',
  'And what about a short nap after lunch',
  'Should I drink tea in the evening',
  'How long should I walk each day',
  'Is it fine to read in bed',
  'What about a warm bath before sleep',
  'How cool should my bedroom be',
  'Can music help me fall asleep',
  'What if I wake up at four',
  'Thank you, that was very helpful',
];

test('ten turns without touching the screen after the first tap: each sent when the person paused, each answered', async ({
  microphonePage,
}) => {
  test.setTimeout(420_000);
  const { page, sent } = await openScreen(microphonePage, [
    { silence: 3 },
    ...TEN.flatMap((say) => [{ say }, { silence: 14 }]),
  ]);
  await startTalking(page, TEN[0]);
  for (const [i, question] of TEN.entries()) {
    if (i > 0) {
      // Listening again by itself: after the reply, or because the question came over it.
      await expectStatus(page, 'listening', 60_000);
      await speak(page, question);
    }
    await expect.poll(() => sent.length, { timeout: 45_000 }).toBe(i + 1);
    await expectStatus(page, 'speaking', 45_000);
  }
  expect(sent).toEqual(TEN);
  await page.getByRole('button', { name: 'Show Conversation' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  // The expert's greeting, then each question and its answer.
  const order = () =>
    log
      .locator('[data-testid$="-message"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  await expect
    .poll(order, { timeout: 30_000 })
    .toEqual(['expert-message', ...TEN.flatMap(() => ['user-message', 'expert-message'])]);
  await expect(log.getByTestId('user-message')).toContainText(TEN);
});

test('speech over the expert interrupts it: the expert stops and the words become the next turn', async ({
  microphonePage,
}) => {
  const { page, sent } = await openScreen(microphonePage, [
    { silence: 3 },
    { say: QUESTION },
    { silence: 4 },
    { say: OVER },
    { silence: 6 },
  ]);
  await startTalking(page, QUESTION);
  await expect.poll(() => sent, { timeout: 30_000 }).toEqual([QUESTION]);
  await expectStatus(page, 'speaking', 30_000);
  // The voice over the expert pauses it; the recognizer listens for the person's words.
  await expectStatus(page, 'listening', 30_000);
  expect(await marks(page)).toContain('voice-over-expert');
  await speak(page, OVER);
  await expect.poll(() => sent, { timeout: 30_000 }).toEqual([QUESTION, OVER]);
  expect(await marks(page)).toContain('voice-interruption');
});

test('a cough sends no turn and does not stop listening', async ({ microphonePage }) => {
  const cough: AudioPart[] = [{ cough: 0.3 }, { silence: 1.5 }];
  const { page, sent } = await openScreen(microphonePage, [{ silence: 1 }, ...cough, ...cough, ...cough]);
  await startTalking(page);
  await expectStatus(page, 'listening');
  // Until the file has played out (three coughs): nothing was sent, and it still listens.
  await page.waitForTimeout(10_000);
  expect(sent).toEqual([]);
  await expectStatus(page, 'listening');
  expect(await marks(page)).not.toContain('vad-speech-end');
});

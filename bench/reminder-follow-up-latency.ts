// A reminder come due, said aloud by its expert: how long from the person's tap to the first audio.
// The production build in Debian's Chromium (headless, muted), a signed-in user with a conversation,
// and the local provider of the voice benchmarks (300 ms before the model's answer, 200 ms to the
// first speech byte) phrasing the follow-up. Two paths:
// - the open tab's alert: the tap on its Listen button (pointerdown) to the first 'playing' of the
//   follow-up's first sentence ("vox:audio-playing");
// - the notification: a new page opened at the address the push names (as the service worker's
//   notificationclick does), from its navigation start to the words on the screen
//   ("vox:follow-up-shown"); the browser does not let such a page start sound, so then from the tap
//   on Play to the first 'playing'.
// Run: npm run build && npm run bench -- reminder-follow-up-latency (BENCH_RUNS, default 10)
import type { BrowserContext, Page } from 'playwright-core';
import { installVoiceFakes } from '../e2e/fakes/page-fakes.js';
import { followUpPath } from '../src/contract/reminder-values.js';
import { startFakeOpenAI } from '../test/fake-openai/server.js';
import { startBrowserBench } from './browser-bench.js';
import { FIRST_TOKEN_MS, percentile, SPEECH_FIRST_BYTE_MS } from './voice-provider.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** The alert's reminder falls due this long after it is made (the tab's timer then shows the alert). */
const DUE_IN_MS = 1500;

type Reminder = { id: number; conversationId: number | null; scheduledTime: string };

/** Records the time of the last real tap, on the page's own clock. */
const tapClock = () => {
  window.addEventListener(
    'pointerdown',
    (e) => {
      (window as unknown as { __tapAt: number }).__tapAt = e.timeStamp;
    },
    true,
  );
};

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const res = await page.request.post(url, { data });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits for the n-th "vox:{name}" mark after `after` ms and answers its time. */
async function markAfter(page: Page, name: string, after: number): Promise<number> {
  const handle = await page.waitForFunction(
    ([n, t]) => performance.getEntriesByName(`vox:${n}`).find((m) => m.startTime > t)?.startTime,
    [name, after] as const,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function ready(page: Page): Promise<void> {
  await page.locator('[data-status="ready"]').waitFor({ timeout: 30_000 });
}

/** The open tab's alert: Listen tapped to the first audio, in ms. */
async function alertRun(page: Page, conversationId: number, run: number): Promise<number> {
  const scheduledTime = new Date(Date.now() + DUE_IN_MS).toISOString();
  await post(page, '/api/reminders', {
    title: `Call my sister (${run})`,
    description: 'Ask about the week',
    scheduledTime,
    conversationId,
  });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const listen = page.getByRole('button', { name: 'Listen' });
  await listen.click({ timeout: 15_000 });
  const tapAt = await page.evaluate(() => (window as unknown as { __tapAt: number }).__tapAt);
  const playing = await markAfter(page, 'audio-playing', tapAt);
  await ready(page);
  await page.getByRole('button', { name: 'Close reminder' }).click();
  return playing - tapAt;
}

/**
 * The notification: a new page at the pushed address; answers [navigation to words, navigation to
 * audio when the page may start sound by itself (else NaN), Play tap to audio when it may not (else NaN)].
 */
async function notificationRun(context: BrowserContext, conversationId: number, run: number) {
  const page = await context.newPage();
  try {
    const reminder = await post<Reminder>(page, '/api/reminders', {
      title: `Water the plants (${run})`,
      description: 'The big ones',
      scheduledTime: new Date(Date.now() - 1000).toISOString(),
      conversationId,
    });
    await page.goto(followUpPath(reminder));
    const shown = await markAfter(page, 'follow-up-shown', 0);
    await markAfter(page, 'follow-up-autoplay', 0);
    const allowed = await page.evaluate(
      () =>
        (performance.getEntriesByName('vox:follow-up-autoplay')[0] as PerformanceMark | undefined)?.detail
          ?.allowed === true,
    );
    let fromOpen = Number.NaN;
    let fromTap = Number.NaN;
    if (allowed) fromOpen = await markAfter(page, 'audio-playing', 0);
    else {
      await page.getByRole('button', { name: 'Play reminder' }).click();
      const tapAt = await page.evaluate(() => (window as unknown as { __tapAt: number }).__tapAt);
      fromTap = (await markAfter(page, 'audio-playing', tapAt)) - tapAt;
    }
    await ready(page);
    return [shown, fromOpen, fromTap] as const;
  } finally {
    await page.close();
  }
}

export async function benchReminderFollowUpLatency(): Promise<Record<string, number>> {
  // A follow-up unique per run ("(N)" in the title), so the speech cache never answers.
  const fake = await startFakeOpenAI({
    reply: (message) => {
      const run = /\((\d+)\)/.exec(message)?.[1] ?? '0';
      return `It is time for reminder number ${run} now. How did the week go?`;
    },
    firstTokenDelayMs: FIRST_TOKEN_MS,
    firstByteDelayMs: SPEECH_FIRST_BYTE_MS,
  });
  const { base, browser, close } = await startBrowserBench(fake);
  try {
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await context.addInitScript(() => {
      localStorage.setItem('hideWelcomePopup', 'true');
      localStorage.setItem('hasSeenOnboarding', 'true');
    });
    await context.addInitScript(tapClock);
    const page = await context.newPage();
    await installVoiceFakes(page);
    await page.goto('/');
    await post(page, '/api/register', {
      username: `bench-${Date.now()}@example.com`,
      password: 'bench-password-Q7x!',
      firstName: 'Bench',
      lastName: 'User',
      gender: 'female',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Biscuit',
    });
    const conversation = await post<{ id: number }>(page, '/api/conversations', { goatCategory: 'coach' });
    await post(page, `/api/conversations/${conversation.id}/messages`, { content: 'I must call my sister' });
    await page.goto(`/?conversation=${conversation.id}`);
    await ready(page);
    await alertRun(page, conversation.id, 0); // warm-up: connections, the lazily loaded voice code
    const alert: number[] = [];
    for (let i = 1; i <= RUNS; i++) alert.push(await alertRun(page, conversation.id, i));
    const shown: number[] = [];
    const opened: number[] = [];
    const play: number[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const [words, audio, tapped] = await notificationRun(context, conversation.id, RUNS + i);
      shown.push(words);
      if (!Number.isNaN(audio)) opened.push(audio);
      if (!Number.isNaN(tapped)) play.push(tapped);
    }
    return {
      runs: RUNS,
      modelAnswerMs: FIRST_TOKEN_MS,
      speechFirstByteMs: SPEECH_FIRST_BYTE_MS,
      alertTapToFirstAudioP50Ms: Math.round(percentile(alert, 50)),
      alertTapToFirstAudioP95Ms: Math.round(percentile(alert, 95)),
      notificationOpenToWordsP50Ms: Math.round(percentile(shown, 50)),
      notificationOpenToWordsP95Ms: Math.round(percentile(shown, 95)),
      notificationOpenToFirstAudioP50Ms: Math.round(percentile(opened, 50)),
      notificationOpenToFirstAudioP95Ms: Math.round(percentile(opened, 95)),
      playTapsNeeded: play.length,
      playTapToFirstAudioP50Ms: Math.round(percentile(play, 50)),
      playTapToFirstAudioP95Ms: Math.round(percentile(play, 95)),
    };
  } finally {
    await close();
  }
}

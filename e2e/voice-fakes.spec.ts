import type { Page } from '@playwright/test';
import {
  denyNextRecognition,
  endRecognition,
  expect,
  failRecognition,
  installVoiceFakes,
  recognitionState,
  speak,
  test,
} from './fakes/index.js';

/** What the page's own listener saw (written by listenLikeAnApp). */
type Seen = {
  type: string;
  resultIndex?: number;
  transcripts?: string[];
  finals?: boolean[];
  error?: string;
};
type AppWindow = { seen: Seen[]; recognition: EventTarget & { start(): void; stop(): void; abort(): void } };

/** A blank page on the app's origin, so /api calls work without the app's own build. */
async function blankPage(page: Page): Promise<void> {
  await page.route('**/__voice-fakes', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>fakes</title></html>',
    }),
  );
  await page.goto('/__voice-fakes');
}

/** Uses the recognition the way the voice screen does: handler properties and listeners mixed. */
async function listenLikeAnApp(page: Page, settings: { continuous: boolean; interimResults: boolean }) {
  await page.evaluate((s) => {
    const w = window as unknown as Record<string, unknown> & AppWindow;
    const Ctor = (w.SpeechRecognition ?? w.webkitSpeechRecognition) as new () => Record<string, unknown> &
      AppWindow['recognition'];
    const r = new Ctor();
    r.lang = 'en-US';
    r.continuous = s.continuous;
    r.interimResults = s.interimResults;
    r.maxAlternatives = 1;
    w.seen = [];
    w.recognition = r;
    r.onresult = (
      e: Event & {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> & {
          item(i: number): unknown;
        };
      },
    ) => {
      const results = Array.from(e.results);
      w.seen.push({
        type: 'result',
        resultIndex: e.resultIndex,
        transcripts: results.map((x) => x[0]?.transcript ?? '?'),
        finals: results.map((x) => x.isFinal),
      });
      if (e.results.item(e.resultIndex) !== e.results[e.resultIndex]) throw new Error('item() differs');
    };
    r.onerror = (e: Event & { error: string }) => w.seen.push({ type: 'error', error: e.error });
    for (const type of ['start', 'audiostart', 'speechstart', 'speechend', 'audioend', 'end']) {
      r.addEventListener(type, () => w.seen.push({ type }));
    }
  }, settings);
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as AppWindow).seen);
const call = (page: Page, method: 'start' | 'stop' | 'abort') =>
  page.evaluate((m) => (window as unknown as AppWindow).recognition[m](), method);
const waitForSeen = (page: Page, type: string, count = 1) =>
  page.waitForFunction(
    ([t, n]) => (window as unknown as AppWindow).seen.filter((s) => s.type === t).length >= n,
    [type, count] as const,
  );

test.describe('voice fakes: speech recognition', () => {
  test.beforeEach(async ({ page }) => {
    await installVoiceFakes(page);
    await blankPage(page);
  });

  test('results accumulate per session like Chrome, then stop ends it', async ({ page }) => {
    await speak(page, 'I want to open a bakery'); // said before start(): queued
    expect((await recognitionState(page)).queued).toBe(1);
    await listenLikeAnApp(page, { continuous: true, interimResults: true });
    await call(page, 'start');
    await expect(call(page, 'start')).rejects.toThrow(/InvalidStateError|already started/);
    await waitForSeen(page, 'result', 7);
    await speak(page, 'near the station', { interimSteps: 1 });
    await waitForSeen(page, 'result', 9);
    await call(page, 'stop');
    await waitForSeen(page, 'end');

    const events = await seen(page);
    expect(events.filter((e) => e.type !== 'result').map((e) => e.type)).toEqual([
      'start',
      'audiostart',
      'speechstart',
      'speechend',
      'audioend',
      'end',
    ]);
    const results = events.filter((e) => e.type === 'result');
    expect(results.map((r) => r.transcripts?.at(-1))).toEqual([
      'I',
      'I want',
      'I want to',
      'I want to open',
      'I want to open a',
      'I want to open a bakery',
      'I want to open a bakery',
      'near the station',
      'near the station',
    ]);
    expect(results.map((r) => r.resultIndex)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(results.map((r) => r.finals?.at(-1))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      false,
      true,
    ]);
    expect(results[8]).toMatchObject({
      transcripts: ['I want to open a bakery', 'near the station'],
      finals: [true, true],
    });
    expect(results[7]?.finals).toEqual([true, false]);

    const state = await recognitionState(page);
    expect(state).toMatchObject({ instances: 1, starts: 1, stops: 1, aborts: 0, running: false, queued: 0 });
    expect(state.calls[0]).toMatchObject({
      method: 'start',
      lang: 'en-US',
      continuous: true,
      interimResults: true,
      maxAlternatives: 1,
    });
  });

  test('stop() delivers the words still interim as a final result before end', async ({ page }) => {
    await listenLikeAnApp(page, { continuous: true, interimResults: false });
    await call(page, 'start');
    await waitForSeen(page, 'audiostart');
    await speak(page, 'so what I mean', { final: false });
    await speak(page, 'is this');
    await waitForSeen(page, 'result');
    await speak(page, 'and then', { final: false });
    await call(page, 'stop');
    await waitForSeen(page, 'end');
    const results = (await seen(page)).filter((e) => e.type === 'result');
    // interimResults false: only finals; the unfinished words come out when the session stops.
    expect(results.map((r) => r.transcripts)).toEqual([
      ['so what I mean is this'],
      ['so what I mean is this', 'and then'],
    ]);
  });

  test('without continuous the session ends after the first final result', async ({ page }) => {
    await listenLikeAnApp(page, { continuous: false, interimResults: true });
    await speak(page, 'hello there', { interimSteps: 0 });
    await speak(page, 'for the next session');
    await call(page, 'start');
    await waitForSeen(page, 'end');
    const events = await seen(page);
    expect(events.filter((e) => e.type === 'result').map((r) => r.transcripts)).toEqual([['hello there']]);
    expect((await recognitionState(page)).queued).toBe(1);
  });

  test('abort(): no more results, an aborted error, then end', async ({ page }) => {
    await listenLikeAnApp(page, { continuous: true, interimResults: true });
    await call(page, 'start');
    await waitForSeen(page, 'audiostart');
    // Unfinished words: stop() would deliver them as a final result, abort() must not.
    await speak(page, 'one two three', { final: false });
    await waitForSeen(page, 'result');
    await call(page, 'abort');
    await waitForSeen(page, 'end');
    const events = await seen(page);
    expect(events.filter((e) => e.type === 'result').every((r) => r.finals?.every((f) => !f))).toBe(true);
    expect(events.slice(-2)).toEqual([{ type: 'error', error: 'aborted' }, { type: 'end' }]);
    expect((await recognitionState(page)).aborts).toBe(1);
  });

  test('the browser can end, fail, or refuse the microphone', async ({ page }) => {
    await listenLikeAnApp(page, { continuous: true, interimResults: true });
    await call(page, 'start');
    await waitForSeen(page, 'audiostart');
    expect((await recognitionState(page)).running).toBe(true);
    await endRecognition(page);
    await waitForSeen(page, 'end');

    await call(page, 'start');
    await waitForSeen(page, 'audiostart', 2);
    await failRecognition(page, 'network');
    await waitForSeen(page, 'end', 2);
    expect((await seen(page)).slice(-2)).toEqual([{ type: 'error', error: 'network' }, { type: 'end' }]);

    await denyNextRecognition(page);
    await call(page, 'start');
    await waitForSeen(page, 'end', 3);
    // A refused microphone never starts: error and end only.
    expect((await seen(page)).slice(-2)).toEqual([{ type: 'error', error: 'not-allowed' }, { type: 'end' }]);
    const state = await recognitionState(page);
    expect(state).toMatchObject({ starts: 3, running: false });
    await expect(failRecognition(page, 'no-speech')).rejects.toThrow(/no speech recognition session/);
  });
});

test('voice fakes: "no speech recognition at all" leaves both globals undefined', async ({ page }) => {
  await installVoiceFakes(page, { recognition: 'absent' });
  await blankPage(page);
  const globals = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [typeof w.SpeechRecognition, typeof w.webkitSpeechRecognition, 'webkitSpeechRecognition' in w];
  });
  expect(globals).toEqual(['undefined', 'undefined', false]);
  expect((await recognitionState(page)).available).toBe(false);
});

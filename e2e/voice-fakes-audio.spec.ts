import type { Page } from '@playwright/test';
import { VOICE_SAMPLE_TEXT } from '../src/contract/speech-values.js';
import {
  audioLog,
  expect,
  finishSpeech,
  installVoiceFakes,
  microphoneLog,
  speechEventLog,
  speechLog,
  test,
  waitForPlaying,
} from './fakes/index.js';

/** Speech a guest may ask for without a reply's token: the voice settings' sample. */
const SAMPLE = `/api/tts?text=${encodeURIComponent(VOICE_SAMPLE_TEXT)}`;
/** The text an /api/tts address asks for ('' for any other address). */
const spokenText = (src: string) => {
  const url = new URL(src);
  return url.pathname === '/api/tts' ? url.searchParams.get('text') : '';
};

// Chromium's fake microphone is a launch flag, so this whole file runs in workers launched with it.
test.use({ fakeMediaDevices: true });

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

test('a played WAV from /api/tts is logged: play, playing, then ended', async ({ voicePage: page }) => {
  await blankPage(page);
  await page.evaluate((src) => {
    const audio = new Audio();
    audio.src = src;
    void audio.play();
  }, SAMPLE);
  const started = await waitForPlaying(page, 1);
  expect(started.slice(0, 2).map((e) => e.type)).toEqual(['play', 'playing']);
  await page.waitForFunction(() =>
    (window as unknown as { __voxFake: { audio: { log(): { media: { type: string }[] } } } }).__voxFake.audio
      .log()
      .media.some((e) => e.type === 'ended'),
  );
  const log = await audioLog(page);
  expect(log.map((e) => e.type)).toEqual(['play', 'playing', 'pause', 'ended']);
  for (const entry of log) {
    expect(entry.element).toBe(1);
    expect(spokenText(entry.src)).toBe(VOICE_SAMPLE_TEXT);
  }
  const [play, playing, , ended] = log;
  expect(play && playing && ended && play.at <= playing.at && playing.at < ended.at).toBe(true);
});

test('an <audio autoplay> from markup is logged once per event', async ({ voicePage: page }) => {
  await blankPage(page);
  await page.evaluate((src) => {
    document.body.innerHTML = `<audio autoplay src="${src}"></audio>`;
  }, SAMPLE);
  const log = await waitForPlaying(page, 1);
  expect(log.slice(0, 2)).toMatchObject([
    { type: 'play', element: 1 },
    { type: 'playing', element: 1 },
  ]);
  expect(spokenText(log[0]?.src ?? '')).toBe(VOICE_SAMPLE_TEXT);
});

test('speech synthesis is faked: queued utterances start and end in turn; cancel interrupts', async ({
  page,
}) => {
  await installVoiceFakes(page, { speechMsPerChar: 'manual' });
  await blankPage(page);
  await page.evaluate(() => {
    const w = window as unknown as { heard: string[] };
    w.heard = [];
    for (const text of ['First sentence.', 'Second one.', 'Third.']) {
      const u = new SpeechSynthesisUtterance(text);
      u.lang = 'en-US';
      u.rate = 1.1;
      u.onstart = () => w.heard.push(`start ${text}`);
      u.onend = () => w.heard.push(`end ${text}`);
      u.addEventListener('error', (e) => w.heard.push(`${e.error} ${text}`));
      speechSynthesis.speak(u);
    }
  });
  const heard = (text: string) =>
    page.waitForFunction((t) => (window as unknown as { heard: string[] }).heard.includes(t), text);
  await heard('start First sentence.');
  expect(await page.evaluate(() => [speechSynthesis.speaking, speechSynthesis.pending])).toEqual([
    true,
    true,
  ]);
  await finishSpeech(page);
  await heard('start Second one.');
  await page.evaluate(() => speechSynthesis.cancel());
  await page.waitForFunction(() => (window as unknown as { heard: string[] }).heard.length === 5);
  expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([
    'start First sentence.',
    'end First sentence.',
    'start Second one.',
    'interrupted Second one.',
    'canceled Third.',
  ]);
  expect(await page.evaluate(() => speechSynthesis.speaking)).toBe(false);
  const calls = await speechLog(page);
  expect(calls.map((c) => c.method)).toEqual(['speak', 'speak', 'speak', 'cancel']);
  expect(calls[0]).toMatchObject({ text: 'First sentence.', lang: 'en-US', voice: null });
  expect(calls[0]?.rate).toBeCloseTo(1.1);
  expect((await speechEventLog(page)).map((e) => e.type)).toEqual([
    'start',
    'end',
    'start',
    'error',
    'error',
  ]);
});

/** Opens the microphone and records until the first data arrives, the way the fallback path does. */
async function recordOnce(page: Page): Promise<{ label: string; bytes: number } | { error: string }> {
  return page.evaluate(async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true } });
      const recorder = new MediaRecorder(stream);
      const data = new Promise<number>((resolve) =>
        recorder.addEventListener('dataavailable', (e) => resolve(e.data.size)),
      );
      await new Promise((resolve) => {
        recorder.addEventListener('start', resolve);
        recorder.start();
      });
      recorder.stop();
      const bytes = await data;
      for (const track of stream.getTracks()) track.stop();
      return { label: stream.getAudioTracks()[0]?.label ?? '', bytes };
    } catch (err) {
      return { error: err instanceof DOMException ? err.name : String(err) };
    }
  });
}

test.describe('the microphone for the MediaRecorder fallback', () => {
  for (const mode of ['tone', 'real'] as const) {
    test(`'${mode}': getUserMedia gives a track that MediaRecorder records`, async ({ page }) => {
      await installVoiceFakes(page, { recognition: 'absent', microphone: mode });
      await blankPage(page);
      const outcome = await recordOnce(page);
      expect(outcome).toMatchObject({ bytes: expect.any(Number) });
      if ('bytes' in outcome) expect(outcome.bytes).toBeGreaterThan(0);
      if (mode === 'real') expect(outcome).toMatchObject({ label: 'Fake Default Audio Input' });
      const log = await microphoneLog(page);
      expect(log.map((e) => e.method)).toEqual([
        'getUserMedia',
        'recorder-start',
        'recorder-stop',
        'dataavailable',
      ]);
      expect(log[0]).toMatchObject({ constraints: '{"audio":{"echoCancellation":true}}', outcome: 'ok' });
    });
  }

  test("'denied': getUserMedia fails with NotAllowedError", async ({ page }) => {
    await installVoiceFakes(page, { microphone: 'denied' });
    await blankPage(page);
    expect(await recordOnce(page)).toEqual({ error: 'NotAllowedError' });
    expect(await microphoneLog(page)).toMatchObject([{ method: 'getUserMedia', outcome: 'NotAllowedError' }]);
  });
});

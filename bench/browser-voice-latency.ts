// In the browser, the time from the final transcript to the first audio 'playing' event, against
// the local provider of the voice benchmarks (300 ms to first token, 50 tokens/s, 200 ms to first
// speech byte). The page is the production build; speech recognition is the scripted fake of e2e/fakes,
// so the transcript is final at a known moment; the figure is the page's own "vox:first-audio" measure
// (src/web/voice/speech/turn-marks.ts). Needs `npm run build` and Debian's Chromium.
// Run: npm run build && npm run bench -- browser-voice-latency
import type { Page } from 'playwright-core';
import { installVoiceFakes, recognitionState, speak } from '../e2e/fakes/page-fakes.js';
import { startBrowserBench } from './browser-bench.js';
import { IDEAL_MS, K, percentile, startVoiceProvider } from './voice-provider.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/** One spoken turn; answers the page's final-transcript-to-first-audio measure in ms. */
async function turn(page: Page, run: number): Promise<number> {
  const measures = () =>
    page.evaluate(() => performance.getEntriesByName('vox:first-audio').map((m) => m.duration));
  const before = (await measures()).length;
  const starts = (await recognitionState(page)).starts;
  const mic = page.getByTestId('mic-button');
  await mic.click();
  await page.waitForFunction((n) => {
    const fake = (window as unknown as { __voxFake: { recognition: { state(): { starts: number } } } })
      .__voxFake;
    return fake.recognition.state().starts > n;
  }, starts);
  await speak(page, `How do I begin? run ${run}`);
  await page
    .getByTestId('hearing')
    .filter({ hasText: `run ${run}` })
    .waitFor();
  await mic.click();
  await page.waitForFunction((n) => performance.getEntriesByName('vox:first-audio').length > n, before, {
    timeout: 20_000,
  });
  const duration = (await measures())[before] ?? Number.NaN;
  // Barge-in ends the reply, ready for the next turn.
  await mic.click();
  await page.locator('[data-status="listening"]').waitFor();
  await mic.click();
  await page.locator('[data-status="ready"]').waitFor({ timeout: 20_000 });
  return duration;
}

export async function benchBrowserVoiceLatency(): Promise<Record<string, number>> {
  const { base, browser, close } = await startBrowserBench(await startVoiceProvider(60));
  try {
    const page = await browser.newPage({ baseURL: base });
    // tsx compiles with esbuild's keepNames, which wraps functions in __name(): the fakes' init scripts
    // are those functions as text, so the page needs it too.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await installVoiceFakes(page);
    await page.addInitScript(() => localStorage.setItem('hideWelcomePopup', 'true'));
    await page.goto('/');
    await turn(page, -1); // warm-up: connections, the lazily loaded voice code
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await turn(page, i));
    const ideal = IDEAL_MS;
    return {
      runs: RUNS,
      firstSentenceTokens: K,
      idealMs: ideal,
      firstAudioP50Ms: Math.round(percentile(runs, 50)),
      firstAudioP95Ms: Math.round(percentile(runs, 95)),
      overheadP50Ms: Math.round(percentile(runs, 50) - ideal),
      overheadP95Ms: Math.round(percentile(runs, 95) - ideal),
    };
  } finally {
    await close();
  }
}

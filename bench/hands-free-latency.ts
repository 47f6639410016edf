// Hands-free listening in the browser, with the real voice-activity detector (Silero VAD) hearing
// Chromium's fake microphone, which plays a WAV made with espeak-ng (e2e/fakes/audio-file.ts) once
// from when it opens; the recognizer is the scripted fake of e2e/fakes. The local provider of the
// voice benchmarks answers (300 ms to first token, 50 tokens/s, 200 ms to first speech byte). Measures:
// - end of speech in the audio to the turn being sent (vox:final-transcript): p50, with the default
//   0.8 s pause; the audio's clock starts at vox:vad-microphone-open (the detector's microphone opened);
// - speech onset over the expert to the expert paused (vox:voice-over-expert): p50/p95 from the onset in
//   the audio, and from the detector's speech start (vox:vad-speech-start);
// - false interruptions: the expert's own sentence "on the speakers" (quiet, as after echo
//   cancellation) during each of BENCH_RUNS replies, and a cough during each of BENCH_RUNS / 2 replies:
//   how many paused the expert;
// - the detector's cost while it listens to a quiet room for LISTEN_S seconds: the main thread's long
//   tasks (over 50 ms) and its busy share (CDP Performance.getMetrics TaskDuration), and the CPU share
//   of the page's renderer process (all its threads: the audio worklet and the model too) and of the
//   whole browser (CDP SystemInfo.getProcessInfo).
// Needs `npm run build`, Debian's Chromium, espeak-ng and ffmpeg. Take figures on a quiet machine.
// Run: npm run build && npm run bench -- hands-free-latency
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { type AudioPart, fakeAudioArg, fakeAudioFile } from '../e2e/fakes/audio-file.js';
import { fakeMicrophoneArgs, installVoiceFakes, speak } from '../e2e/fakes/page-fakes.js';
import { startBrowserBench } from './browser-bench.js';
import { percentile, startVoiceProvider } from './voice-provider.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PAUSE_MS = 800;
const QUESTION = 'What helps me sleep better at night';
const OVER = 'Wait, I have another question';
const EXPERT = 'Sleep comes easier with a regular bedtime and a short walk after dinner.';
const LEAD = 3;
const LISTEN_S = 10;

/** Seconds of audio in a WAV. */
const seconds = (file: string) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
      .toString()
      .trim(),
  );
/** How long espeak-ng takes to say `text`. */
const spoken = (text: string) => seconds(fakeAudioFile([{ say: text }])) * 1000;

type Marks = Record<string, number[]>;
const marksOf = (page: Page): Promise<Marks> =>
  page.evaluate(() => {
    const out: Record<string, number[]> = {};
    for (const m of performance.getEntriesByType('mark')) {
      const name = m.name.replace(/^vox:/, '');
      out[name] = [...(out[name] ?? []), m.startTime];
    }
    return out;
  });

/** A fresh page in `scenario`'s browser, hands-free, the first tap made, the recognizer told `words`. */
async function startRun(browserPage: () => Promise<Page>, words: string): Promise<Page> {
  const page = await browserPage();
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await installVoiceFakes(page, { microphone: 'real', listening: 'hands-free' });
  await page.addInitScript(() => {
    localStorage.setItem('hideWelcomePopup', 'true');
    localStorage.setItem('hasSeenOnboarding', 'true');
    localStorage.setItem('listeningSettings', JSON.stringify({ mode: 'hands-free', pauseMs: 800 }));
  });
  await page.goto('/');
  await page.locator('[data-status="ready"]').waitFor({ timeout: 60_000 });
  await page.getByTestId('mic-button').click();
  await page.waitForFunction(() => performance.getEntriesByName('vox:vad-listening').length > 0, null, {
    timeout: 60_000,
  });
  await speak(page, words);
  return page;
}

/** Runs `runs` times in a browser whose microphone plays `parts`; `measure` reads each page. */
async function scenario<T>(parts: AudioPart[], runs: number, measure: (page: Page) => Promise<T>) {
  const bench = await startBrowserBench(await startVoiceProvider(120), [
    ...fakeMicrophoneArgs,
    fakeAudioArg(parts),
  ]);
  // A run that times out (the mark never came: a missed interruption, or a page that never got going)
  // is counted as missed, not measured; the figures say how many.
  const results: (T | null)[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await bench.browser.newContext({ baseURL: bench.base });
      try {
        results.push(await measure(await startRun(() => context.newPage(), QUESTION)));
      } catch (error) {
        if ((error as Error).name !== 'TimeoutError') throw error;
        results.push(null);
      } finally {
        await context.close();
      }
    }
  } finally {
    await bench.close();
  }
  return results;
}

const waitForMark = (page: Page, name: string, timeout = 30_000) =>
  page.waitForFunction((n) => performance.getEntriesByName(`vox:${n}`).length > 0, name, { timeout });

export async function benchHandsFreeLatency(): Promise<Record<string, number>> {
  const question = spoken(QUESTION);

  // End of speech to the turn sent.
  const endToSent = await scenario(
    [{ silence: LEAD }, { say: QUESTION }, { silence: 6 }],
    RUNS,
    async (page) => {
      await waitForMark(page, 'final-transcript');
      const m = await marksOf(page);
      const end = (m['vad-microphone-open']?.[0] ?? Number.NaN) + LEAD * 1000 + question;
      return (m['final-transcript']?.[0] ?? Number.NaN) - end;
    },
  );

  // Speech over the expert to the expert paused.
  const overAt = LEAD * 1000 + question + 4_000;
  const onset = await scenario(
    [{ silence: LEAD }, { say: QUESTION }, { silence: 4 }, { say: OVER }, { silence: 4 }],
    RUNS,
    async (page) => {
      await waitForMark(page, 'voice-over-expert');
      const m = await marksOf(page);
      const paused = m['voice-over-expert']?.[0] ?? Number.NaN;
      const starts = (m['vad-speech-start'] ?? []).filter((t) => t <= paused);
      return {
        fromAudio: paused - ((m['vad-microphone-open']?.[0] ?? Number.NaN) + overAt),
        fromDetector: paused - (starts.at(-1) ?? Number.NaN),
      };
    },
  );

  // False interruptions: the expert's own voice, quiet, and a cough, while the expert speaks.
  const pausedDuringReply = async (page: Page) => {
    await waitForMark(page, 'final-transcript');
    await page.waitForTimeout(10_000);
    return (await marksOf(page))['voice-over-expert']?.length ?? 0;
  };
  const echo = await scenario(
    [{ silence: LEAD }, { say: QUESTION }, { silence: 3 }, { say: EXPERT, gain: 0.05 }, { silence: 3 }],
    RUNS,
    pausedDuringReply,
  );
  const cough = await scenario(
    [
      { silence: LEAD },
      { say: QUESTION },
      { silence: 3 },
      { cough: 0.3 },
      { silence: 1 },
      { cough: 0.3 },
      { silence: 3 },
    ],
    Math.max(1, Math.round(RUNS / 2)),
    pausedDuringReply,
  );

  const p = (values: number[], q: number) => Math.round(percentile(values.filter(Number.isFinite), q));
  const missed = (values: unknown[]) => values.filter((v) => v === null).length;
  const measured = <T>(values: (T | null)[]) => values.filter((v): v is T => v !== null);
  return {
    runs: RUNS,
    pauseMs: PAUSE_MS,
    endOfSpeechToSentP50Ms: p(measured(endToSent), 50),
    endOfSpeechToSentP95Ms: p(measured(endToSent), 95),
    turnsNotSent: missed(endToSent),
    onsetToPausedP50Ms: p(
      measured(onset).map((o) => o.fromAudio),
      50,
    ),
    onsetToPausedP95Ms: p(
      measured(onset).map((o) => o.fromAudio),
      95,
    ),
    detectorStartToPausedP95Ms: p(
      measured(onset).map((o) => o.fromDetector),
      95,
    ),
    interruptionsMissed: missed(onset),
    falseInterruptionsByEcho: measured(echo).filter((n) => n > 0).length,
    echoReplies: measured(echo).length,
    falseInterruptionsByCough: measured(cough).filter((n) => n > 0).length,
    coughReplies: measured(cough).length,
  };
}

/** The detector's cost while listening (a benchmark of its own: `npm run bench -- listening-cost`). */
export async function benchListeningCost(): Promise<Record<string, number>> {
  // The detector listening to a quiet room (after the first turn, so only listening runs).
  const load = await scenario(
    [{ silence: LEAD }, { say: QUESTION }, { silence: 8 + LISTEN_S + 4 }],
    Math.max(3, Math.round(RUNS / 4)),
    listeningCost,
  );

  const p = (values: number[], q: number) => Math.round(percentile(values, q) * 10) / 10;
  const measured = load.filter((l) => l !== null);
  return {
    listeningRuns: measured.length,
    listeningLongTasks: measured.reduce((n, l) => n + l.longTasks, 0),
    listeningLongestTaskMs: Math.max(0, ...measured.map((l) => l.longestTaskMs)),
    listeningMainThreadBusyPct: p(
      measured.map((l) => l.mainThreadPct),
      50,
    ),
    listeningRendererCpuPct: p(
      measured.map((l) => l.rendererPct),
      50,
    ),
    listeningBrowserCpuPct: p(
      measured.map((l) => l.browserPct),
      50,
    ),
  };
}

/** CPU seconds so far of the browser's renderer processes and of all its processes. */
async function processCpu(page: Page): Promise<{ renderer: number; all: number }> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; cpuTime: number }[];
    };
    const sum = (list: { cpuTime: number }[]) => list.reduce((t, p) => t + p.cpuTime, 0);
    return { renderer: sum(processInfo.filter((p) => p.type === 'renderer')), all: sum(processInfo) };
  } finally {
    await session.detach();
  }
}

/**
 * What listening costs: once the first reply has been spoken and the microphone is open again, the
 * main thread's long tasks and busy time and the processes' CPU over LISTEN_S seconds of a quiet room.
 */
async function listeningCost(page: Page) {
  await waitForMark(page, 'final-transcript');
  await page.locator('[data-status="listening"]').waitFor({ timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    return metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN;
  };
  // Long tasks are only reported to an observer (not kept in the timeline).
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const t of list.getEntries()) seen.push(t.duration);
    }).observe({ type: 'longtask' });
  });
  const [busy0, cpu0, wall0] = [await busy(), await processCpu(page), Date.now()];
  await page.waitForTimeout(LISTEN_S * 1000);
  const [busy1, cpu1, wall1] = [await busy(), await processCpu(page), Date.now()];
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const stillListening = await page.locator('[data-status="listening"]').count();
  if (stillListening === 0) throw Object.assign(new Error('not listening'), { name: 'TimeoutError' });
  const seconds = (wall1 - wall0) / 1000;
  const pct = (v: number) => Math.round((v / seconds) * 1000) / 10;
  return {
    longTasks: tasks.length,
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    mainThreadPct: pct(busy1 - busy0),
    rendererPct: pct(cpu1.renderer - cpu0.renderer),
    browserPct: pct(cpu1.all - cpu0.all),
  };
}

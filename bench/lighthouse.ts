// Lighthouse on the built app (npm start's server, a new PGlite database) with Debian's Chromium:
// its default settings (a mid-range phone on a slow 4G connection, simulated), three runs per page,
// the median of each figure. Targets: performance >= 95, FCP <= 1.8 s, LCP <= 2.5 s, TBT <= 200 ms,
// CLS <= 0.1, accessibility 100.
// Run: npm run build && npm run bench -- lighthouse   (CHROMIUM_PATH overrides /usr/bin/chromium;
// LIGHTHOUSE_PAGES=/,/auth and LIGHTHOUSE_RUNS=3 choose what is measured; LIGHTHOUSE_CLI and
// LIGHTHOUSE_NODE run another Lighthouse version as a command, see otherLighthouse)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, freePort, root, startServer, tempDataDir } from '../tools/server-process.js';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/auth,/pricing').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

type Run = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse says would save time, with its estimate (ms), for reading, not for the figures. */
  opportunities: string[];
  /** The main thread's long tasks (start and duration, ms, as observed), for reading. */
  longTasks: string[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Another Lighthouse than the project's (LIGHTHOUSE_CLI: its cli/index.js; LIGHTHOUSE_NODE: the Node
 * that runs it, e.g. Lighthouse 13, which needs a newer Node than the project's), run as a command
 * against the same Chromium; its report is the same JSON.
 */
function otherLighthouse(url: string, port: number): Result {
  const cli = process.env.LIGHTHOUSE_CLI ?? '';
  const out = execFileSync(
    process.env.LIGHTHOUSE_NODE ?? process.execPath,
    [
      cli,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility',
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return { lhr: JSON.parse(out.toString('utf8')) } as Result;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

async function measure(url: string, port: number): Promise<Run> {
  const result = process.env.LIGHTHOUSE_CLI
    ? otherLighthouse(url, port)
    : await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
    .map(
      (a) => `${a.id} ${Math.round((a.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0)} ms`,
    );
  const longTasks = (
    (lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] })
      ?.items ?? []
  ).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.replace(/^.*\//, '')}`);
  return {
    longTasks,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    opportunities,
  };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is made again. */
async function measureWithRetry(url: string, port: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`run failed, trying again: ${(error as Error).message}`);
    }
  }
}

export async function benchLighthouse(): Promise<Record<string, number>> {
  ensureBuilt();
  console.info(
    `load average (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const server = await startServer(tempDataDir(), await freePort(), {
    WEB_DIR: path.join(root, process.env.WEB_OUT_DIR ?? 'dist/web'),
    NODE_ENV: 'production',
  });
  const figures: Record<string, number> = {};
  const report: Record<string, Run[]> = {};
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
      userDataDir: mkdtempSync(path.join(tmpdir(), 'vox-lighthouse-')),
    });
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(`${server.url}${page}`, chrome.port));
      report[page] = runs;
      const m = (key: keyof Omit<Run, 'opportunities' | 'longTasks'>) => median(runs.map((r) => r[key]));
      figures[`${page} performance`] = m('performance');
      figures[`${page} FCP ms`] = Math.round(m('fcpMs'));
      figures[`${page} LCP ms`] = Math.round(m('lcpMs'));
      figures[`${page} TBT ms`] = Math.round(m('tbtMs'));
      figures[`${page} CLS`] = Math.round(m('cls') * 1000) / 1000;
      figures[`${page} accessibility`] = m('accessibility');
      // The target holds for every run, not only the median.
      figures[`${page} worst performance`] = Math.min(...runs.map((r) => r.performance));
      figures[`${page} worst TBT ms`] = Math.round(Math.max(...runs.map((r) => r.tbtMs)));
      console.info(
        `${page} runs (performance/FCP/LCP/TBT): ${runs
          .map((r) => `${r.performance}/${Math.round(r.fcpMs)}/${Math.round(r.lcpMs)}/${Math.round(r.tbtMs)}`)
          .join(', ')}`,
      );
      console.info(
        `${page}: opportunities ${[...new Set(runs.flatMap((r) => r.opportunities))].join(', ') || 'none'}`,
      );
    }
  } finally {
    chrome?.kill();
    await server.stop();
  }
  const out = path.join(tmpdir(), 'vox-lighthouse.json');
  writeFileSync(out, JSON.stringify(report, null, 2));
  console.info(`every run: ${out}`);
  return figures;
}

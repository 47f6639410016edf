// The browser benchmarks' set-up: the production build served by the real app on a fresh database,
// with the given local provider, and Debian's Chromium (headless, muted).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { root } from '../tools/server-process.js';
import { startBenchApp } from './bench-app.js';

export type BrowserBench = { base: string; browser: Browser; close(): Promise<void> };

/** Needs `npm run build`. `close()` ends the browser, the app, its database and the provider. */
export async function startBrowserBench(
  provider: { url: string; close(): Promise<void> },
  /** More Chromium flags (a fake microphone playing a file). */
  extraArgs: string[] = [],
): Promise<BrowserBench> {
  const webRoot = path.join(root, 'dist', 'web');
  if (!existsSync(path.join(webRoot, 'index.html'))) throw new Error('run `npm run build` first');
  const app = await startBenchApp(
    {
      AI_BASE_URL: provider.url,
      AI_API_KEY: 'bench',
      AI_MAX_RETRIES: '0',
      ATTEMPT_LIMIT_MULTIPLIER: '100',
      LOG_LEVEL: 'silent',
    },
    webRoot,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--mute-audio',
      '--disable-background-networking',
      ...extraArgs,
    ],
  });
  return {
    base: app.base,
    browser,
    async close() {
      await browser.close();
      await app.close();
      await provider.close();
    },
  };
}

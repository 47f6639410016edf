// Takes the web app manifest's screenshots (public/screenshots/phone.png and desktop.png: the voice
// screen, as a first-time visitor sees it once the welcome has been closed) from the built app, in
// Chromium. The PNGs are committed; run this after a change that alters the voice screen's look:
//   npm run build && node --import tsx scripts/make-screenshots.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PORT = 4873;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'vox-shots-'));

async function waitUntilReady(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  await waitUntilReady(server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const shots = [
    { file: 'phone.png', viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true },
    { file: 'desktop.png', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  ];
  for (const shot of shots) {
    const context = await browser.newContext({ ...shot, deviceScaleFactor: 1 });
    await context.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
    const page = await context.newPage();
    await page.goto(base);
    await page.getByTestId('voice-screen').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join('public', 'screenshots', shot.file) });
    await context.close();
  }
  await browser.close();
  console.info('screenshots written to public/screenshots/');
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A free port, asked of the OS once when the config loads (the workers inherit it through env). */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'vox-e2e-'));
const port = process.env.E2E_PORT;
export const e2eAdmins = ['admin-e2e-0@example.com', 'admin-e2e-1@example.com', 'admin-e2e-2@example.com'];

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      // The 320 px checks, the pseudo-locale's and a push on a phone are phone-sized by nature.
      testIgnore: ['**/narrow-screens.spec.ts', '**/pseudo-locale.spec.ts', '**/push-on-phone.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      // What a phone changes is the layout, touch and the screen's size. These files test flows
      // that are the same at any size (the staff console, payments and plan changes, the voice
      // loop's timing and fakes, prerendered HTML, memory and summaries, reminder settings), so
      // they run once, at the desktop size (the installable app and the phone's conversation controls
      // too: headless Chromium's are the same at either size).
      testIgnore: [
        '**/admin.spec.ts',
        '**/admin-sessions.spec.ts',
        '**/assistant-test.spec.ts',
        '**/checkout.spec.ts',
        '**/checkout-stripe.spec.ts',
        '**/conversation-summary.spec.ts',
        '**/guest-console.spec.ts',
        // Whole journeys in four languages: what they prove (the texts, the direction) is the same at any size.
        '**/language-flows.spec.ts',
        '**/memory.spec.ts',
        '**/prerender.spec.ts',
        '**/pwa.spec.ts',
        '**/reminder-follow-up.spec.ts',
        '**/reminder-heard-once.spec.ts',
        '**/reminder-settings.spec.ts',
        '**/subscription-changes.spec.ts',
        '**/trial-once.spec.ts',
        '**/voice-fakes.spec.ts',
        '**/voice-fakes-audio.spec.ts',
        '**/voice-races.spec.ts',
      ],
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  // The production build on a fresh embedded database, on a free port.
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // Opening the embedded database and its migrations can take long on a busy machine.
    timeout: 180_000,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAILS: e2eAdmins.join(','),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every test registers its own users from 127.0.0.1.
      ATTEMPT_LIMIT_MULTIPLIER: '100',
      WEB_DIR: process.env.WEB_OUT_DIR ?? 'dist/web',
    },
  },
});

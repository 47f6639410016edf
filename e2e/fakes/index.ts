import type { Browser, Page } from '@playwright/test';
import { test as base } from '../fixtures.js';
import { type AudioPart, fakeAudioArg } from './audio-file.js';
import { fakeMicrophoneArgs, installVoiceFakes, type VoiceFakeOptions } from './page-fakes.js';

export type { AudioPart } from './audio-file.js';

export * from './page-fakes.js';

type VoiceFixtures = {
  /** Options for voicePage; set with test.use({ voiceFakeOptions: {...} }). */
  voiceFakeOptions: VoiceFakeOptions;
  /** The test's page with every voice fake installed (before any navigation). */
  voicePage: Page;
  /**
   * A page with every voice fake, in a browser of its own whose fake microphone plays `parts` once
   * from when it opens (audio-file.ts): a launch flag, so one browser per file. Closed after the test.
   */
  microphonePage: (parts: AudioPart[]) => Promise<Page>;
};
type VoiceWorkerFixtures = {
  /** Adds fakeMicrophoneArgs to the browser's launch flags: test.use at the top of a spec file. */
  fakeMediaDevices: boolean;
};

export const test = base.extend<VoiceFixtures, VoiceWorkerFixtures>({
  voiceFakeOptions: [{}, { option: true }],
  voicePage: async ({ page, voiceFakeOptions }, use) => {
    await installVoiceFakes(page, voiceFakeOptions);
    await use(page);
  },
  microphonePage: async (
    { playwright, launchOptions, voiceFakeOptions, baseURL, viewport, isMobile, hasTouch, userAgent },
    use,
  ) => {
    const browsers: Browser[] = [];
    await use(async (parts) => {
      const args = [...(launchOptions.args ?? []), ...fakeMicrophoneArgs, fakeAudioArg(parts)];
      const browser = await playwright.chromium.launch({ ...launchOptions, args });
      browsers.push(browser);
      const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent });
      const page = await context.newPage();
      await installVoiceFakes(page, { microphone: 'real', ...voiceFakeOptions });
      return page;
    });
    for (const browser of browsers) await browser.close();
  },
  fakeMediaDevices: [false, { option: true, scope: 'worker' }],
  launchOptions: [
    async ({ launchOptions, fakeMediaDevices }, use) => {
      const args = (launchOptions.args ?? []).concat(fakeMediaDevices ? fakeMicrophoneArgs : []);
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '../fixtures.js';
export * from './notifications.js';

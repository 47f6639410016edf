import type { Page } from '@playwright/test';
import { test as base } from '../fixtures.js';
import { fakeMicrophoneArgs, installVoiceFakes, type VoiceFakeOptions } from './page-fakes.js';

export * from './page-fakes.js';

type VoiceFixtures = {
  /** Options for voicePage; set with test.use({ voiceFakeOptions: {...} }). */
  voiceFakeOptions: VoiceFakeOptions;
  /** The test's page with every voice fake installed (before any navigation). */
  voicePage: Page;
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

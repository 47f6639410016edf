import { describe, expect, it } from 'vitest';
import {
  createInstallState,
  type InstallFacts,
  type InstallPromptEvent,
  installOffer,
  isAppleMobile,
  pushNeedsInstall,
  REPLIES_BEFORE_OFFER,
} from './install-offer.js';

const ready: InstallFacts = {
  signedIn: true,
  replies: REPLIES_BEFORE_OFFER,
  standalone: false,
  dismissed: false,
  canPrompt: true,
  appleMobile: false,
};

describe('when installing is offered', () => {
  it('after the second answered reply of a visit, signed in, with the browser prompt', () => {
    expect(REPLIES_BEFORE_OFFER).toBe(2);
    expect(installOffer(ready)).toBe('prompt');
    expect(installOffer({ ...ready, replies: 1 })).toBeNull();
    expect(installOffer({ ...ready, replies: 0 })).toBeNull();
  });

  it('never to a guest, in the installed app, or once dismissed', () => {
    expect(installOffer({ ...ready, signedIn: false })).toBeNull();
    expect(installOffer({ ...ready, standalone: true })).toBeNull();
    expect(installOffer({ ...ready, dismissed: true })).toBeNull();
  });

  it('on an iPhone or iPad (no prompt) as the steps; elsewhere without a prompt, not at all', () => {
    expect(installOffer({ ...ready, canPrompt: false, appleMobile: true })).toBe('ios-steps');
    expect(installOffer({ ...ready, canPrompt: false, appleMobile: false })).toBeNull();
    expect(installOffer({ ...ready, canPrompt: false, appleMobile: true, standalone: true })).toBeNull();
  });
});

describe('iPhone and iPad', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
  const mac =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';
  const pixel =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

  it('are told by the user agent; an iPad says it is a Mac with a touch screen', () => {
    expect(isAppleMobile({ userAgent: iphone, maxTouchPoints: 5 })).toBe(true);
    expect(isAppleMobile({ userAgent: mac, maxTouchPoints: 5 })).toBe(true);
    expect(isAppleMobile({ userAgent: mac, maxTouchPoints: 0 })).toBe(false);
    expect(isAppleMobile({ userAgent: pixel, maxTouchPoints: 5 })).toBe(false);
  });

  it('get reminders by push only in the installed app', () => {
    expect(pushNeedsInstall(true, false)).toBe(true);
    expect(pushNeedsInstall(true, true)).toBe(false);
    expect(pushNeedsInstall(false, false)).toBe(false);
  });
});

function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  let prompted = 0;
  Object.assign(event, {
    prompt: async () => {
      prompted += 1;
    },
    userChoice: Promise.resolve({ outcome }),
  });
  return { event, prompted: () => prompted };
}

function setup(stored = false) {
  const writes: string[] = [];
  const state = createInstallState({
    standalone: () => false,
    appleMobile: () => false,
    readDismissed: () => stored,
    writeDismissed: () => void writes.push('dismissed'),
  });
  let changes = 0;
  state.subscribe(() => {
    changes += 1;
  });
  return { state, writes, changes: () => changes };
}

describe('the install state of a page', () => {
  it('keeps the prompt (holding back the browser banner) and offers it after two replies', async () => {
    const t = setup();
    const prompt = fakePrompt('accepted');
    t.state.promptAvailable(prompt.event);
    expect(prompt.event.defaultPrevented).toBe(true);
    expect(t.state.way(true)).toBeNull();
    t.state.replied();
    expect(t.state.way(true)).toBeNull();
    t.state.replied();
    expect(t.state.way(true)).toBe('prompt');
    expect(t.state.way(false)).toBeNull();
    expect(await t.state.install()).toBe('accepted');
    expect(prompt.prompted()).toBe(1);
    expect(t.state.way(true)).toBeNull();
    expect(await t.state.install()).toBe('unavailable');
    expect(t.writes).toEqual([]);
  });

  it('a prompt turned down, or Not now, is remembered', async () => {
    const t = setup();
    t.state.promptAvailable(fakePrompt('dismissed').event);
    t.state.replied();
    t.state.replied();
    expect(await t.state.install()).toBe('dismissed');
    expect(t.writes).toEqual(['dismissed']);
    const u = setup();
    u.state.promptAvailable(fakePrompt('accepted').event);
    u.state.replied();
    u.state.replied();
    u.state.dismiss();
    expect(u.state.way(true)).toBeNull();
    expect(u.writes).toEqual(['dismissed']);
  });

  it('dismissed in an earlier visit: never offered', () => {
    const t = setup(true);
    t.state.promptAvailable(fakePrompt('accepted').event);
    t.state.replied();
    t.state.replied();
    expect(t.state.way(true)).toBeNull();
  });

  it('installed from the browser menu meanwhile: no offer', () => {
    const t = setup();
    t.state.promptAvailable(fakePrompt('accepted').event);
    t.state.replied();
    t.state.replied();
    t.state.installedNow();
    expect(t.state.way(true)).toBeNull();
    expect(t.changes()).toBeGreaterThan(0);
  });
});

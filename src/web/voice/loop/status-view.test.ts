import { describe, expect, it } from 'vitest';
import { statusView, type VoiceStatus } from './voice-loop-state.js';

const view = (status: VoiceStatus, around = { atLimit: false, typingOnly: false }, handsFree = false) =>
  statusView({ status, handsFree }, around);

describe('the status the person is shown', () => {
  it("is the loop's own status while a turn goes on", () => {
    for (const status of ['listening', 'stopping', 'thinking', 'speaking'] as const) {
      expect(view(status, { atLimit: true, typingOnly: true })).toMatchObject({
        shown: status,
        goingOn: true,
        ready: false,
      });
    }
  });

  it('a limit shows once the loop is ready (the last allowed reply is heard out first)', () => {
    expect(view('speaking', { atLimit: true, typingOnly: false }).shown).toBe('speaking');
    expect(view('ready', { atLimit: true, typingOnly: false })).toMatchObject({
      shown: 'limit',
      ready: true,
    });
    expect(view('ready', { atLimit: true, typingOnly: true }).shown).toBe('limit');
  });

  it('a browser that cannot hear the person says to type when ready', () => {
    expect(view('ready', { atLimit: false, typingOnly: true })).toMatchObject({
      shown: 'unavailable',
      ready: true,
      goingOn: false,
    });
  });

  it('hands-free keeps the conversation going on between turns; asleep and ready do not', () => {
    expect(view('ready', { atLimit: false, typingOnly: false }, true)).toMatchObject({
      goingOn: true,
      handsFree: true,
    });
    expect(view('ready').goingOn).toBe(false);
    expect(view('asleep')).toMatchObject({ shown: 'asleep', goingOn: false, ready: false });
  });

  it('catching the last words of a recording is the only time typed text waits', () => {
    expect(view('stopping').catchingWords).toBe(true);
    expect(view('listening').catchingWords).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { setupListener } from './recognition-fakes.test-helpers.js';

describe('listener: sessions the browser ends', () => {
  it('restarts after 300 ms when there was speech in the last 3 s, keeping the earlier words', () => {
    const t = setupListener();
    t.startRecording();
    t.clock.advance(6_000);
    t.rec().final('first part');
    t.clock.advance(2_000);
    t.rec().end();
    expect(t.listener.state).toBe('recording');
    t.clock.advance(299);
    expect(t.rec().starts).toBe(1);
    t.clock.advance(1);
    expect(t.instances).toHaveLength(1);
    expect(t.rec().starts).toBe(2);
    t.rec().open();
    t.rec().final('second part');
    expect(t.seen.transcripts.at(-1)).toBe('first part second part');
    t.listener.stop();
    t.rec().end();
    t.clock.advance(250);
    expect(t.seen.finals).toEqual(['first part second part']);
  });

  it('keeps interim words the browser never confirmed when it ends the session', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().interim('dangling words');
    t.rec().end();
    t.clock.advance(300);
    t.rec().open();
    t.rec().interim('and more');
    expect(t.seen.transcripts.at(-1)).toBe('dangling words and more');
  });

  it('gives a fresh instance one try when the old one refuses to start again', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('hello');
    const old = t.rec();
    old.onend?.(); // ended, yet still 'running' to itself: start() will throw InvalidStateError
    t.clock.advance(300);
    expect(t.instances).toHaveLength(2);
    expect(old.aborts).toBe(1);
    expect(t.rec().starts).toBe(1);
    expect(t.seen.errors).toEqual([]);
    old.final('stale words');
    expect(t.seen.transcripts.at(-1)).toBe('hello');
  });

  it('counts speechstart as speech for the silence timer', () => {
    const t = setupListener();
    t.startRecording();
    t.clock.advance(10_000);
    t.rec().onspeechstart?.();
    t.clock.advance(14_999);
    expect(t.seen.logs).not.toContain('silence');
    t.clock.advance(1);
    expect(t.seen.logs).toContain('silence');
  });

  it('also restarts after a quiet pause shorter than the silence timeout', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('let me think');
    t.clock.advance(10_000);
    t.rec().end();
    t.clock.advance(300);
    expect(t.rec().starts).toBe(2);
    expect(t.seen.finals).toEqual([]);
  });

  it('ends the turn when the browser ends the session after the silence timeout', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('that is all');
    t.clock.advance(15_000);
    t.rec().end();
    expect(t.listener.state).toBe('stopping');
    t.clock.advance(250);
    expect(t.seen.finals).toEqual(['that is all']);
    expect(t.rec().starts).toBe(1);
  });

  it('uses a fresh recognizer instance once the session counter passes 5 (6 for Hebrew)', () => {
    for (const [language, threshold] of [
      ['en-US', 5],
      ['he-IL', 6],
    ] as const) {
      const t = setupListener(language);
      t.startRecording();
      for (let session = 1; session <= threshold; session++) {
        t.rec().final(`w${session}`);
        t.rec().end();
        t.clock.advance(300);
      }
      expect(t.instances).toHaveLength(2);
      expect(t.instances[0]?.starts).toBe(threshold);
      expect(t.rec().starts).toBe(1);
      expect(t.seen.logs).toContain('recognizer-renewed');
      t.listener.stop();
      t.rec().end();
      t.clock.advance(250);
      expect(t.seen.finals[0]?.split(' ')).toHaveLength(threshold);
    }
  });
});

describe('listener: silence auto-stop', () => {
  for (const [language, silence, buffer] of [
    ['en-US', 15_000, 3_000],
    ['he-IL', 20_000, 5_000],
    ['ru-RU', 20_000, 5_000],
    ['es-ES', 18_000, 4_000],
    ['ja-JP', 18_000, 4_000],
  ] as const) {
    it(`${language}: stops ${silence / 1000} s after the last speech plus a ${buffer / 1000} s final-word buffer`, () => {
      const t = setupListener(language);
      t.startRecording();
      t.clock.advance(1_000);
      t.rec().final('hello');
      t.clock.advance(silence);
      expect(t.seen.logs).toContain('silence');
      expect(t.listener.state).toBe('recording');
      t.clock.advance(buffer - 1);
      expect(t.rec().stops).toBe(0);
      t.clock.advance(1);
      expect(t.listener.state).toBe('stopping');
      expect(t.rec().stops).toBe(1);
      t.rec().end();
      t.clock.advance(250);
      expect(t.seen.finals).toEqual(['hello']);
    });
  }

  it('measures the silence from the last speech, not the first', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('one');
    t.clock.advance(10_000);
    t.rec().final('two');
    t.clock.advance(14_999);
    expect(t.seen.logs).not.toContain('silence');
    t.clock.advance(1);
    expect(t.seen.logs).toContain('silence');
  });

  it('goes back to recording when the user speaks during the final-word buffer', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('so');
    t.clock.advance(16_000);
    t.rec().final('anyway');
    t.clock.advance(14_999);
    expect(t.rec().stops).toBe(0);
    expect(t.listener.state).toBe('recording');
  });

  it('waits up to 4 buffer attempts while words are still unconfirmed', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().interim('hmm');
    t.clock.advance(15_000 + 3 * 3_000);
    expect(t.listener.state).toBe('recording');
    t.clock.advance(2_999);
    expect(t.listener.state).toBe('recording');
    t.clock.advance(1);
    expect(t.listener.state).toBe('stopping');
  });

  it('ends a recording in which nobody spoke, and sends nothing', () => {
    const t = setupListener();
    t.startRecording();
    t.clock.advance(18_000);
    t.rec().end();
    t.clock.advance(250);
    expect(t.listener.state).toBe('idle');
    expect(t.seen.finals).toEqual([]);
  });
});

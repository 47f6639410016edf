import { describe, expect, it } from 'vitest';
import { setupListener } from './recognition-fakes.test-helpers.js';

describe('listener: a turn', () => {
  it('waits the 100 ms start delay before recognition.start()', () => {
    const t = setupListener();
    t.listener.start();
    expect(t.listener.state).toBe('starting');
    t.clock.advance(99);
    expect(t.rec().starts).toBe(0);
    t.clock.advance(1);
    expect(t.rec().starts).toBe(1);
    t.rec().open();
    expect(t.listener.state).toBe('recording');
  });

  it('sends the words once, after the capture delay, for start -> interim -> final -> stop', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().interim('hello');
    t.rec().final('hello world');
    expect(t.seen.transcripts).toEqual(['hello', 'hello world']);
    t.listener.stop();
    expect(t.listener.state).toBe('stopping');
    expect(t.rec().stops).toBe(1);
    t.rec().end();
    t.clock.advance(249);
    expect(t.seen.finals).toEqual([]);
    t.clock.advance(1);
    expect(t.seen.finals).toEqual(['hello world']);
    expect(t.seen.states).toEqual(['starting', 'recording', 'stopping', 'idle']);
    t.clock.advance(60_000);
    expect(t.seen.finals).toEqual(['hello world']);
  });

  it('endTurn (hands-free) sends the words at once, unconfirmed ones included, and lets go of the recognizer', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('I would like');
    t.rec().interim('some advice');
    t.listener.endTurn();
    expect(t.seen.finals).toEqual(['I would like some advice']);
    expect(t.listener.state).toBe('idle');
    expect(t.rec().aborts).toBe(1);
    t.clock.advance(60_000);
    expect(t.seen.finals).toEqual(['I would like some advice']);
  });

  it('endTurn with nothing heard sends nothing; when not listening it does nothing', () => {
    const t = setupListener();
    t.listener.endTurn();
    expect(t.seen.states).toEqual([]);
    t.startRecording();
    t.listener.endTurn();
    expect(t.seen.finals).toEqual([]);
    expect(t.listener.state).toBe('idle');
  });

  it('waits up to 2 s for unconfirmed words before stopping the recognizer', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().interim('almost');
    t.listener.stop();
    t.clock.advance(1_999);
    expect(t.rec().stops).toBe(0);
    t.clock.advance(1);
    expect(t.rec().stops).toBe(1);
  });

  it('stops as soon as the unconfirmed words become final', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().interim('see you');
    t.listener.stop();
    t.clock.advance(500);
    t.rec().final('see you soon');
    expect(t.rec().stops).toBe(1);
    t.rec().end();
    t.clock.advance(250);
    expect(t.seen.finals).toEqual(['see you soon']);
  });

  it('includes words that arrive during the capture delay', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('one');
    t.listener.stop();
    t.clock.advance(250);
    t.rec().final('two');
    t.rec().end();
    t.clock.advance(250);
    expect(t.seen.finals).toEqual([]);
    t.clock.advance(250);
    expect(t.seen.finals).toEqual(['one two']);
  });

  it('sends the longer transcript when the last word went missing from the final', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('book a table');
    t.rec().interim('for two people');
    t.listener.stop();
    t.rec().final('for two');
    t.rec().end();
    t.clock.advance(250);
    expect(t.seen.finals).toEqual(['book a table for two people']);
  });

  it('sends nothing for a blank recording', () => {
    const t = setupListener();
    t.startRecording();
    t.listener.stop();
    t.rec().end();
    t.clock.advance(2_000);
    expect(t.seen.finals).toEqual([]);
    expect(t.listener.state).toBe('idle');
  });

  it('ignores mic clicks while stopping', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().interim('wait');
    t.listener.stop();
    t.listener.stop();
    t.listener.start();
    expect(t.listener.state).toBe('stopping');
    expect(t.rec().starts).toBe(1);
    expect(t.seen.states).toEqual(['starting', 'recording', 'stopping']);
  });

  it('cleans up a recognizer that never ends 1.5 s after stop()', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('still here');
    t.listener.stop();
    t.clock.advance(1_499);
    expect(t.rec().aborts).toBe(0);
    expect(t.seen.finals).toEqual([]);
    t.clock.advance(251);
    expect(t.rec().aborts).toBe(1);
    expect(t.seen.logs).toContain('stop-recovery');
    expect(t.seen.finals).toEqual(['still here']);
    expect(t.listener.state).toBe('idle');
  });

  it('cancels a start tapped again before the microphone opened', () => {
    const t = setupListener();
    t.listener.start();
    t.listener.stop();
    t.clock.advance(1_000);
    expect(t.rec().starts).toBe(0);
    expect(t.listener.state).toBe('idle');
  });
});

describe('listener: abort and language', () => {
  it('abort drops the words: no onFinal, and the next start waits out the 800 ms reset', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().final('never mind');
    t.listener.abort();
    expect(t.listener.state).toBe('idle');
    expect(t.rec().aborts).toBe(1);
    t.clock.advance(10);
    t.listener.start();
    t.clock.advance(789);
    expect(t.instances.map((r) => r.starts)).toEqual([1, 0]);
    t.clock.advance(1);
    expect(t.instances.map((r) => r.starts)).toEqual([1, 1]);
    t.clock.advance(60_000);
    expect(t.seen.finals).toEqual([]);
  });

  it('a language change aborts and applies the language after 100 ms', () => {
    const t = setupListener('en-US');
    t.startRecording();
    t.listener.setLanguage('fr-FR');
    expect(t.listener.state).toBe('idle');
    expect(t.rec().aborts).toBe(1);
    t.clock.advance(99);
    expect(t.seen.logs).not.toContain('language');
    t.clock.advance(1);
    expect(t.seen.logs).toContain('language');
    t.clock.advance(1_000);
    t.startRecording();
    expect(t.rec().lang).toBe('fr-FR');
    expect(t.rec().maxAlternatives).toBe(3);
  });

  it('dispose leaves no timer and no handler behind', () => {
    const t = setupListener();
    t.startRecording();
    t.rec().interim('half');
    const recognition = t.rec();
    t.listener.dispose();
    expect(t.clock.pendingTimers()).toBe(0);
    expect(recognition.onresult).toBeNull();
    expect(recognition.onend).toBeNull();
    t.listener.start();
    expect(t.clock.pendingTimers()).toBe(0);
  });
});

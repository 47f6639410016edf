import { describe, expect, it } from 'vitest';
import { initialLoopState, type LoopEvent, type LoopState, loopReducer } from './voice-loop-state.js';

const run = (events: LoopEvent[], from: LoopState = initialLoopState) => events.reduce(loopReducer, from);

describe('voice loop status', () => {
  it('follows the recognizer: starting and recording listen, stopping catches the last words', () => {
    expect(run([{ type: 'recognizer', state: 'starting', turnActive: false }]).status).toBe('listening');
    expect(run([{ type: 'recognizer', state: 'recording', turnActive: false }]).status).toBe('listening');
    expect(run([{ type: 'recognizer', state: 'stopping', turnActive: false }]).status).toBe('stopping');
  });

  it('an idle recognizer is ready, unless a reply is still on its way', () => {
    const thinking: LoopState = { status: 'thinking', hearing: '', replaying: null };
    expect(loopReducer(thinking, { type: 'recognizer', state: 'idle', turnActive: true })).toBe(thinking);
    expect(loopReducer(thinking, { type: 'recognizer', state: 'idle', turnActive: false }).status).toBe(
      'ready',
    );
  });

  it('a turn: heard, sent (the words clear), speaking, then ready', () => {
    const states = [
      { type: 'recording' },
      { type: 'heard', text: 'Hello' },
      { type: 'transcribing' },
      { type: 'sent' },
      { type: 'speaking' },
      { type: 'turn-ended' },
    ] satisfies LoopEvent[];
    const seen = states.map((_, i) => run(states.slice(0, i + 1)));
    expect(seen.map(({ status, hearing }) => ({ status, hearing }))).toEqual([
      { status: 'listening', hearing: '' },
      { status: 'listening', hearing: 'Hello' },
      { status: 'stopping', hearing: 'Hello' },
      { status: 'thinking', hearing: '' },
      { status: 'speaking', hearing: '' },
      { status: 'ready', hearing: '' },
    ]);
    expect(seen.every((state) => state.replaying === null)).toBe(true);
  });

  it('words not sent, a stop and a failure are ready; a stop and words not sent clear what was heard', () => {
    const hearing: LoopState = { status: 'listening', hearing: 'um', replaying: null };
    const ready = { status: 'ready', hearing: '', replaying: null };
    expect(loopReducer(hearing, { type: 'not-sent' })).toEqual(ready);
    expect(loopReducer(hearing, { type: 'stopped' })).toEqual(ready);
    expect(loopReducer(hearing, { type: 'failed' })).toEqual({ ...ready, hearing: 'um' });
  });

  it('a reply played again is named until it ends, is stopped, or another turn is sent', () => {
    const replaying = run([{ type: 'sent', replay: 12 }, { type: 'speaking' }]);
    expect(replaying).toEqual({ status: 'speaking', hearing: '', replaying: 12 });
    expect(loopReducer(replaying, { type: 'turn-ended' })).toEqual(initialLoopState);
    expect(loopReducer(replaying, { type: 'stopped' })).toEqual(initialLoopState);
    expect(loopReducer(replaying, { type: 'sent' }).replaying).toBeNull();
    expect(loopReducer(replaying, { type: 'sent', replay: 'local-3' }).replaying).toBe('local-3');
  });

  it('answers the same state when nothing changes (no re-render)', () => {
    expect(loopReducer(initialLoopState, { type: 'turn-ended' })).toBe(initialLoopState);
    expect(loopReducer(initialLoopState, { type: 'heard', text: '' })).toBe(initialLoopState);
  });
});

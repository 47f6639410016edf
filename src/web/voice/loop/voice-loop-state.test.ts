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
    const thinking: LoopState = { status: 'thinking', hearing: '', replaying: null, handsFree: false };
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
    expect(seen).toEqual([
      { status: 'listening', hearing: '', replaying: null, handsFree: false },
      { status: 'listening', hearing: 'Hello', replaying: null, handsFree: false },
      { status: 'stopping', hearing: 'Hello', replaying: null, handsFree: false },
      { status: 'thinking', hearing: '', replaying: null, handsFree: false },
      { status: 'speaking', hearing: '', replaying: null, handsFree: false },
      { status: 'ready', hearing: '', replaying: null, handsFree: false },
    ]);
    expect(seen.every((state) => state.replaying === null)).toBe(true);
  });

  it('words not sent, a stop and a failure are ready; a stop and words not sent clear what was heard', () => {
    const hearing: LoopState = { status: 'listening', hearing: 'um', replaying: null, handsFree: false };
    const ready = { status: 'ready', hearing: '', replaying: null, handsFree: false };
    expect(loopReducer(hearing, { type: 'not-sent' })).toEqual(ready);
    expect(loopReducer(hearing, { type: 'stopped' })).toEqual(ready);
    expect(loopReducer(hearing, { type: 'failed' })).toEqual({ ...ready, hearing: 'um' });
  });

  it('a reply played again is named until it ends, is stopped, or another turn is sent', () => {
    const replaying = run([{ type: 'sent', replay: 12 }, { type: 'speaking' }]);
    expect(replaying).toEqual({ status: 'speaking', hearing: '', replaying: 12, handsFree: false });
    expect(loopReducer(replaying, { type: 'turn-ended' })).toEqual(initialLoopState);
    expect(loopReducer(replaying, { type: 'stopped' })).toEqual(initialLoopState);
    expect(loopReducer(replaying, { type: 'sent' }).replaying).toBeNull();
    expect(loopReducer(replaying, { type: 'sent', replay: 'local-3' }).replaying).toBe('local-3');
  });

  it('hands-free: on and off; a voice over the expert listens; a long silence stops it, asleep', () => {
    const on = run([{ type: 'hands-free', on: true }]);
    expect(on).toEqual({ status: 'ready', hearing: '', replaying: null, handsFree: true });
    expect(run([{ type: 'speaking' }, { type: 'held' }], on).status).toBe('listening');
    expect(run([{ type: 'heard', text: 'so' }, { type: 'idle-stopped' }], on)).toEqual({
      status: 'asleep',
      hearing: '',
      replaying: null,
      handsFree: false,
    });
    expect(run([{ type: 'sent' }, { type: 'not-sent' }], on).handsFree).toBe(true);
  });

  it('answers the same state when nothing changes (no re-render)', () => {
    expect(loopReducer(initialLoopState, { type: 'turn-ended' })).toBe(initialLoopState);
    expect(loopReducer(initialLoopState, { type: 'heard', text: '' })).toBe(initialLoopState);
  });
});

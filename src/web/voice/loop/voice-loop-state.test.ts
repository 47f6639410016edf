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
    const thinking: LoopState = { status: 'thinking', hearing: '', handsFree: false };
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
      { status: 'listening', hearing: '', handsFree: false },
      { status: 'listening', hearing: 'Hello', handsFree: false },
      { status: 'stopping', hearing: 'Hello', handsFree: false },
      { status: 'thinking', hearing: '', handsFree: false },
      { status: 'speaking', hearing: '', handsFree: false },
      { status: 'ready', hearing: '', handsFree: false },
    ]);
  });

  it('words not sent, a stop and a failure are ready; a stop and words not sent clear what was heard', () => {
    const hearing: LoopState = { status: 'listening', hearing: 'um', handsFree: false };
    expect(loopReducer(hearing, { type: 'not-sent' })).toEqual({
      status: 'ready',
      hearing: '',
      handsFree: false,
    });
    expect(loopReducer(hearing, { type: 'stopped' })).toEqual({
      status: 'ready',
      hearing: '',
      handsFree: false,
    });
    expect(loopReducer(hearing, { type: 'failed' })).toEqual({
      status: 'ready',
      hearing: 'um',
      handsFree: false,
    });
  });

  it('hands-free: on and off; a voice over the expert listens; a long silence stops it, asleep', () => {
    const on = run([{ type: 'hands-free', on: true }]);
    expect(on).toEqual({ status: 'ready', hearing: '', handsFree: true });
    expect(run([{ type: 'speaking' }, { type: 'held' }], on).status).toBe('listening');
    expect(run([{ type: 'heard', text: 'so' }, { type: 'idle-stopped' }], on)).toEqual({
      status: 'asleep',
      hearing: '',
      handsFree: false,
    });
    expect(run([{ type: 'sent' }, { type: 'not-sent' }], on).handsFree).toBe(true);
  });

  it('answers the same state when nothing changes (no re-render)', () => {
    expect(loopReducer(initialLoopState, { type: 'turn-ended' })).toBe(initialLoopState);
    expect(loopReducer(initialLoopState, { type: 'heard', text: '' })).toBe(initialLoopState);
  });
});

import { describe, expect, it } from 'vitest';
import { type CallPriority, createModelLimiter, replyPriority } from './model-limiter.js';

/** Queues calls in the given order on a full limiter and records the order in which they start. */
function harness(max: number) {
  const limiter = createModelLimiter(max);
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const call = (name: string, priority: CallPriority, signal?: AbortSignal) =>
    limiter.acquire(priority, signal).then((release) => {
      started.push(name);
      releases.set(name, release);
    });
  const finish = async (name: string) => {
    releases.get(name)?.();
    // Let the granted waiter's continuation run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { limiter, started, call, finish };
}

describe('model limiter', () => {
  it('lets maxConcurrent calls run at once and makes the next one wait for a free slot', async () => {
    const h = harness(2);
    await Promise.all([h.call('a', 'free'), h.call('b', 'free')]);
    void h.call('c', 'free');
    await h.finish('none');
    expect(h.started).toEqual(['a', 'b']);
    expect(h.limiter.waiting).toBe(1);
    await h.finish('a');
    expect(h.started).toEqual(['a', 'b', 'c']);
    expect(h.limiter.active).toBe(2);
  });

  it('serves waiting calls Premium, then Basic, then Free, then background; first come first served within each', async () => {
    const h = harness(1);
    await h.call('holder', 'free');
    for (const [name, priority] of [
      ['bg1', 'background'],
      ['free1', 'free'],
      ['basic1', 'basic'],
      ['free2', 'free'],
      ['premium1', 'premium'],
      ['bg2', 'background'],
      ['premium2', 'premium'],
    ] as const)
      void h.call(name, priority);
    for (const name of ['holder', 'premium1', 'premium2', 'basic1', 'free1', 'free2', 'bg1'])
      await h.finish(name);
    expect(h.started).toEqual(['holder', 'premium1', 'premium2', 'basic1', 'free1', 'free2', 'bg1', 'bg2']);
  });

  it('a call aborted while waiting leaves the queue at once, with the reason, and takes no slot', async () => {
    const h = harness(1);
    await h.call('holder', 'premium');
    const leave = new AbortController();
    const left = h.call('left', 'premium', leave.signal);
    void h.call('stays', 'free');
    expect(h.limiter.waiting).toBe(2);
    leave.abort(new Error('the person left'));
    await expect(left).rejects.toThrow('the person left');
    expect(h.limiter.waiting).toBe(1);
    await h.finish('holder');
    expect(h.started).toEqual(['holder', 'stays']);
    await expect(h.call('late', 'premium', leave.signal)).rejects.toThrow('the person left');
  });

  it('gives a slot back once however often its release is called', async () => {
    const h = harness(1);
    await h.call('a', 'free');
    void h.call('b', 'free');
    void h.call('c', 'free');
    await h.finish('a');
    await h.finish('a');
    expect(h.started).toEqual(['a', 'b']);
    expect(h.limiter.active).toBe(1);
  });

  it('gives a reply the priority of the plan, guests and Free alike', () => {
    expect(replyPriority({ paid: true, premium: true })).toBe('premium');
    expect(replyPriority({ paid: true, premium: false })).toBe('basic');
    expect(replyPriority({ paid: false, premium: false })).toBe('free');
  });
});

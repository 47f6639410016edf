import { describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.js';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const silent = { error: vi.fn() };

describe('startIntervalJob', () => {
  it('runs at start, skips runs while one is under way, and stop waits for it', async () => {
    const gates: ReturnType<typeof deferred>[] = [];
    const work = vi.fn(() => {
      const gate = deferred();
      gates.push(gate);
      return gate.promise;
    });
    const job = startIntervalJob({ name: 'test', intervalMs: 3_600_000, work, log: silent });
    expect(work).toHaveBeenCalledTimes(1);
    const overlapping = job.runNow();
    expect(work).toHaveBeenCalledTimes(1);

    gates[0]?.resolve();
    await overlapping;
    const next = job.runNow();
    expect(work).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    gates[1]?.resolve();
    await stopping;
    await next;
    expect(stopped).toBe(true);
    await job.runNow();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('runs every interval and logs a failure without stopping', async () => {
    vi.useFakeTimers();
    try {
      const log = { error: vi.fn() };
      const work = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(undefined);
      const job = startIntervalJob({ name: 'test', intervalMs: 1000, work, log });
      await vi.advanceTimersByTimeAsync(2500);
      expect(work).toHaveBeenCalledTimes(3);
      expect(log.error).toHaveBeenCalledWith(
        { job: 'test', err: expect.objectContaining({ message: 'database down' }) },
        'job failed',
      );
      await job.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(work).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

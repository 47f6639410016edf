import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loggableError } from '../http/error-handler.js';
import type { JobLog } from './reminder-dispatcher.js';

export type IntervalJob = {
  /** Runs the job now, or answers the run already under way (runs never overlap). */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
};

/**
 * Runs `work` every `intervalMs` (and once at start). A tick that comes while a run is still going is
 * skipped. Errors are logged, never thrown. The timer does not keep the process alive.
 */
export function startIntervalJob(options: {
  name: string;
  intervalMs: number;
  work: () => Promise<unknown>;
  log: Pick<JobLog, 'error'>;
}): IntervalJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve();
    running ??= options
      .work()
      .then(
        () => {},
        (err: unknown) => {
          options.log.error({ job: options.name, err: loggableError(err) }, 'job failed');
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  void runNow();
  return {
    runNow,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Runs `work` as an interval job from when `app` listens until it closes; an interval of 0 or less
 * never runs it. Tests that only inject never listen, so they run the work themselves.
 */
export function installIntervalJob(
  app: FastifyInstance,
  options: { name: string; intervalMs: number; work: (log: FastifyBaseLogger) => Promise<unknown> },
): void {
  if (options.intervalMs <= 0) return;
  const log = app.log.child({ job: options.name });
  let job: IntervalJob | null = null;
  app.addHook('onListen', async () => {
    job ??= startIntervalJob({
      name: options.name,
      intervalMs: options.intervalMs,
      log,
      work: () => options.work(log),
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
    job = null;
  });
}

import { type LanguageModel, wrapLanguageModel } from 'ai';
import { type CallPriority, callPriorities } from '../../../contract/billing-values.js';

export type { CallPriority };

const ORDER = callPriorities;

/** A reply's priority from the person's plan (guests are Free). */
export function replyPriority(plan: { paid: boolean; premium: boolean }): CallPriority {
  return plan.premium ? 'premium' : plan.paid ? 'basic' : 'free';
}

export type ModelLimiter = {
  /**
   * Waits for a slot to the provider; resolves with the function that gives it back (once; later calls
   * do nothing). Rejects with the signal's reason when the signal aborts first, leaving the queue at once.
   */
  acquire(priority: CallPriority, signal?: AbortSignal): Promise<() => void>;
  /** Calls holding a slot now. */
  readonly active: number;
  /** Calls waiting for a slot now. */
  readonly waiting: number;
};

/** A provider's model object, as the AI SDK providers make them. */
export type ProviderModel = Parameters<typeof wrapLanguageModel>[0]['model'];

type Waiter = { grant(): void };

/**
 * At most `maxConcurrent` calls to the model provider at once (AI_MAX_CONCURRENT). When all slots are
 * taken, a freed slot goes to the most urgent waiting call (CallPriority), first come first served
 * within a priority: a waiting reply never waits behind background work that has not started.
 */
export function createModelLimiter(maxConcurrent: number): ModelLimiter {
  if (!Number.isInteger(maxConcurrent) || maxConcurrent < 1)
    throw new RangeError('maxConcurrent must be ≥ 1');
  const queues = new Map<CallPriority, Waiter[]>(ORDER.map((p) => [p, []]));
  let active = 0;

  const slot = () => {
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      active -= 1;
      next();
    };
  };

  const next = () => {
    while (active < maxConcurrent) {
      const waiter = ORDER.map((p) => queues.get(p) ?? [])
        .find((q) => q.length > 0)
        ?.shift();
      if (!waiter) return;
      active += 1;
      waiter.grant();
    }
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      let n = 0;
      for (const q of queues.values()) n += q.length;
      return n;
    },
    acquire(priority, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (active < maxConcurrent) {
        active += 1;
        return Promise.resolve(slot());
      }
      return new Promise((resolve, reject) => {
        const queue = queues.get(priority) ?? [];
        const onAbort = () => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(signal?.reason);
        };
        const waiter: Waiter = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(slot());
          },
        };
        queue.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}

/**
 * The model with every call (generate or stream, each retry its own call) holding a slot of `limiter`
 * while it runs: a stream's slot is given back when the stream ends, fails, is cancelled, or its call
 * is aborted.
 */
export function limitedModel(
  model: ProviderModel,
  limiter: ModelLimiter,
  priority: CallPriority,
): LanguageModel {
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      wrapGenerate: async ({ doGenerate, params }) => {
        const release = await limiter.acquire(priority, params.abortSignal);
        try {
          return await doGenerate();
        } finally {
          release();
        }
      },
      wrapStream: async ({ doStream, params }) => {
        const release = await limiter.acquire(priority, params.abortSignal);
        params.abortSignal?.addEventListener('abort', release, { once: true });
        try {
          const result = await doStream();
          const reader = result.stream.getReader();
          const stream = new ReadableStream({
            async pull(controller) {
              try {
                const { done, value } = await reader.read();
                if (done) {
                  release();
                  controller.close();
                } else controller.enqueue(value);
              } catch (error) {
                release();
                controller.error(error);
              }
            },
            async cancel(reason) {
              release();
              await reader.cancel(reason);
            },
          });
          return { ...result, stream };
        } catch (error) {
          release();
          throw error;
        }
      },
    },
  });
}

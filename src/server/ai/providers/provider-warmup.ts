import type { AiConfig } from './ai-env.js';

/** At most one warm-up per this long per process, however often the browser asks. */
export const WARM_UP_INTERVAL_MS = 20_000;
/** A provider that has not answered by then is not worth waiting for: the turn will connect itself. */
const WARM_UP_TIMEOUT_MS = 5_000;
const ANTHROPIC_ROOT = 'https://api.anthropic.com/v1';

export type WarmUpDeps = {
  /** API roots of the providers in use (chat, speech): one connection is opened per origin. */
  roots: string[];
  /** The shared keep-alive fetch (provider-http.ts): the connection it opens is the one turns reuse. */
  fetch: typeof fetch;
  clock: () => Date;
  log?: { debug(details: object, message: string): void };
  intervalMs?: number;
  timeoutMs?: number;
};

/** Opens connections to the providers; resolves when they are open (or failed, which is ignored). */
export type WarmUp = () => Promise<void>;

/** The API roots a turn will call: the chat provider, and the speech provider when it is a remote API. */
export function providerRoots(config: AiConfig, speechRoot: string | null): string[] {
  const chat = config.AI_BASE_URL
    ? config.AI_BASE_URL
    : config.ANTHROPIC_API_KEY
      ? (config.ANTHROPIC_BASE_URL ?? ANTHROPIC_ROOT)
      : null;
  return [chat, speechRoot].filter((root): root is string => root !== null);
}

/**
 * Opens the provider connections before the first turn: a cheap GET of `{root}/models` per origin, without
 * credentials (a 401 opens the connection as well as a 200, and no key travels for nothing). The body
 * is read to the end so the connection goes back to the pool. Calls while one runs share it; calls
 * within intervalMs of the last start do nothing.
 */
export function createWarmUp(deps: WarmUpDeps): WarmUp {
  const byOrigin = new Map<string, string>();
  for (const root of deps.roots) {
    const origin = new URL(root).origin;
    if (!byOrigin.has(origin)) byOrigin.set(origin, `${root.replace(/\/+$/, '')}/models`);
  }
  const urls = [...byOrigin.values()];
  const intervalMs = deps.intervalMs ?? WARM_UP_INTERVAL_MS;
  let lastStart = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;

  const open = async (url: string) => {
    const started = performance.now();
    try {
      const res = await deps.fetch(url, {
        signal: AbortSignal.timeout(deps.timeoutMs ?? WARM_UP_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      deps.log?.debug(
        { url, status: res.status, ms: Math.round(performance.now() - started) },
        'provider warmed up',
      );
    } catch (err) {
      deps.log?.debug({ url, err: { message: (err as Error).message } }, 'provider warm-up failed');
    }
  };

  return () => {
    if (running) return running;
    const now = deps.clock().getTime();
    if (urls.length === 0 || now - lastStart < intervalMs) return Promise.resolve();
    lastStart = now;
    running = Promise.all(urls.map(open)).then(() => {
      running = null;
    });
    return running;
  };
}

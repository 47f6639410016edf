import { Agent } from 'undici';

/** How long an idle provider connection is kept when the provider gives no Keep-Alive hint. */
export const PROVIDER_IDLE_MS = 60_000;

export type ProviderHttp = {
  /** fetch over the shared agent: pass it to the AI SDK providers and the speech engines. */
  fetch: typeof fetch;
  close(): Promise<void>;
};

/**
 * One keep-alive agent for every provider call, so a turn finds its connection open. Node's global fetch
 * drops a connection after 4 s idle, so a connection opened before the first turn would be gone by
 * then and every turn after a pause would pay TCP + TLS again. With a Keep-Alive hint from the
 * provider, undici keeps the connection for the hint minus 1 s, capped at PROVIDER_IDLE_MS: never
 * longer than the provider will.
 *
 * The agent is handed to Node's own fetch (whose undici shares the dispatcher interface): undici's
 * fetch would need undici's FormData, Request and Response too, and the speech and transcription
 * code build the global ones.
 */
export function createProviderHttp(idleMs = PROVIDER_IDLE_MS): ProviderHttp {
  const agent = new Agent({ keepAliveTimeout: idleMs, keepAliveMaxTimeout: idleMs });
  // `dispatcher` is Node's extension of RequestInit: absent from the DOM type, and typed with Node's
  // bundled undici-types (not this package's Agent) in the server build. Same interface at run time.
  const agentFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, dispatcher: agent } as unknown as RequestInit);
  return { fetch: agentFetch, close: () => agent.close() };
}

import { isIP } from 'node:net';
import { pushMessages } from '../../contract/push.js';
import type { Config } from '../config.js';
import { AppError } from '../http/app-error.js';
import { plainHost } from './push-address.js';

/**
 * Whether push may go to this machine and its network: only in tests and development, whose push
 * service is a local fake. In production every endpoint and every delivery address must be public.
 */
export function allowsLocalPush(env: Config['NODE_ENV']): boolean {
  return env === 'test' || env === 'development';
}

/**
 * Where the server will send pushes. Always https; plain http only to this machine, and only when local
 * push is allowed (the fake push service). Push services are named by DNS, so an address given as an
 * IP literal or a localhost name (also with a trailing dot, `localhost.`) is refused otherwise: the
 * server must not be made to post to its own network. What a name resolves to is checked at each
 * delivery (`push-address.ts`).
 */
export function checkEndpoint(endpoint: string, env: Config['NODE_ENV']): void {
  const url = new URL(endpoint);
  const local = allowsLocalPush(env);
  const host = plainHost(url.hostname);
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  if (url.protocol === 'http:' && local && loopback) return;
  const localName = host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0;
  if (url.protocol === 'https:' && (local || (host !== '' && !localName))) return;
  throw AppError.validation({ endpoint: pushMessages.endpoint });
}

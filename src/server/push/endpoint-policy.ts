import { pushMessages } from '../../contract/push.js';
import type { Config } from '../config.js';
import { AppError } from '../http/app-error.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where the server will send pushes. Always https; plain http only to this machine, and only in tests and
 * development (the fake push service). Push services are named by DNS, so an address given as an IP
 * literal or localhost is refused in production: the server must not be made to post to its own network.
 */
export function checkEndpoint(endpoint: string, env: Config['NODE_ENV']): void {
  const url = new URL(endpoint);
  const local = env === 'test' || env === 'development';
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:' && local && LOOPBACK.has(host)) return;
  const ipLiteral = /^[\d.]+$/.test(host) || host.startsWith('[');
  if (url.protocol === 'https:' && (local || (!ipLiteral && host !== 'localhost'))) return;
  throw AppError.validation({ endpoint: pushMessages.endpoint });
}

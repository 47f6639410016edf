import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether the visitor asked not to be tracked: Do Not Track (`DNT: 1`) or Global Privacy Control
 * (`Sec-GPC: 1`). Such a visitor's visit is only counted; nothing else about it is kept or carried on.
 */
export function asksNotToBeTracked(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

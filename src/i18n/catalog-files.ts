import type { Catalog } from './translate.js';

/**
 * The catalogs of one language, one file per part of the app (web-<folder>.json for the browser's,
 * shared.json for the texts the browser and the server both show, such as a form's field errors,
 * server.json for the server's alone), merged into one.
 */
export function mergeCatalogs(...groups: Record<string, Catalog>[]): Catalog {
  const merged: Record<string, string> = {};
  for (const group of groups) for (const catalog of Object.values(group)) Object.assign(merged, catalog);
  return merged;
}

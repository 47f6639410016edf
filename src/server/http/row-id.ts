/** The largest value of a serial (int4) id. */
export const ROW_ID_MAX = 2 ** 31 - 1;

const DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * A serial id from a path parameter, or null when the text is not one (not digits, zero, leading
 * zeros, or beyond int4). Callers answer null with 404: such a record cannot exist, and a value
 * Postgres cannot take must never reach a query (it would be a 500).
 */
export function parseRowId(raw: string): number | null {
  if (!DIGITS.test(raw)) return null;
  const id = Number(raw);
  return id <= ROW_ID_MAX ? id : null;
}

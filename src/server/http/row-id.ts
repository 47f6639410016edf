/** The largest value of a serial (int4) id. */
export const ROW_ID_MAX = 2 ** 31 - 1;

const DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * True for a number a serial (int4) id can be: a whole number from 1 to 2^31-1. Anything else
 * cannot name a record, and must never reach a query (Postgres refuses it as out of range).
 */
export function isRowId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= ROW_ID_MAX;
}

/**
 * A serial id from a path parameter, or null when the text is not one (not digits, zero, leading
 * zeros, or beyond int4). Callers answer null with 404: such a record cannot exist.
 */
export function parseRowId(raw: string): number | null {
  if (!DIGITS.test(raw)) return null;
  const id = Number(raw);
  return isRowId(id) ? id : null;
}

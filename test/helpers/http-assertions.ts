import { expect } from 'vitest';
import type { TestResponse } from './app.js';

/**
 * Checks that an answer body is exactly {error, message, fields?} with string values, plus any of
 * `moreKeys` (fields a route documents beside them, such as a refused reply's limitType).
 */
export function expectErrorShape(
  res: Pick<TestResponse, 'headers' | 'json' | 'body'>,
  moreKeys: readonly string[] = [],
): void {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body: unknown = res.json;
  expect(body, res.body).toBeTypeOf('object');
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) expect(['error', 'message', 'fields', ...moreKeys]).toContain(key);
  expect(record.error).toMatch(/^[A-Z][A-Z_]+$/);
  expect(record.message).toBeTypeOf('string');
  expect(String(record.message).length).toBeGreaterThan(0);
  if ('fields' in record) {
    expect(record.fields).toBeTypeOf('object');
    for (const value of Object.values(record.fields as object)) expect(value).toBeTypeOf('string');
  }
}

/** Checks status, code and (when given) message of an error answer, and its shape. */
export function expectError(res: TestResponse, status: number, code: string, message?: string): void {
  expect({ status: res.status, error: res.json?.error }, res.body).toEqual({ status, error: code });
  if (message !== undefined) expect(res.json.message).toBe(message);
  expectErrorShape(res);
}

import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each(['/', '/?conversation=4&reminder=12&at=2026-11-24T17%3A00%3A00.000Z', '/reminders'])(
    'keeps a path of this site: %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    '',
    'https://elsewhere.example/',
    '//elsewhere.example/',
    '/\\elsewhere.example',
    '/ok\\..\\x',
    '/\telsewhere',
    'javascript:alert(1)',
    `/${'a'.repeat(1000)}`,
  ])('refuses anything else: %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('is what signInPath carries, once the address is read', () => {
    const back = '/?conversation=4&reminder=12&at=2026-11-24T17:00:00.000Z';
    const next = new URL(signInPath(back), 'https://voxpert.example').searchParams.get('next');
    expect(safeReturnPath(next)).toBe(back);
  });
});

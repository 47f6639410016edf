import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX, displayName } from './display-name.js';

describe('displayName', () => {
  it('keeps only the last part of a path, of any system', () => {
    expect(displayName('../../etc/passwd', 'file')).toBe('passwd');
    expect(displayName('C:\\Users\\ada\\letter.pdf', 'file')).toBe('letter.pdf');
  });

  it('removes control and direction-override characters, and leading dots', () => {
    expect(displayName('invoice\u202Efdp.exe', 'file')).toBe('invoicefdp.exe');
    expect(displayName('a\u0000b\nc.txt', 'file')).toBe('abc.txt');
    expect(displayName('...hidden', 'file')).toBe('hidden');
  });

  it('falls back when nothing is left, and shortens long names keeping the extension', () => {
    expect(displayName('../', 'file.pdf')).toBe('file.pdf');
    expect(displayName(undefined, 'file.txt')).toBe('file.txt');
    const long = displayName(`${'é'.repeat(500)}.pdf`, 'file');
    expect([...long]).toHaveLength(DISPLAY_NAME_MAX);
    expect(long.endsWith('….pdf')).toBe(true);
  });
});

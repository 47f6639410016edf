import { afterEach, describe, expect, it } from 'vitest';
import { exportFileName } from './file-name.js';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('exportFileName', () => {
  it('names the file by the local date just before and after midnight', () => {
    expect(exportFileName('txt', new Date(2026, 0, 31, 23, 59, 59))).toBe('conversation-2026-01-31.txt');
    expect(exportFileName('pdf', new Date(2026, 1, 1, 0, 0, 1))).toBe('conversation-2026-02-01.pdf');
    expect(exportFileName('html', new Date(2026, 11, 9, 12))).toBe('conversation-2026-12-09.html');
  });

  it("uses the user's day, not the UTC one, in a zone ahead of UTC", () => {
    process.env.TZ = 'Asia/Tokyo';
    // 15:30 UTC on 14 March is 00:30 on 15 March in Tokyo.
    expect(exportFileName('txt', new Date('2026-03-14T15:30:00Z'))).toBe('conversation-2026-03-15.txt');
  });

  it("uses the user's day in a zone behind UTC", () => {
    process.env.TZ = 'America/Los_Angeles';
    // 03:00 UTC on 1 July is 20:00 on 30 June in Los Angeles.
    expect(exportFileName('html', new Date('2026-07-01T03:00:00Z'))).toBe('conversation-2026-06-30.html');
  });
});

import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearStaleUploads } from './file-settings.js';

describe('clearStaleUploads', () => {
  it('deletes upload files older than an hour, keeps recent ones and anything else', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vox-temp-'));
    mkdirSync(dir, { recursive: true });
    const now = new Date();
    const old = new Date(now.getTime() - 2 * 60 * 60 * 1000);
    for (const name of ['upload-old', 'frame-old', 'upload-new', 'other-old']) {
      writeFileSync(path.join(dir, name), 'x');
      if (name.endsWith('-old')) utimesSync(path.join(dir, name), old, old);
    }
    await clearStaleUploads(dir, now);
    expect(readdirSync(dir).sort()).toEqual(['other-old', 'upload-new']);
    await clearStaleUploads(path.join(dir, 'missing'), now);
  });
});

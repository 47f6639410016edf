import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearLeftTempFiles } from './file-settings.js';

describe('clearLeftTempFiles (start-up)', () => {
  it("deletes the folders of this machine's stopped processes, keeps running ones' and recent files of others", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vox-temp-'));
    const tmp = path.join(dataDir, 'tmp');
    const host = hostname().replace(/[^\w.-]/g, '_');
    const stoppedPid = spawnSync('true').pid;
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const put = (folder: string, name: string, stale = false) => {
      mkdirSync(path.join(tmp, folder), { recursive: true });
      writeFileSync(path.join(tmp, folder, name), 'x');
      if (stale) utimesSync(path.join(tmp, folder, name), old, old);
    };
    put(`${host}-${process.pid}`, 'upload-mine'); // an earlier life of this process's id
    put(`${host}-${stoppedPid}`, 'upload-stopped');
    put(`${host}-${process.ppid}`, 'upload-running');
    put('elsewhere-42', 'upload-recent');
    put('elsewhere-42', 'upload-old', true);
    put('', 'upload-old-layout', true);
    put('', 'upload-new-layout');

    await clearLeftTempFiles(dataDir);
    const left = readdirSync(tmp, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(tmp, path.join(d.parentPath, d.name)))
      .sort();
    expect(left).toEqual(
      [`${host}-${process.ppid}/upload-running`, 'elsewhere-42/upload-recent', 'upload-new-layout'].sort(),
    );
    await clearLeftTempFiles(path.join(dataDir, 'missing'));
  });
});

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the server once if dist/ is missing, so benchmarks measure the production build. */
export function ensureBuilt(): void {
  if (existsSync(path.join(root, 'dist', 'server', 'main.js'))) return;
  const result = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'vox-bench-'));
}

export type RunningServer = { url: string; process: ChildProcess; readyMs: number; stop(): Promise<void> };

/** Starts `node dist/server/main.js` and resolves when /readyz answers 200, with the time that took. */
export async function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s');
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, process: child, readyMs, stop } satisfies RunningServer;
}

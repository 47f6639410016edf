import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
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

export type ServerProcessOptions = {
  /** 'built' (default): dist/server/main.js, what production runs. 'sources': src/server/main.ts through tsx, no build needed. */
  entry?: 'built' | 'sources';
  /** The environment the server starts from, before DATA_DIR, PORT, HOST, LOG_LEVEL and env; default: this process's. */
  baseEnv?: NodeJS.ProcessEnv;
  /** Another TypeScript server to run instead (through tsx); it must answer GET /readyz. */
  script?: string;
  /** Extra arguments for node before the entry (e.g. --cpu-prof). */
  nodeArgs?: string[];
};

/** A port that was free a moment ago (the OS picks it), for a server started in another process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server in a process of its own and resolves when /readyz answers 200, with the time that took. */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
) {
  const started = performance.now();
  const entry = options.script
    ? ['--import', 'tsx', options.script]
    : options.entry === 'sources'
      ? ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')]
      : [path.join(root, 'dist', 'server', 'main.js')];
  const args = [...(options.nodeArgs ?? []), ...entry];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...(options.baseEnv ?? process.env),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not become ready in 120 s');
    }
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  return { url, process: child, readyMs, stop } satisfies RunningServer;
}

/** User + system CPU time of a process in ms (Linux /proc, in ticks of 10 ms), or null elsewhere. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

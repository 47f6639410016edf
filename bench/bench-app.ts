// The app as `npm start` runs it, for the benchmarks: a fresh embedded database in a temporary
// directory, the given settings, listening on a free port of 127.0.0.1.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openAppDatabase } from '../src/server/startup.js';

export type BenchApp = { base: string; close(): Promise<void> };

/** `env`: settings as environment variables; `webRoot`: the built web app to serve, when a browser needs it. */
export async function startBenchApp(env: Record<string, string>, webRoot?: string): Promise<BenchApp> {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vox-bench-')), ...env });
  const database = await openAppDatabase(config);
  const app = await buildApp(webRoot ? { config, database, webRoot } : { config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    async close() {
      app.server.closeAllConnections();
      await app.close();
      await database.close();
    },
  };
}

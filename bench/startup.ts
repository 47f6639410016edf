// Start-up time to /readyz with an existing PGlite database: the first start creates and migrates it,
// the next five starts are measured. Run: npm run bench -- startup
import { ensureBuilt, startServer, tempDataDir } from '../tools/server-process.js';

export async function benchStartup(): Promise<Record<string, number>> {
  ensureBuilt();
  const dataDir = tempDataDir();
  const first = await startServer(dataDir, 5312);
  await first.stop();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const server = await startServer(dataDir, 5312);
    times.push(server.readyMs);
    await server.stop();
  }
  times.sort((a, b) => a - b);
  return {
    firstStartMs: Math.round(first.readyMs),
    existingDbMedianMs: Math.round(times[2] ?? 0),
    existingDbMinMs: Math.round(times[0] ?? 0),
    existingDbMaxMs: Math.round(times[4] ?? 0),
  };
}

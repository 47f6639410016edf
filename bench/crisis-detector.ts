// The offline crisis detector's time per message over its whole development set (every language,
// crisis and benign), each message with its language declared, after one pass that compiles the
// patterns (timed on its own). Run with `npm run bench -- crisis-detector`.
import { performance } from 'node:perf_hooks';
import { detectCrisis } from '../src/server/safety/detect-crisis.js';
import { devSet } from '../test/safety/dev-set.js';

const ROUNDS = 20;

export async function benchCrisisDetector(): Promise<Record<string, number>> {
  const messages = devSet();
  const t0 = performance.now();
  detectCrisis('first call compiles the patterns', 'en-US');
  const firstCallMs = performance.now() - t0;
  for (const m of messages) detectCrisis(m.text, m.language);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) {
    for (const m of messages) {
      const start = performance.now();
      detectCrisis(m.text, m.language);
      times.push(performance.now() - start);
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const round3 = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    messages: messages.length,
    calls: times.length,
    firstCallMs: round3(firstCallMs),
    meanMs: round3(mean),
    // CPU time (user + system) per call: on a busy machine the wall-clock tail is mostly waiting for a core.
    cpuMeanMs: round3((cpu.user + cpu.system) / 1000 / times.length),
    p50Ms: round3(at(0.5)),
    p99Ms: round3(at(0.99)),
    maxMs: round3(at(1)),
  };
}

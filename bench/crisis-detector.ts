// The offline crisis detector's time per message over its development and held-out sets (every
// language, crisis and benign), each message with its language declared, after one pass that compiles
// the patterns (timed on its own); and the classifier's own time per message on the detector's reading,
// whether or not the classifier is switched on; and the time per message with the concept layer on too,
// whether or not it is switched on. Run with `npm run bench -- crisis-detector`.
import { performance } from 'node:perf_hooks';
import { classify, loadClassifierModels } from '../src/server/safety/crisis-classifier.js';
import { classifierReading, detectCrisisAt } from '../src/server/safety/detect-crisis.js';
import { crisisPatterns } from '../src/server/safety/patterns/index.js';
import { devSet } from '../test/safety/dev-set.js';

const ROUNDS = 20;

export async function benchCrisisDetector(): Promise<Record<string, number>> {
  const messages = [...devSet(), ...devSet('held-out')];
  await loadClassifierModels();
  const t0 = performance.now();
  detectCrisisAt('first call compiles the patterns', 'en-US', 0.5);
  const firstCallMs = performance.now() - t0;
  // With the classifier asked whenever no phrase matched (threshold 0.5), the most work a message can cost.
  for (const m of messages) detectCrisisAt(m.text, m.language, 0.5);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) {
    for (const m of messages) {
      const start = performance.now();
      detectCrisisAt(m.text, m.language, 0.5);
      times.push(performance.now() - start);
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  // The classifier alone, on readings made beforehand.
  const readings = messages.map((m) => ({
    language: m.language,
    text: classifierReading(m.text, m.language),
    unspaced: !!crisisPatterns.find((p) => p.language === m.language)?.unspaced,
  }));
  const c0 = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const r of readings) classify(r.text, r.language, r.unspaced);
  }
  const classifierMeanMs = (performance.now() - c0) / (ROUNDS * readings.length);
  // The whole detector with the concept layer on.
  for (const m of messages) detectCrisisAt(m.text, m.language, 0.5, true);
  const withConcepts: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const m of messages) {
      const start = performance.now();
      detectCrisisAt(m.text, m.language, 0.5, true);
      withConcepts.push(performance.now() - start);
    }
  }
  withConcepts.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const quantile = (list: number[], q: number) =>
    list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
  const at = (q: number) => quantile(times, q);
  const average = (list: number[]) => list.reduce((sum, t) => sum + t, 0) / list.length;
  const mean = average(times);
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
    classifierMeanMs: Math.round(classifierMeanMs * 10000) / 10000,
    withConceptsMeanMs: round3(average(withConcepts)),
    withConceptsP99Ms: round3(quantile(withConcepts, 0.99)),
  };
}

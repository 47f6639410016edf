// node --import tsx scripts/train-crisis-classifier.ts [--check]: trains the crisis detector's classifier
// (src/server/safety/crisis-classifier.ts) on the development set (test/safety/dev-set), never on the
// held-out set, and writes src/server/safety/crisis-classifier-threshold.ts and
// crisis-classifier-weights.ts. Deterministic: the same set gives the same files byte for byte (a unit
// test checks the committed files are up to date). --check only says whether the committed files are
// current. Prints the cross-validated figures that set the threshold.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ConversationLanguage, conversationLanguages } from '../src/contract/languages.js';
import {
  BUCKETS,
  type ClassifierModel,
  classifierClasses,
  features,
  probabilities,
} from '../src/server/safety/crisis-classifier.js';
import { classifierReading, detectCrisisAt } from '../src/server/safety/detect-crisis.js';
import { crisisPatterns } from '../src/server/safety/patterns/index.js';
import { type DevMessage, loadDevSet } from '../test/safety/dev-set.js';

export const WEIGHTS_FILE = path.join(
  import.meta.dirname,
  '../src/server/safety/crisis-classifier-weights.ts',
);
export const THRESHOLD_FILE = path.join(
  import.meta.dirname,
  '../src/server/safety/crisis-classifier-threshold.ts',
);
/**
 * Training by stochastic gradient descent, one message at a time in an order fixed by a seeded
 * permutation (the same set gives the same weights): EPOCHS passes, the rate falling from RATE,
 * L2 weight decay on the weights a message touches.
 */
export type TrainOptions = { epochs: number; rate: number; l2: number; crisisWeight: number };
export const TRAIN: TrainOptions = { epochs: 30, rate: 0.5, l2: 1e-4, crisisWeight: 1 };
const FOLDS = 5;
/**
 * Most benign messages the classifier may turn into alarms in cross-validation: 1 in 1,000, a fifth of the
 * whole detector's budget of 1 in 200, as a classifier is least sure of what it has not seen.
 */
const MAX_FALSE_ALARM_RATE = 1 / 1000;

type Sample = { buckets: number[]; label: number };

const unspacedLanguage = (language: ConversationLanguage) =>
  !!crisisPatterns.find((p) => p.language === language)?.unspaced;

export function samples(language: ConversationLanguage, messages: DevMessage[]): Sample[] {
  const unspaced = unspacedLanguage(language);
  return messages.map((m) => ({
    buckets: features(classifierReading(m.text, language), unspaced),
    label: classifierClasses.indexOf(m.kind ?? 'benign'),
  }));
}

/** A permutation of 0..n-1 from a fixed seed (a linear congruential generator), the same every run. */
function permutation(n: number, seed: number): number[] {
  const order = [...Array(n).keys()];
  let state = seed >>> 0;
  for (let i = n - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** Softmax regression by stochastic gradient descent in a fixed order: the same data, the same weights. */
export function train(
  data: Sample[],
  options: TrainOptions = TRAIN,
): { weights: Float64Array; bias: number[] } {
  const classes = classifierClasses.length;
  const weights = new Float64Array(BUCKETS * classes);
  const bias = new Array<number>(classes).fill(0);
  const weightOf = (b: number, c: number) => weights[b * classes + c] ?? 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const rate = options.rate / (1 + epoch / 5);
    for (const i of permutation(data.length, 0x9e3779b9 + epoch)) {
      const s = data[i];
      // A message the classifier is never asked about (it denies a phrase, or its frame took back what
      // was found) has an empty reading: nothing to learn from.
      if (!s?.buckets.length) continue;
      const p = probabilities(s.buckets, weightOf, bias);
      const norm = 1 / Math.sqrt(Math.max(1, s.buckets.length));
      const weight = s.label === 0 ? 1 : options.crisisWeight;
      for (let c = 0; c < classes; c++) {
        const d = weight * ((p[c] ?? 0) - (c === s.label ? 1 : 0));
        bias[c] = (bias[c] ?? 0) - rate * d;
        for (const b of s.buckets) {
          const k = b * classes + c;
          weights[k] = (weights[k] ?? 0) - rate * (d * norm + options.l2 * (weights[k] ?? 0));
        }
      }
    }
  }
  return { weights, bias };
}

/** Int8 weights with one scale per language, as committed. */
export function quantise(trained: { weights: Float64Array; bias: number[] }): ClassifierModel {
  let max = 0;
  for (const w of trained.weights) max = Math.max(max, Math.abs(w));
  const scale = Number((max / 127).toPrecision(6)) || 1;
  const q = new Int8Array(trained.weights.length);
  for (let i = 0; i < q.length; i++)
    q[i] = Math.max(-127, Math.min(127, Math.round((trained.weights[i] ?? 0) / scale)));
  return {
    scale,
    weights: Buffer.from(q.buffer).toString('base64'),
    bias: trained.bias.map((b) => Number(b.toFixed(4))),
  };
}

/** P(crisis) of a sample under a committed-form model (its weights decoded once, as `w`). */
function crisisProbability(model: ClassifierModel, w: Int8Array, s: Sample): number {
  const classes = classifierClasses.length;
  return (
    1 - (probabilities(s.buckets, (b, c) => (w[b * classes + c] ?? 0) * model.scale, model.bias)[0] ?? 0)
  );
}

export type CrossValidation = {
  /** For each benign message the phrases let pass: its cross-validated P(crisis). */
  benign: number[];
  /** For each crisis message the phrases missed: its cross-validated P(crisis). */
  crisis: number[];
  benignTotal: number;
};

/** Five folds per language: each message scored by a model that never saw it. */
export function crossValidate(options: TrainOptions = TRAIN): CrossValidation {
  const cv: CrossValidation = { benign: [], crisis: [], benignTotal: 0 };
  for (const language of conversationLanguages) {
    const messages = loadDevSet(language);
    const data = samples(language, messages);
    for (let fold = 0; fold < FOLDS; fold++) {
      const model = quantise(
        train(
          data.filter((_, i) => i % FOLDS !== fold),
          options,
        ),
      );
      const w = new Int8Array(Buffer.from(model.weights, 'base64'));
      for (const [i, s] of data.entries()) {
        if (i % FOLDS !== fold) continue;
        const m = messages[i];
        if (!m) continue;
        if (m.kind === null) cv.benignTotal++;
        // The classifier is asked only when the phrases and the concept layer find nothing and the
        // message denies no phrase (its reading is then empty).
        if (detectCrisisAt(m.text, language, null) || !classifierReading(m.text, language)) continue;
        (m.kind === null ? cv.benign : cv.crisis).push(crisisProbability(model, w, s));
      }
    }
  }
  return cv;
}

/**
 * The lowest threshold (in steps of 0.01) at which cross-validated false alarms stay within the rate,
 * or null (the classifier off) when at that threshold it would not find more crisis messages than it
 * raises false alarms: a layer that adds alarms and no help is left out.
 */
export function chooseThreshold(cv: CrossValidation): { threshold: number | null; candidate: number } {
  const allowed = Math.floor(cv.benignTotal * MAX_FALSE_ALARM_RATE);
  let candidate = 0.99;
  for (let t = 50; t <= 99; t++) {
    if (cv.benign.filter((p) => p >= t / 100).length <= allowed) {
      candidate = t / 100;
      break;
    }
  }
  const caught = cv.crisis.filter((p) => p >= candidate).length;
  const alarms = cv.benign.filter((p) => p >= candidate).length;
  return { threshold: caught > alarms ? candidate : null, candidate };
}

export function trainAll(): {
  threshold: number | null;
  candidate: number;
  models: Record<string, ClassifierModel>;
  cv: CrossValidation;
} {
  const cv = crossValidate();
  const { threshold, candidate } = chooseThreshold(cv);
  const models: Record<string, ClassifierModel> = {};
  for (const language of conversationLanguages) {
    models[language] = quantise(train(samples(language, loadDevSet(language))));
  }
  return { threshold, candidate, models, cv };
}

const GENERATED = `// Written by scripts/train-crisis-classifier.ts from the development set (test/safety/dev-set): do not
// edit. Retrain after changing the set or the detector's reading of messages.
`;

/** The threshold, in a module of its own: read at start-up without loading the weights. */
export function thresholdFile(threshold: number | null): string {
  return `${GENERATED}
/**
 * P(crisis) from which the classifier adds a finding, chosen by cross-validation on the development set;
 * null: off, as in cross-validation it did not find more crisis messages than it raised false alarms.
 */
export const classifierThreshold: number | null = ${threshold};
`;
}

/** The weights, loaded only when the classifier is used (crisis-classifier.ts). */
export function weightsFile(models: Record<string, ClassifierModel>): string {
  const entries = Object.entries(models).map(
    ([language, m]) =>
      `  '${language}': {\n    scale: ${m.scale},\n    bias: [${m.bias.join(', ')}],\n    weights:\n      '${m.weights}',\n  },\n`,
  );
  return `${GENERATED}import type { ClassifierModel } from './crisis-classifier.js';

export const classifierModels: Partial<Record<string, ClassifierModel>> = {
${entries.join('')}};
`;
}

if (process.argv[1]?.endsWith('train-crisis-classifier.ts')) {
  const { threshold, candidate, models, cv } = trainAll();
  const files: [string, string][] = [
    [THRESHOLD_FILE, thresholdFile(threshold)],
    [WEIGHTS_FILE, weightsFile(models)],
  ];
  const current = files.every(([file, text]) => readFileSync(file, 'utf8') === text);
  const caught = cv.crisis.filter((p) => p >= candidate).length;
  const alarms = cv.benign.filter((p) => p >= candidate).length;
  console.info(
    `threshold ${candidate}: in cross-validation the classifier adds ${caught} of the ${cv.crisis.length} crisis messages the phrases and the concept layer miss, and ${alarms} false alarms in ${cv.benignTotal} benign messages; ${threshold === null ? 'so it is off' : 'so it is on'}`,
  );
  if (process.argv.includes('--check')) {
    console.info(current ? 'up to date' : 'OUT OF DATE: run scripts/train-crisis-classifier.ts');
    process.exitCode = current ? 0 : 1;
  } else {
    for (const [file, text] of files) {
      writeFileSync(file, text);
      console.info(`wrote ${file}`);
    }
  }
}

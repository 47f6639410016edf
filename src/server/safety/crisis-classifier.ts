import type { ConversationLanguage } from '../../contract/languages.js';
import { classifierThreshold } from './crisis-classifier-threshold.js';
import { type CrisisKind, crisisKinds } from './patterns/types.js';

/**
 * The learned layer beside the phrases: per language, a softmax regression over hashed character
 * n-grams of the message as the detector reads it (normalised, figures of speech blanked out). Trained
 * at build time on the development set only (scripts/train-crisis-classifier.ts); the weights are
 * committed in crisis-classifier-weights.ts, which is loaded only when the classifier is used: on start-up
 * when its threshold is set, else by `loadClassifierModels` (its weights are some 350 KB of source).
 * Pure and synchronous once loaded: a few hundred additions per message.
 */

/** The classes, in the order of the weights: benign first, then each crisis kind. */
export const classifierClasses: readonly ('benign' | CrisisKind)[] = ['benign', ...crisisKinds];
/** Hash buckets per language. */
export const BUCKETS = 4096;

export type ClassifierModel = {
  /** Weight of bucket b for class c is weights[b * classes + c] * scale. */
  scale: number;
  /** Int8 weights, base64. */
  weights: string;
  bias: number[];
};

/** FNV-1a over UTF-16 code units, 32 bits. */
function hash(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The buckets of a reading's features, each once: its character n-grams (3 to 5 letters with word
 * bounds; 1 to 3 characters in a language written without spaces), and in a spaced language its words
 * and pairs of neighbouring words too, so that a word seen in training counts whole ("live" beside
 * "alive", "no quiero" beside "quiero").
 */
export function features(reading: string, unspaced: boolean): number[] {
  const text = unspaced ? reading : ` ${reading} `;
  const [min, max] = unspaced ? [1, 3] : [3, 5];
  const buckets = new Set<number>();
  for (let n = min; n <= max; n++) {
    for (let i = 0; i + n <= text.length; i++) buckets.add(hash(text, i, i + n) % BUCKETS);
  }
  if (!unspaced) {
    const words = reading.split(' ').filter(Boolean);
    for (const [i, word] of words.entries()) {
      // A word is hashed with a mark no n-gram holds, so it lands in its own bucket.
      const unigram = `\u0001${word}`;
      buckets.add(hash(unigram, 0, unigram.length) % BUCKETS);
      const next = words[i + 1];
      if (next) {
        const bigram = `\u0002${word} ${next}`;
        buckets.add(hash(bigram, 0, bigram.length) % BUCKETS);
      }
    }
  }
  return [...buckets];
}

/** Class probabilities from the model's raw weights (floats) for a set of buckets. */
export function probabilities(
  buckets: number[],
  weightOf: (bucket: number, cls: number) => number,
  bias: number[],
): number[] {
  const classes = classifierClasses.length;
  const norm = 1 / Math.sqrt(Math.max(1, buckets.length));
  const scores = bias.slice(0, classes);
  for (const b of buckets)
    for (let c = 0; c < classes; c++) scores[c] = (scores[c] ?? 0) + weightOf(b, c) * norm;
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const sum = exps.reduce((a, e) => a + e, 0);
  return exps.map((e) => e / sum);
}

let classifierModels: Partial<Record<string, ClassifierModel>> | undefined;

/** Loads the committed weights, once. `classify` needs them. */
export async function loadClassifierModels(): Promise<void> {
  classifierModels ??= (await import('./crisis-classifier-weights.js')).classifierModels;
}

// The detector uses the classifier only when its threshold is set: only then is it loaded with this module.
if (classifierThreshold !== null) await loadClassifierModels();

const decoded = new Map<string, Int8Array>();
function weightsOf(language: ConversationLanguage, model: ClassifierModel): Int8Array {
  let w = decoded.get(language);
  if (!w) {
    const bytes = Buffer.from(model.weights, 'base64');
    w = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    decoded.set(language, w);
  }
  return w;
}

export type ClassifierFinding = { kind: CrisisKind; probability: number };

/**
 * The classifier's reading of one message in one language: the most likely crisis kind and the
 * probability of any crisis, or null for a language without a model or an empty reading. Throws
 * when the weights are not loaded.
 */
export function classify(
  reading: string,
  language: ConversationLanguage,
  unspaced: boolean,
): ClassifierFinding | null {
  if (!classifierModels)
    throw new Error('The crisis classifier is not loaded: await loadClassifierModels() first');
  const model = classifierModels[language];
  if (!model || !reading.trim()) return null;
  const w = weightsOf(language, model);
  const classes = classifierClasses.length;
  const p = probabilities(
    features(reading, unspaced),
    (b, c) => (w[b * classes + c] ?? 0) * model.scale,
    model.bias,
  );
  let best = 1;
  for (let c = 2; c < classes; c++) if ((p[c] ?? 0) > (p[best] ?? 0)) best = c;
  const kind = classifierClasses[best];
  if (!kind || kind === 'benign') return null;
  return { kind, probability: 1 - (p[0] ?? 0) };
}

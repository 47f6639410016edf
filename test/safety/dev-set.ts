import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ConversationLanguage, conversationLanguages } from '../../src/contract/languages.js';
import { classifierThreshold } from '../../src/server/safety/crisis-classifier-threshold.js';
import {
  type CrisisKind,
  crisisKinds,
  detectByPhrases,
  detectCrisis,
  detectCrisisAt,
} from '../../src/server/safety/detect-crisis.js';

/**
 * The crisis detector's development set: for each conversation language, crisis messages by kind and
 * benign ones (figures of speech that sound dark, and everyday messages, some sad or medical but safe),
 * written by hand in the way people speak, before the detector's phrases were.
 */
export type DevMessage = {
  language: ConversationLanguage;
  text: string;
  kind: CrisisKind | null;
  /** For benign messages: 'idiom' (a dark figure of speech) or 'everyday'. */
  group: 'idiom' | 'everyday' | null;
};

type DevFile = {
  language: ConversationLanguage;
  crisis: Record<CrisisKind, string[]>;
  benign: { idiom: string[]; everyday: string[] };
};

/**
 * `dev-set`: the development set, which the phrases were written against and the classifier is trained
 * on. `held-out`: messages written before the detector's last changes and never used to tune it or to
 * train it; only measured on. `unseen`: a smaller second held-out set, written after the phrase work and
 * first run for the final measurement. `fresh`: as small, written before the concept layer and measured
 * once after it. `blind`: written before the detector's second generalisation and measured before and after
 * it; tuned on in the third. `blind2`: written before the third round, measured before and after it, tuned
 * on in the fourth. `blind3`: written before the fourth round and measured once, at its end; not tuned
 * on since, but read in the fifth round's figures. `blind4`: written and committed before the fifth
 * round, measured once before it and once at its end. `blind5`: the same for the sixth round (docs/SAFETY.md
 * says what each is worth).
 */
export type SetName =
  | 'dev-set'
  | 'held-out'
  | 'unseen'
  | 'fresh'
  | 'blind'
  | 'blind2'
  | 'blind3'
  | 'blind4'
  | 'blind5';
export const setNames: SetName[] = [
  'dev-set',
  'held-out',
  'unseen',
  'fresh',
  'blind',
  'blind2',
  'blind3',
  'blind4',
  'blind5',
];

export function loadDevSet(language: ConversationLanguage, set: SetName = 'dev-set'): DevMessage[] {
  const file = JSON.parse(
    readFileSync(path.join(import.meta.dirname, set, `${language}.json`), 'utf8'),
  ) as DevFile;
  return [
    ...crisisKinds.flatMap((kind) =>
      (file.crisis[kind] ?? []).map((text) => ({ language, text, kind, group: null })),
    ),
    ...(['idiom', 'everyday'] as const).flatMap((group) =>
      file.benign[group].map((text) => ({ language, text, kind: null, group })),
    ),
  ];
}

export const devSet = (set: SetName = 'dev-set'): DevMessage[] =>
  conversationLanguages.flatMap((language) => loadDevSet(language, set));

/**
 * What is measured: the detector as it runs (`all`), its phrases alone, or the detector with the
 * concept layer on (`concepts`) or off (`no-concepts`) whatever its switch says.
 */
export type Layer = 'all' | 'phrases' | 'concepts' | 'no-concepts';
const detectors: Record<Layer, (text: string, language: string) => ReturnType<typeof detectCrisis>> = {
  all: detectCrisis,
  phrases: detectByPhrases,
  concepts: (text, language) => detectCrisisAt(text, language, classifierThreshold, true),
  'no-concepts': (text, language) => detectCrisisAt(text, language, classifierThreshold, false),
};

export type LanguageScore = {
  language: ConversationLanguage;
  /**
   * Per kind: messages of that kind, how many were found with that kind among the kinds found, and how
   * many messages of any kind or none were found with it (for precision).
   */
  byKind: Record<CrisisKind, { total: number; caught: number; flagged: number }>;
  crisis: { total: number; caught: number; detected: number };
  benign: { total: number; falseAlarms: number; idiomFalseAlarms: number };
  missed: DevMessage[];
  falseAlarms: DevMessage[];
};

/**
 * Runs the detector over one language's set, each message with its language declared: the whole
 * detector, or its phrases alone (`phrases`), without the classifier.
 */
export function scoreLanguage(
  language: ConversationLanguage,
  set: SetName = 'dev-set',
  layer: Layer = 'all',
): LanguageScore {
  const detect = detectors[layer];
  const byKind = Object.fromEntries(
    crisisKinds.map((k) => [k, { total: 0, caught: 0, flagged: 0 }]),
  ) as LanguageScore['byKind'];
  const score: LanguageScore = {
    language,
    byKind,
    crisis: { total: 0, caught: 0, detected: 0 },
    benign: { total: 0, falseAlarms: 0, idiomFalseAlarms: 0 },
    missed: [],
    falseAlarms: [],
  };
  for (const message of loadDevSet(language, set)) {
    const found = detect(message.text, language);
    for (const k of found?.kinds ?? []) byKind[k].flagged++;
    if (message.kind) {
      const kind = byKind[message.kind];
      kind.total++;
      score.crisis.total++;
      if (found) score.crisis.detected++;
      if (found?.kinds.includes(message.kind)) {
        kind.caught++;
        score.crisis.caught++;
      } else score.missed.push(message);
    } else {
      score.benign.total++;
      if (found) {
        score.benign.falseAlarms++;
        if (message.group === 'idiom') score.benign.idiomFalseAlarms++;
        score.falseAlarms.push(message);
      }
    }
  }
  return score;
}

// node --import tsx scripts/safety-report.ts [--verbose] [--held-out] [--no-dev] [--set=<name>]
// [--phrases | --concepts | --no-concepts]: the crisis detector's recall and precision on its development
// set (test/safety/dev-set), its held-out set (test/safety/held-out) and its two later held-out sets
// (test/safety/unseen, test/safety/fresh), per language and per kind, as Markdown tables for
// docs/SAFETY.md. --phrases measures the phrases alone; --concepts and --no-concepts the detector with
// the concept layer on or off, whatever its switch says; --held-out only the held-out set; --no-dev every
// set but the development set; --set=<name> one set; --verbose also lists each missed message and each
// false alarm (never tune the detector on the held-out sets' lists).
import { conversationLanguages } from '../src/contract/languages.js';
import { crisisKinds } from '../src/server/safety/detect-crisis.js';
import {
  type LanguageScore,
  type Layer,
  type SetName,
  scoreLanguage,
  setNames,
} from '../test/safety/dev-set.js';

const verbose = process.argv.includes('--verbose');
const heldOutOnly = process.argv.includes('--held-out');
const skipDev = heldOutOnly || process.argv.includes('--no-dev');
const layerFlags: [string, Layer][] = [
  ['--phrases', 'phrases'],
  ['--concepts', 'concepts'],
  ['--no-concepts', 'no-concepts'],
];
const layer: Layer = layerFlags.find(([flag]) => process.argv.includes(flag))?.[1] ?? 'all';
const onlySet = process.argv.find((a) => a.startsWith('--set='))?.slice('--set='.length);
const pct = (n: number, d: number) => (d ? `${Math.round((100 * n) / d)}%` : '-');
const row = (cells: (string | number)[]) => console.info(`| ${cells.join(' | ')} |`);

for (const set of setNames) {
  if (heldOutOnly && set !== 'held-out') continue;
  if (skipDev && set === 'dev-set') continue;
  if (onlySet && set !== onlySet) continue;
  console.info(`\n### ${set}${layer === 'all' ? '' : `, ${layer}`}\n`);
  report(set);
}

function report(set: SetName) {
  const scores = conversationLanguages.map((language) => scoreLanguage(language, set, layer));
  const header = ['language', ...crisisKinds, 'recall', 'precision', 'false alarms (idioms)'];
  row(header);
  row(header.map(() => '---'));
  for (const s of scores) languageRow(s.language, [s]);
  languageRow('all', scores);

  console.info('');
  row(['kind', 'caught', 'recall', 'flagged', 'precision']);
  row(['---', '---', '---', '---', '---']);
  for (const k of crisisKinds) {
    const caught = scores.reduce((n, s) => n + s.byKind[k].caught, 0);
    const total = scores.reduce((n, s) => n + s.byKind[k].total, 0);
    const flagged = scores.reduce((n, s) => n + s.byKind[k].flagged, 0);
    row([
      k,
      `${caught}/${total}`,
      pct(caught, total),
      flagged,
      `${caught}/${flagged} (${pct(caught, flagged)})`,
    ]);
  }
  if (verbose) {
    for (const s of scores) {
      for (const m of s.missed) console.info(`missed ${s.language} ${m.kind}: ${m.text}`);
      for (const m of s.falseAlarms) console.info(`false alarm ${s.language} ${m.group}: ${m.text}`);
    }
  }
}

/** One row: per kind caught, recall, precision (crisis messages flagged among all flagged), false alarms. */
function languageRow(label: string, scores: LanguageScore[]) {
  const sum = (f: (s: LanguageScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const kinds = crisisKinds.map((k) => `${sum((s) => s.byKind[k].caught)}/${sum((s) => s.byKind[k].total)}`);
  const caught = sum((s) => s.crisis.caught);
  const total = sum((s) => s.crisis.total);
  const detected = sum((s) => s.crisis.detected);
  const alarms = sum((s) => s.benign.falseAlarms);
  row([
    label,
    ...kinds,
    `${caught}/${total} (${pct(caught, total)})`,
    `${detected}/${detected + alarms} (${pct(detected, detected + alarms)})`,
    `${alarms}/${sum((s) => s.benign.total)} (${sum((s) => s.benign.idiomFalseAlarms)})`,
  ]);
}

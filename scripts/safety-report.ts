// node --import tsx scripts/safety-report.ts [--verbose]: the crisis detector's recall and false alarms on
// its development set (test/safety/dev-set), per language and kind, as a Markdown table for docs/SAFETY.md.
// --verbose also lists each missed message and each false alarm.
import { conversationLanguages } from '../src/contract/languages.js';
import { crisisKinds } from '../src/server/safety/detect-crisis.js';
import { type SetName, scoreLanguage, setNames } from '../test/safety/dev-set.js';

const verbose = process.argv.includes('--verbose');
const heldOutOnly = process.argv.includes('--held-out');
for (const set of setNames) {
  if (heldOutOnly && set !== 'held-out') continue;
  console.info(`\n### ${set}\n`);
  report(set);
}

function report(set: SetName) {
  const scores = conversationLanguages.map((language) => scoreLanguage(language, set));
  const pct = (n: number, d: number) => (d ? `${Math.round((100 * n) / d)}%` : '-');

  const header = ['language', ...crisisKinds, 'recall', 'false alarms (idioms)'];
  console.info(`| ${header.join(' | ')} |`);
  console.info(`| ${header.map(() => '---').join(' | ')} |`);
  const totals = { caught: 0, crisis: 0, falseAlarms: 0, idiom: 0, benign: 0 };
  for (const s of scores) {
    const kinds = crisisKinds.map((k) => `${s.byKind[k].caught}/${s.byKind[k].total}`);
    const recall = `${s.crisis.caught}/${s.crisis.total} (${pct(s.crisis.caught, s.crisis.total)})`;
    const alarms = `${s.benign.falseAlarms}/${s.benign.total} (${s.benign.idiomFalseAlarms})`;
    console.info(`| ${[s.language, ...kinds, recall, alarms].join(' | ')} |`);
    totals.caught += s.crisis.caught;
    totals.crisis += s.crisis.total;
    totals.falseAlarms += s.benign.falseAlarms;
    totals.idiom += s.benign.idiomFalseAlarms;
    totals.benign += s.benign.total;
  }
  const kindTotals = crisisKinds.map((k) => {
    const caught = scores.reduce((n, s) => n + s.byKind[k].caught, 0);
    const total = scores.reduce((n, s) => n + s.byKind[k].total, 0);
    return `${caught}/${total}`;
  });
  console.info(
    `| all | ${kindTotals.join(' | ')} | ${totals.caught}/${totals.crisis} (${pct(totals.caught, totals.crisis)}) | ${totals.falseAlarms}/${totals.benign} (${totals.idiom}) |`,
  );
  if (verbose) {
    for (const s of scores) {
      for (const m of s.missed) console.info(`missed ${s.language} ${m.kind}: ${m.text}`);
      for (const m of s.falseAlarms) console.info(`false alarm ${s.language} ${m.group}: ${m.text}`);
    }
  }
}

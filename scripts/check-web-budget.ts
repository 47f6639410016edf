// Part of npm test: the initial JavaScript of / and /auth must stay within the budget (BUDGET_KB, gzip).
// Sizes are read from the build output, so the check is exact and does not depend on timing.
// It also checks that the code meant to load after the first paint (the dropdown menus, the
// home page's tutorial and welcome popup) has stayed out, and asks the real static-file server for
// each first-load file as a browser would: what it sends is reported, and a file over 1 KB sent
// uncompressed fails the check, and so does one of its scripts without the compile hint.
import { BUDGET_KB, initialJsKb, loadedTooSoon, wireBytes, withoutCompileHint } from '../tools/web-bundle.js';

const sizes = initialJsKb();
const checked = ['/', '/auth'] as const;
const over = checked.filter((route) => (sizes[route] ?? 0) > BUDGET_KB);
console.info(
  `initial JS (gzip): ${checked.map((r) => `${r} ${sizes[r]} KB`).join(', ')}; budget ${BUDGET_KB} KB`,
);
const wire = await wireBytes([...checked, '/pricing']);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.info(
  `sent for a first visit (br): ${Object.entries(wire)
    .map(([r, w]) => `${r} ${kb(w.total)} (JS ${kb(w.js)}; ${kb(w.raw)} uncompressed)`)
    .join(', ')}`,
);
const uncompressed = Object.entries(wire).flatMap(([r, w]) => w.uncompressed.map((u) => `${r}: ${u}`));
const tooSoon = loadedTooSoon([...checked]);
const unhinted = withoutCompileHint([...checked, '/pricing']);
if (unhinted.length) console.error(`first-load scripts without the compile hint: ${unhinted.join(', ')}`);
if (over.length) console.error(`over budget: ${over.join(', ')}`);
if (tooSoon.length) console.error(`meant to load after the first paint: ${tooSoon.join('; ')}`);
if (uncompressed.length) console.error(`sent uncompressed: ${uncompressed.join('; ')}`);
if (over.length || tooSoon.length || uncompressed.length || unhinted.length) process.exit(1);

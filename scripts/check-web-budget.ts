// Part of npm test: the initial JavaScript of / and /auth must stay within the budget (BUDGET_KB, gzip).
// Sizes are read from the build output, so the check is exact and does not depend on timing.
// It also checks that the code meant to load after the first paint (the dropdown menus, the
// home page's tutorial and welcome popup) has stayed out.
import { BUDGET_KB, initialJsKb, loadedTooSoon } from '../bench/web-bundle.js';

const sizes = initialJsKb();
const checked = ['/', '/auth'] as const;
const over = checked.filter((route) => (sizes[route] ?? 0) > BUDGET_KB);
console.info(
  `initial JS (gzip): ${checked.map((r) => `${r} ${sizes[r]} KB`).join(', ')}; budget ${BUDGET_KB} KB`,
);
const tooSoon = loadedTooSoon([...checked]);
if (over.length) console.error(`over budget: ${over.join(', ')}`);
if (tooSoon.length) console.error(`meant to load after the first paint: ${tooSoon.join('; ')}`);
if (over.length || tooSoon.length) process.exit(1);

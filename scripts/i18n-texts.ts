// Lists a folder's texts for translating: those already given to the translator (as a JSON array,
// ready for a catalog) and those still written straight into the page.
// Usage: npx tsx scripts/i18n-texts.ts src/web/<folder>
import { readSourceTexts, sourceFiles } from './i18n-source-texts.js';

const dir = process.argv[2] ?? 'src/web';
const keys = new Set<string>();
const untranslated: string[] = [];
for (const file of sourceFiles(dir)) {
  const texts = readSourceTexts(file);
  for (const key of texts.keys) keys.add(key.text);
  for (const u of texts.untranslated) untranslated.push(`${u.file}:${u.line} ${u.text}`);
}
console.info(JSON.stringify([...keys], null, 2));
if (untranslated.length) console.info(`\nnot yet translated:\n${untranslated.join('\n')}`);

// Initial JavaScript per route (gzip) and what a first visit sends over the wire (tools/web-bundle.ts
// measures both), as benchmark figures.
// Run: npm run build && npm run bench -- web-bundle
import { BUDGET_KB, initialJsKb, wireBytes } from '../tools/web-bundle.js';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function benchWebBundle(): Promise<Record<string, number>> {
  const sizes = initialJsKb();
  const over = Object.entries(sizes).filter(
    ([route, kb]) => (route === '/' || route === '/auth') && kb > BUDGET_KB,
  );
  if (over.length)
    console.error(`over the ${BUDGET_KB} KB budget: ${over.map(([r, kb]) => `${r} ${kb} KB`).join(', ')}`);
  const figures: Record<string, number> = Object.fromEntries(
    Object.entries(sizes).map(([route, size]) => [`${route} JS KB gzip`, size]),
  );
  for (const [route, wire] of Object.entries(await wireBytes())) {
    figures[`${route} JS KB sent`] = kb(wire.js);
    figures[`${route} first load KB sent`] = kb(wire.total);
    figures[`${route} first load KB uncompressed`] = kb(wire.raw);
    if (wire.uncompressed.length)
      console.error(`${route}: sent uncompressed: ${wire.uncompressed.join(', ')}`);
  }
  return figures;
}

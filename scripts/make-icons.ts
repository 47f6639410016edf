// Draws the app's larger PNG icons from public/favicon.svg (the microphone on the brand's indigo
// circle) with sharp: the manifest's 512 px icon, the maskable one (the symbol inside the middle 80%
// safe zone of a square filled with the brand colour, so a launcher may cut any shape from it) and the
// 180 px apple-touch-icon (opaque: iOS puts a transparent icon on black). icon-48 and icon-192 were
// drawn from the same file. The PNGs are committed; run this again after changing the favicon:
//   node --import tsx scripts/make-icons.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve('public');
/** The favicon's circle (indigo-600), and the page background (the surface-muted token, slate-50). */
const BRAND = '#4f46e5';
const BACKGROUND = '#f8fafc';

const svg = readFileSync(path.join(PUBLIC, 'favicon.svg'));
const drawn = (size: number) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

/** The symbol alone, white on the brand colour, filling `inner` of `size`. */
async function maskable(size: number, inner: number): Promise<Buffer> {
  const symbol = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8').replace(/<circle[^>]*\/>/, '');
  const art = await sharp(Buffer.from(symbol), { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: art, left: offset, top: offset }])
    .png()
    .toBuffer();
}

async function opaque(size: number): Promise<Buffer> {
  const art = await drawn(Math.round(size * 0.9)).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: art, gravity: 'centre' }])
    .flatten({ background: BACKGROUND })
    .png()
    .toBuffer();
}

await drawn(512).toFile(path.join(PUBLIC, 'icon-512.png'));
await sharp(await maskable(512, 320)).toFile(path.join(PUBLIC, 'icon-maskable-512.png'));
await sharp(await opaque(180)).toFile(path.join(PUBLIC, 'apple-touch-icon.png'));
console.info('icons written to public/');

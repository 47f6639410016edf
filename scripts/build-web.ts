// Builds the web app into WEB_OUT_DIR (default dist/web): the client bundle (Vite), then the
// compressed copies of its files. npm run build runs it after the server's tsc.
import path from 'node:path';
import { build } from 'vite';
import { compressWebRoot } from './compress-web.js';

const outDir = path.resolve(process.env.WEB_OUT_DIR ?? 'dist/web');
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({ logLevel, build: { outDir } });
const t = compressWebRoot(outDir);
console.info(
  `compressed ${t.files} files: ${Math.round(t.bytes / 1024)} KB -> ${Math.round(t.brotli / 1024)} KB brotli`,
);

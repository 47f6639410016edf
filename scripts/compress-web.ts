// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app, at
// the highest quality (done once per build, so the time it takes costs no visitor anything). The server
// sends the copy the browser accepts (@fastify/static's preCompressed). A copy that is not smaller
// than the file is not written, and neither are copies of files under MIN_BYTES. The voice-activity
// detector's WebAssembly and model (BINARY, 16 MB) get a gzip copy only: brotli at its highest quality
// takes minutes on them, gzip seconds (the WebAssembly goes from 14 MB to 3.7 MB).
// Run: node --import tsx scripts/compress-web.ts [web dir]   (npm run build does it)
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
export const BINARY = /\.(?:wasm|onnx)$/;
export const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses the files of `dir`; answers how many text files got copies and their bytes before and after (brotli). */
export function compressWebRoot(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const file of files(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) {
      unlinkSync(file); // a copy left from an earlier build of the same folder
      continue;
    }
    if (BINARY.test(file)) {
      const raw = readFileSync(file);
      const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      continue;
    }
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.bytes += raw.length;
    totals.brotli += Math.min(br.length, raw.length);
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? process.env.WEB_OUT_DIR ?? 'dist/web');
  const t = compressWebRoot(dir);
  console.info(
    `compressed ${t.files} files in ${path.relative(process.cwd(), dir) || '.'}: ${Math.round(t.bytes / 1024)} KB -> ${Math.round(t.brotli / 1024)} KB brotli`,
  );
}

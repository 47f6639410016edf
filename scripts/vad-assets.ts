// The voice-activity detector's files (Silero VAD's model and its audio worklet from @ricky0123/vad-web,
// onnxruntime-web's WebAssembly) are served by our own server, never fetched from a CDN: the build
// writes them under /assets/vad-<hash>/ with the names the libraries ask for (the folder's hash is
// their content's, so the immutable cache of /assets/ is safe), and `npm run dev` serves the same
// address from node_modules. The app reads the address from VAD_ASSET_BASE (a build-time constant).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Each file the detector loads at run time: the name it asks for, and where it is in node_modules. */
function vadFiles(): { name: string; file: string }[] {
  const vad = path.dirname(require.resolve('@ricky0123/vad-web/package.json'));
  return [
    { name: 'vad.worklet.bundle.min.js', file: path.join(vad, 'dist', 'vad.worklet.bundle.min.js') },
    { name: 'silero_vad_v5.onnx', file: path.join(vad, 'dist', 'silero_vad_v5.onnx') },
    // onnxruntime-web exports these two files by name (its package.json is not exported).
    {
      name: 'ort-wasm-simd-threaded.wasm',
      file: require.resolve('onnxruntime-web/ort-wasm-simd-threaded.wasm'),
    },
    {
      name: 'ort-wasm-simd-threaded.mjs',
      file: require.resolve('onnxruntime-web/ort-wasm-simd-threaded.mjs'),
    },
  ];
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.onnx': 'application/octet-stream',
};

export function vadAssets(): Plugin {
  const files = vadFiles().map((f) => ({ ...f, source: readFileSync(f.file) }));
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.name).update(f.source);
  const folder = `assets/vad-${hash.digest('hex').slice(0, 10)}`;
  return {
    name: 'voxpert-vad-assets',
    config: () => ({ define: { VAD_ASSET_BASE: JSON.stringify(`/${folder}/`) } }),
    generateBundle() {
      for (const f of files)
        this.emitFile({ type: 'asset', fileName: `${folder}/${f.name}`, source: f.source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(folder.length + 2);
        const found = req.url?.startsWith(`/${folder}/`) && files.find((f) => f.name === name);
        if (!found) return next();
        res.setHeader('content-type', contentTypes[path.extname(found.name)] ?? 'application/octet-stream');
        res.end(found.source);
      });
    },
  };
}

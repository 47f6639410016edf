import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nPrecompile } from './scripts/i18n-precompile.js';
import { vadAssets } from './scripts/vad-assets.js';

const apiPort = Number(process.env.API_PORT ?? 5001);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [i18nPrecompile(), react(), tailwindcss(), vadAssets()],
  // WEB_OUT_DIR lets several builds (and browser-test runs) live side by side; the default is dist/web.
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Vite warns of any chunk over this (kB). The one chunk over 500 is fontkit's single module (below);
    // scripts/build-web.ts fails the build on any warning, and on any other chunk over 500 kB made of
    // more than one module.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Not a warning about the code: how long plugins took, which a busy machine makes long (and the
      // build would fail on it, as on any warning).
      checks: { bundlerTimings: false },
      output: {
        // TanStack Query is needed by the first page and by most lazy ones. Left to itself the bundler
        // moves it between the entry and ad-hoc shared chunks as lazy pages come and go (each move cost
        // the first load about 1 KB); its own chunk keeps the first load stable and caches on its own.
        codeSplitting: {
          // Only Query (and its core): TanStack Table is the admin console's and stays in its chunk.
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
            // The API client (with the translator its errors speak in) and the route tables that the
            // first page and lazy pages both call. Left to itself the bundler gives each of these small
            // modules a chunk of its own, each a request and some hundred bytes of the first load; this
            // one chunk is about 2 KB less. A table only the first page calls goes with its caller, and
            // one it does not call (the staff console's) stays out of the first load (decision 0029).
            {
              name: 'api-client',
              test: /src[\\/](web[\\/]lib[\\/](api|api-client|speech-api)|contract[\\/]paths[\\/](chat|speech|support))\.ts$/,
              // Only these modules: what they import stays where it was. Taken with its dependencies, the
              // group also took Vite's preload helper, which the entry script uses, and the entry then
              // fetched this chunk before the first paint.
              includeDependenciesRecursively: false,
            },
            // The PDF export (loaded only when a transcript is saved as PDF) is pdf-lib and fontkit,
            // together over 1 MB minified: two chunks, loaded in parallel. fontkit (the fonts' parsing,
            // shaping and subsetting) is one module of about 700 kB that no bundler can split; pdf-lib's
            // group comes first (priority) so pako, which both use, goes with pdf-lib.
            { name: 'fontkit', test: /node_modules[\\/]@pdf-lib[\\/]fontkit[\\/]/ },
            {
              name: 'pdf-lib',
              test: /node_modules[\\/](pdf-lib|@pdf-lib[\\/](standard-fonts|upng)|pako)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    strictPort: true,
    // `npm run dev`: the API runs beside Vite and is reached through these paths.
    // The Host header is kept, so the API's same-origin check sees the page's own origin.
    proxy: Object.fromEntries(
      ['/api', '/healthz', '/readyz'].map((p) => [p, { target: api, changeOrigin: false }]),
    ),
  },
});

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
    rolldownOptions: {
      output: {
        // TanStack Query is needed by the first page and by most lazy ones. Left to itself the bundler
        // moves it between the entry and ad-hoc shared chunks as lazy pages come and go (each move cost
        // the first load about 1 KB); its own chunk keeps the first load stable and caches on its own.
        codeSplitting: {
          // Only Query (and its core): TanStack Table is the admin console's and stays in its chunk.
          groups: [{ name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ }],
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

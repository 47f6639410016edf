import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 5001);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 5000),
    strictPort: true,
    // `npm run dev`: the API runs beside Vite and is reached through these paths.
    proxy: { '/api': api, '/healthz': api, '/readyz': api },
  },
});

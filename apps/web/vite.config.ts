import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@sp/contracts': new URL('../../packages/contracts/src/index.ts', import.meta.url).pathname },
  },
  server: {
    port: 5173,
    // The API and the token endpoint live on the server; the browser sees one origin, as in production.
    proxy: Object.fromEntries(
      ['/api', '/connect', '/.well-known', '/swagger'].map((p) => [p, { target: api, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // React in a chunk of its own: left to itself, the bundler merges it with whatever lazy
        // page code shares its importers (the settings panel's colour picker ended up on /login).
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphql-documents';
import { precompress } from './build/precompress';

const API = process.env.API_URL ?? 'http://localhost:4000';
const SRC = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  // Build only: graphql() calls become imports of their documents; dist gets .br/.gz next to each file.
  plugins: [graphqlDocuments(SRC), react(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/graphql': { target: API, changeOrigin: true, ws: true },
      '/api': { target: API, changeOrigin: true },
      '/healthz': { target: API },
      '/readyz': { target: API },
    },
  },
  optimizeDeps: {
    // Its `?worker` imports cannot be pre-bundled: Vite serves it (and the Monaco workers) as is.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The manifest lets scripts/bundle-size.mjs measure the JavaScript loaded for "/".
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});

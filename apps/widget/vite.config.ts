import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip files beside every asset, written once at build time: the server sends them
    // as they are (@fastify/static preCompressed) instead of compressing on every request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      exclude: [/\.map$/, /\.(png|jpe?g|webp|avif|woff2?)$/, /manifest\.json$/],
      threshold: 256,
      skipIfLargerOrEqual: true,
    }),
  ],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: `npm run bench` sums the exchange route's first-load JavaScript from it.
    manifest: true,
    rollupOptions: {
      output: {
        // Everything the entry loads statically is needed before the first screen anyway: one
        // file for it all compresses better than the entry plus the chunks it shares with the
        // lazy features (those then import it from this file).
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
      // Our workspace packages are pure functions and schemas: what the widget does not use of
      // them (address checksums, decimal maths) stays out of its bundle.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contracts|rules)[\\/]src[\\/]/.test(id) },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  test: {
    name: 'widget',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});

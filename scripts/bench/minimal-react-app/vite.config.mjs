import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Built as the widget is (apps/widget/vite.config.ts): React plugin, brotli and gzip files written
// beside every asset with the same options.
export default defineConfig({
  plugins: [
    react(),
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      exclude: [/\.map$/, /\.(png|jpe?g|webp|avif|woff2?)$/, /^\.vite[\\/]/, /manifest\.json$/],
      threshold: 256,
      skipIfLargerOrEqual: true,
    }),
  ],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
});

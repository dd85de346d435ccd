import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { entryCompileHint } from './build/compile-hint.js';
import { earlyStart } from './build/early-start.js';
import { firstScreen } from './build/first-screen.js';

// What main.tsx imports right after the first paint (the popup must show offline, and so must the
// error screen), beside the idle prefetch's code, with the modal hook the popup uses.
const AFTER_FIRST_PAINT = /[\\/]src[\\/](ui[\\/](popup-dialog|focus-keeper|use-modal)|app[\\/](idle-prefetch|shell[\\/]error-screen))\.tsx?$/;

// The exchange is in the entry's file (app/router.tsx imports it); the wallet's chunks (and zod)
// are fetched when idle.
const exchangeFirst = firstScreen({
  firstRoute: /[\\/]features[\\/]exchange[\\/]routes\.ts$/,
  idleRoutes: /[\\/]features[\\/]wallet[\\/]routes\.ts$/,
  firstPaint: AFTER_FIRST_PAINT,
  firstTexts: /[\\/]src[\\/]i18n[\\/]locales[\\/]en\.po$/,
});

export default defineConfig({
  plugins: [
    react(),
    // `.po` catalogues compile to message modules at build (and test) time; a text missing in a
    // language or a message that does not compile fails the build (src/i18n/README.md).
    lingui({ cwd: import.meta.dirname, failOnMissing: true, failOnCompileError: true }),
    exchangeFirst,
    // The start-up calls leave from index.html, while the code above downloads.
    earlyStart('../src/app/startup/early-start.ts', {
      coreTexts: /[\\/]src[\\/]i18n[\\/]locales[\\/](\w+)\.po$/,
      hostLink: /[\\/]src[\\/]app[\\/](host-link\.ts|shell[\\/]host-page-shell\.tsx)$/,
    }),
    // The entry's functions compiled while it downloads (build/compile-hint.ts); before the
    // compression below, which must compress the hinted entry.
    entryCompileHint(),
    // Brotli and gzip files beside every asset, written once at build time: the server sends them
    // as they are (@fastify/static preCompressed) instead of compressing on every request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      exclude: [/\.map$/, /\.(png|jpe?g|webp|avif|woff2?)$/, /^\.vite[\\/]/, /manifest\.json$/],
      threshold: 256,
      skipIfLargerOrEqual: true,
    }),
  ],
  base: '/',
  css: {
    modules: {
      // A class is its local name and its file's hash ('_amountInput_k3x9f'). Vite's default also
      // appends the rule's line number, which costs the first load about 300 bytes brotli in the
      // class maps the JavaScript carries, and names nothing a class name needs.
      generateScopedName: (name: string, filename: string) =>
        `_${name}_${parseInt(createHash('sha256').update(path.relative(import.meta.dirname, filename)).digest('hex').slice(0, 8), 16).toString(36).slice(0, 5)}`,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the widget supports knows modulepreload: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Everything the entry loads statically is needed before the first screen anyway: one
        // file for it all compresses better than the entry plus the chunks it shares with the
        // lazy features (those then import it from this file). The exchange, the first screen,
        // is among it (app/router.tsx): it had a file of its own beside the entry, preloaded, but
        // every other screen loaded that file too (the header, the footer, the icons live there),
        // and one brotli stream for both is 1.9 kB smaller than two (issue 17's budget).
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            // The UI kit's layout pieces, shared by most lazy screens: one file (and one style sheet)
            // each screen preloads, not five.
            { name: 'kit', test: /[\\/]src[\\/]ui[\\/](page|section|text|detail-rows|status-panel)\b/ },
            // What index.html preloads for right after the first paint: one file and one style sheet,
            // not five and two. Each request on an HTTP/1.1 connection of a slow network holds up the
            // ones the first screen waits for (issue 17, Lighthouse mobile with applied throttling,
            // median of 4: LCP 2.64 -> 2.19 s; the simulation cannot tell them apart).
            { name: 'after-first-paint', test: AFTER_FIRST_PAINT },
          ],
        },
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
    // Which files run, and how (shared or fresh module graphs), is the root vitest.config.ts's two widget projects.
    setupFiles: ['src/test/setup.ts'],
  },
});

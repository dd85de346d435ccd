import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers above about 1 kB (brotli, else gzip, by the request's Accept-Encoding, with
 * Vary: Accept-Encoding). The widget's built files come precompressed (widget-static.ts), so
 * this works only on API answers and pages made per request. Registered before the routes: the
 * plugin attaches itself to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4 (the library's default, said explicitly): per-request brotli at 11 costs
    // milliseconds of CPU for a few per cent of size.
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
}

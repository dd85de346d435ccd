import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one call, at QUICK_BROTLI_QUALITY; larger ones are
 * streamed at BROTLI_QUALITY. Said explicitly: the library's default depends on the core count
 * (4 kB on four cores, 8 kB on two).
 */
export const QUICK_COMPRESSION_MAX_BYTES = 8_192;

/** Larger answers (an order list, say): the library's default quality, said explicitly. */
export const BROTLI_QUALITY = 4;

/**
 * Answers of a few kB, the quotes every typed amount asks for among them: brotli's quickest
 * quality. A browser's new-amount quote (1.2 kB) cost 252.5 µs of CPU at quality 4 and 217.5 µs
 * at quality 1 (issue 17: two builds side by side under Chromium's Accept-Encoding, median of 9
 * rounds); quality 1 writes 742 bytes where 4 writes 712. Reference answers of 2-8 kB grow by
 * about a fifth (countries 422 -> 522 bytes), some 100-170 bytes on the wire.
 */
export const QUICK_BROTLI_QUALITY = 1;

const brotliParams = (quality: number) => ({
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
});

/**
 * node:zlib for @fastify/compress, whose one-call brotli (the answers up to
 * QUICK_COMPRESSION_MAX_BYTES) runs at QUICK_BROTLI_QUALITY; its streams keep the options the
 * plugin gives them (BROTLI_QUALITY).
 */
const quickSmallAnswers = {
  ...zlib,
  brotliCompressSync: (buffer: zlib.InputType, options?: zlib.BrotliOptions) =>
    zlib.brotliCompressSync(buffer, { ...options, params: { ...options?.params, ...brotliParams(QUICK_BROTLI_QUALITY) } }),
};

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
    syncThreshold: QUICK_COMPRESSION_MAX_BYTES,
    zlib: quickSmallAnswers,
    brotliOptions: { params: brotliParams(BROTLI_QUALITY) },
  });
}

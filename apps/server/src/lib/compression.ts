// How the API compresses an answer's text, in one place: the answers kept encoded (lib/encoded-answer.ts) and those
// built for each request (@fastify/compress, app.ts).
//
// An answer built for one request is compressed once and sent once: what it costs in memory is paid on every request.
// zlib's defaults are sized for large streams (brotli's 4 MiB window and its quality-4 hash tables, deflate's 256 KiB
// of state). The server runs with glibc's mmap threshold fixed (`npm run serve`, docs/operations.md: 32 KiB since
// decision 057, 128 KiB before), which also leaves the heap's trim threshold at 128 KiB. So each encoder's buffers
// were mapped from the kernel, or grown at the top of the heap, touched page by page, and given back at the end, on
// every request. On a virtual
// machine where a page fault is dear, that took the dashboard from 6,000 answers a second to 400–800 for tens of
// seconds at a time: a profile showed brotli's one call taking most of the time (docs/performance.md "Compressing what
// is built per request"). So:
// - An answer built per request goes in gzip when the client takes it. Its window is fitted to the answer and its hash
//   has 2^13 entries instead of 2^15 (memLevel 6). An answer of up to 8 KiB is then compressed in buffers of under
//   32 KiB each, from memory the heap reuses. Its bytes are the same as with zlib's defaults: a window no larger than
//   the answer loses nothing, since nothing in an answer lies further back than its own start. Brotli at quality 4 made
//   such answers 15–20 % smaller (a few hundred bytes, within TCP's first window) for 1.5–3 times the CPU, and far more
//   when the kernel is slow. A client that takes only brotli gets it, fitted the same way.
// - An answer kept and sent many times is compressed once, with brotli at quality 6, fitted the same way.
import zlib, { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** The window for a text of `bytes` (2^min to 2^max bytes). */
const windowBits = (bytes: number, min: number, max: number) => Math.min(max, Math.max(min, Math.ceil(Math.log2(bytes + 1))));

/** Brotli for a text of `bytes`: its window (2^10 to 2^22) and size hint fitted to it. */
export function brotliFor(bytes: number, quality: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(bytes, 10, 22),
    },
  };
}

/**
 * Gzip for a text of `bytes`: its window (2^9 to 2^15) fitted to it, a hash of 2^13 entries (memLevel 6). Each of the
 * encoder's buffers of an answer up to 8 KiB then stays under 32 KiB, the size from which the serve script's
 * MALLOC_MMAP_THRESHOLD_ maps memory afresh (decision 057). JSON answers of 6–47 KB measured compressed to the same
 * bytes as with 2^14 entries.
 */
export function gzipFor(bytes: number, level: number): ZlibOptions {
  return { level, windowBits: windowBits(bytes, 9, 15), memLevel: 6 };
}

/** The encodings of an answer built per request, the server's preference first (@fastify/compress `encodings`). */
export const PER_REQUEST_ENCODINGS: Array<'gzip' | 'br'> = ['gzip', 'br'];

const sizeOf = (payload: zlib.InputType) => (typeof payload === 'string' ? Buffer.byteLength(payload) : (payload as ArrayBufferView).byteLength);

/**
 * The zlib that @fastify/compress compresses each buffered answer with (its `zlib` option): the one-shot functions
 * with settings fitted to each answer (gzip at its default level 6, brotli at @fastify/compress's default 4). Streams
 * (answers too large to buffer) keep zlib's own functions and settings.
 */
export const fittedZlib = {
  gzipSync: (payload: zlib.InputType) => zlib.gzipSync(payload, gzipFor(sizeOf(payload), 6)),
  brotliCompressSync: (payload: zlib.InputType) => zlib.brotliCompressSync(payload, brotliFor(sizeOf(payload), 4)),
  createGzip: zlib.createGzip,
  createBrotliCompress: zlib.createBrotliCompress,
};

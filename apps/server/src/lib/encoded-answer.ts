// An answer kept in memory is checked against its response schema and serialised once, and compressed at most once
// per encoding, when a client first asks for it; every later request sends the same bytes (docs/performance.md).
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { brotliFor, gzipFor } from './compression';

/** The API compresses answers of this size or more (app.ts registers @fastify/compress with the same threshold). */
export const COMPRESS_THRESHOLD = 1024;
/** An answer sent for the first time goes uncompressed up to this size (about TCP's first window of 10 segments). */
export const FIRST_SEND_PLAIN_MAX = 12 * 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/** Browsers send one of a few Accept-Encoding headers: each is read once (at most 100 kept). */
const encodingOf = new Map<string, Encoding>();

/** The encoding to send for an Accept-Encoding header: brotli, then gzip; one refused with q=0 is not used. */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string') return readEncoding(header);
  let encoding = encodingOf.get(header);
  if (encoding === undefined) {
    encoding = readEncoding(header);
    if (encodingOf.size < 100) encodingOf.set(header, encoding);
  }
  return encoding;
}

function readEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * A compressed copy in memory of its own size. zlib's one-shot functions return a view of their 16 KiB output chunk:
 * kept as it is, a 1 KiB answer would hold 16 KiB (a full search cache, about 80 MB of it).
 */
export function tight(compressed: Buffer): Buffer {
  return compressed.buffer.byteLength > compressed.length ? Buffer.copyBytesFrom(compressed) : compressed;
}

export class EncodedAnswer {
  /**
   * The JSON, kept and sent as text when not compressed: Node writes the head and a text body in one system call (a
   * buffer in two), and a kept answer holds no second copy of it.
   */
  private readonly text: string;
  readonly bytes: number;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;
  /** How many times it was sent (only whether it was sent before matters). */
  private sends = 0;

  /**
   * `schema` is the route's 200 response schema: what the serializer would check, checked once here. Or the answer's
   * JSON text, made of parts that each passed that check (a search's page from its jobs' kept texts: service.ts).
   */
  constructor(schema: z.ZodType, value: unknown);
  constructor(json: string);
  constructor(schemaOrJson: z.ZodType | string, value?: unknown) {
    this.text = typeof schemaOrJson === 'string' ? schemaOrJson : JSON.stringify(z.encode(schemaOrJson, value));
    this.bytes = Buffer.byteLength(this.text);
  }

  /** The answer's JSON text (GET /api/jobs/for-you carries a search's first page inside its own answer). */
  get json(): string {
    return this.text;
  }

  /**
   * About what it holds in memory, the same whenever it is asked: its text, and room for its compressed copies (a
   * fraction of the text each) made when first asked for. A cache of answers counts its budget with it.
   */
  get memory(): number {
    return Math.ceil(this.bytes * 1.5) + 256;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('content-type', 'application/json; charset=utf-8');
    if (this.bytes < COMPRESS_THRESHOLD) return reply.send(this.text);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    // The first time, an answer that fits TCP's first window (10 segments) goes as it is: it arrives in the same round
    // trip compressed or not, and most answers of a new search are sent once (compressing one costs several times the
    // rest of its request). Sent again, it is compressed once and kept so.
    if (this.sends++ === 0 && this.bytes <= FIRST_SEND_PLAIN_MAX) return reply.send(this.text);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'br') {
      // Compressed once and sent many times: a higher quality than an answer built for one request (lib/compression.ts).
      this.br ??= tight(brotliCompressSync(this.text, brotliFor(this.bytes, 6)));
      return reply.header('content-encoding', 'br').send(this.br);
    }
    if (encoding === 'gzip') {
      this.gzip ??= tight(gzipSync(this.text, gzipFor(this.bytes, 6)));
      return reply.header('content-encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.text);
  }
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { pickEncoding } from './accept-encoding.js';
import { compress } from './compress.js';

/**
 * Below this a response fits in a packet or two and compressing it saves no round trip: most
 * detail reads and error envelopes.
 */
export const COMPRESS_FROM_BYTES = 2048;

/**
 * The API's JSON answers compressed for a client that takes brotli or gzip: a page of 20 label
 * records is 21 KB of JSON and 2 KB compressed, which a supplier's mobile or factory link feels
 * where the office LAN does not. Only JSON under `/api/` from `COMPRESS_FROM_BYTES` on, and only
 * what is not compressed already (the configuration keeps compressed copies of its own); files,
 * PDFs and workbooks are sent as they are, and `/connect/` never (its answers carry tokens).
 */
export const jsonCompression = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (req, reply, payload, done) => {
      if (
        (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
        Buffer.byteLength(payload) < COMPRESS_FROM_BYTES ||
        !req.url.startsWith('/api/') ||
        reply.hasHeader('content-encoding') ||
        !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
      )
        return done(null, payload);
      varyOn(reply, 'Accept-Encoding');
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (encoding === 'identity') return done(null, payload);
      reply.header('Content-Encoding', encoding);
      done(null, compress(payload, encoding, 'fast'));
    });
  },
  { name: 'json-compression' },
);

/** Adds a request header to `Vary`, beside any the reply already names (CORS adds `Origin`), once. */
export function varyOn(reply: FastifyReply, header: string) {
  const vary = reply.getHeader('vary');
  if (!vary) return void reply.header('Vary', header);
  const named = String(vary)
    .toLowerCase()
    .split(',')
    .map((h) => h.trim());
  if (!named.includes(header.toLowerCase())) reply.header('Vary', `${String(vary)}, ${header}`);
}

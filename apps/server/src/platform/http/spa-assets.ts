import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type Encoding } from './accept-encoding.js';

/** The web build's hashed scripts and stylesheets (their compressed copies are found by name). */
const SERVED = /\.(js|css)$/;
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** How long a browser keeps a file whose address changes with its content: a year, unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** One file as it is sent in one encoding. */
interface Variant {
  body: Buffer;
  etag: string;
}

/**
 * Serves `/assets/*.js` and `*.css` of the web build from memory (issue 17 #5). A signed-in cold
 * load asks for about 25 of them at once, and through @fastify/static each cost 1.5 ms of server
 * CPU (stat calls for the compressed copies, a file opened and streamed, its ETag made), more than
 * the application configuration does; here a file's bytes in an encoding are read once, on its
 * first request, and then sent from a buffer. The names come from the build's folder at start, so
 * no request can name anything else; source maps stay with @fastify/static. Returns undefined
 * when the build has no assets folder.
 */
export function assetHandler(root: string) {
  const dir = path.join(root, 'assets');
  if (!fs.existsSync(dir)) return undefined;
  const names = new Set(fs.readdirSync(dir));
  const variants = new Map<string, Promise<Variant>>();

  const load = (name: string, encoding: Encoding): Promise<Variant> => {
    const key = `${encoding}/${name}`;
    let variant = variants.get(key);
    if (!variant) {
      const file = path.join(dir, name + SUFFIX[encoding]);
      variant = fs.promises.readFile(file).then((body) => ({
        body,
        // Hashed names change with their content: the name and the encoding identify the bytes.
        etag: `"${name}-${encoding}"`,
      }));
      // A failed read is not kept: the next request tries again.
      variant.catch(() => variants.delete(key));
      variants.set(key, variant);
    }
    return variant;
  };

  return async (req: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = req.params['*'];
    if (!SERVED.test(name) || !names.has(name)) return reply.callNotFound();
    const encoding = pickEncoding(req.headers['accept-encoding'], (e) => names.has(name + SUFFIX[e]));
    let variant: Variant;
    try {
      variant = await load(name, encoding);
    } catch {
      // The build's folder changed under a running server: the file is gone, as far as anyone can tell.
      return reply.callNotFound();
    }
    const { body, etag } = variant;
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', etag)
      .type(TYPES[path.extname(name)]!);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };
}

/**
 * What @fastify/static leaves to `assetHandler`: the files it serves and every compressed copy in
 * the folder (@fastify/static finds a copy on disk by the requested file's name, not by a route).
 */
export const ASSETS_IN_MEMORY = ['assets/*.js', 'assets/*.css', 'assets/*.br', 'assets/*.gz'];

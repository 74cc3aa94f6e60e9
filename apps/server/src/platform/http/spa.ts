import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the API: never answered with the app's index.html. */
const API_PREFIXES = ['/api/', '/connect/', '/.well-known/', '/swagger'];

export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Serves the built web app from the same process: hashed assets cached for a year, and
 * index.html (never cached) for any other GET a browser makes, so client-side routes load.
 * Returns the fallback for the not-found handler, or undefined when there is no build.
 */
export async function registerSpa(
  app: FastifyInstance,
  root: string,
): Promise<((req: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined> {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  // Small, and it changes only with a new build: held in memory, sent for every client-side route.
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  await app.register(async (scope) => {
    // Files are public: the app must load before anyone signs in.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, anonymous: true };
    });
    await scope.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, file) {
        res.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  });
  return (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
}

export function wantsSpa(req: FastifyRequest): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !isApiPath(req.url) &&
    !path.extname(req.url.split('?')[0] ?? '')
  );
}

import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { Culture } from '@sp/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './accept-encoding.js';
import { ASSETS_IN_MEMORY, assetHandler, IMMUTABLE } from './spa-assets.js';
import { bootBlock, signedIn, visitorCulture } from './spa-boot.js';
import {
  AFTER_PAINT,
  afterPaintUrl,
  entryAfterPaint,
  readPrerenderedLogin,
  titleTag,
} from './spa-prerender.js';
import { readPreloadLinks, type PreloadLinks } from './spa-preload.js';

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
  const page = splitIndex(indexHtml, readPreloadLinks(root), readPrerenderedLogin(root), afterPaintUrl(root));
  await app.register(async (scope) => {
    // Files are public: the app must load before anyone signs in.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, anonymous: true };
    });
    const assets = assetHandler(root);
    if (assets) scope.get('/assets/*', assets);
    await scope.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The scripts and stylesheets are sent from memory (spa-assets.ts); source maps from here.
      ...(assets ? { globIgnore: ASSETS_IN_MEMORY } : {}),
      // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, file) {
        // Hashed names, and after-paint.js, which index.html names with its hash (spa-prerender.ts).
        const immutable =
          file.includes(`${path.sep}assets${path.sep}`) || file === path.join(root, AFTER_PAINT);
        res.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
      },
    });
  });
  return (req, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (req.method === 'HEAD') return reply.send(indexHtml);
    return reply
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .send(streamPage(app, req, reply, page));
  };
}

/** The rest of the head after the html element's language, without `</head>`. */
interface Head {
  /** Up to its `<title>` (all of it when it has none). */
  beforeTitle: string;
  /** After the `<title>`, which is written in the visitor's language (none: no title). */
  afterTitle?: string;
}

interface IndexParts {
  /** Up to the html element's language, which is the visitor's. */
  beforeLang: string;
  head: Head;
  /** The head's preload links for a visitor who is signed in, and for one who is not. */
  preload: PreloadLinks;
  /** From `</head>` to the end of the app's root element. */
  body: string;
  /**
   * The page with the login page already in the root element (none: no prerender): the body per
   * language, and the head that starts the app only after the copy has been drawn.
   */
  painted?: { head: Head; body: (culture: Culture) => string };
  /** `</body></html>`, after the first render's data. */
  tail: string;
}

const EMPTY_ROOT = '<div id="root"></div>';

function splitIndex(
  html: string,
  preload: PreloadLinks,
  login: ((culture: Culture) => string) | undefined,
  starter: string | undefined,
): IndexParts {
  const lang = html.match(/<html[^>]*\blang="/);
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (!lang || headEnd < 0 || bodyEnd < 0)
    throw new Error('index.html lacks <html lang>, </head> or </body>');
  const langEnd = html.indexOf('"', lang.index! + lang[0].length);
  const head = html.slice(langEnd, headEnd);
  const body = html.slice(headEnd, bodyEnd);
  return {
    beforeLang: html.slice(0, lang.index! + lang[0].length),
    head: splitAtTitle(head),
    preload,
    body,
    painted:
      login && body.includes(EMPTY_ROOT)
        ? {
            head: splitAtTitle(starter ? entryAfterPaint(head, starter) : head),
            // `inert` until React takes over (main.tsx): nothing can be typed into a copy about to go.
            body: (culture) => body.replace(EMPTY_ROOT, () => `<div id="root" inert>${login(culture)}</div>`),
          }
        : undefined,
    tail: html.slice(bodyEnd),
  };
}

function splitAtTitle(head: string): Head {
  const title = head.match(/<title>[^<]*<\/title>/);
  if (!title) return { beforeTitle: head };
  return {
    beforeTitle: head.slice(0, title.index),
    afterTitle: head.slice(title.index! + title[0].length),
  };
}

/**
 * index.html in two steps (issue 17 #1): the head goes out at once, so the browser fetches the
 * scripts while the server builds the first render's data (spa-boot.ts); the data block follows
 * before `</body>`. Module scripts run after the document is parsed, so the app always finds the
 * block in place. Gzip, when the browser takes it, is flushed after the head for the same reason.
 */
function streamPage(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, page: IndexParts) {
  // The assets' reading of Accept-Encoding, so that `gzip;q=0` refuses here too.
  const gzip = pickEncoding(req.headers['accept-encoding'], (e) => e === 'gzip') === 'gzip';
  const out = gzip ? zlib.createGzip({ level: 6 }) : new PassThrough();
  if (gzip) reply.header('Content-Encoding', 'gzip');
  const culture = visitorCulture(req);
  const links = signedIn(req) ? page.preload.shell : page.preload.login;
  const painted = page.painted && paintsLogin(req) ? page.painted : undefined;
  const { beforeTitle, afterTitle } = painted?.head ?? page.head;
  const head = afterTitle === undefined ? beforeTitle : beforeTitle + titleTag(culture) + afterTitle;
  out.write(page.beforeLang + culture + head + links + (painted?.body(culture) ?? page.body));
  if (gzip) (out as zlib.Gzip).flush();
  bootBlock(app, req)
    .catch((err: unknown) => {
      // The app then asks for the configuration itself, as it did before the block existed.
      req.log.warn({ err }, "index.html without the first render's data");
      return '';
    })
    .then((block) => out.end(block + page.tail))
    .catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/**
 * Whether the login page is what this visitor's first render shows, so it can arrive painted: not
 * signed in, at /login or at / (which sends them there), and without a chosen tenant (the page
 * would then name it, which the prerendered copy does not).
 */
function paintsLogin(req: FastifyRequest): boolean {
  if (signedIn(req) || req.cookies.tenant) return false;
  const pathname = req.url.split('?')[0];
  return pathname === '/login' || pathname === '/';
}

export function wantsSpa(req: FastifyRequest): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !isApiPath(req.url) &&
    !path.extname(req.url.split('?')[0] ?? '')
  );
}

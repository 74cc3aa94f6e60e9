import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cultures, type Culture } from '@sp/contracts';
import { allTexts } from '../localization/localizer.js';

/** What the web build writes to `prerender/login.json` (apps/web/src/prerender/login.tsx). */
interface PrerenderedLogin {
  texts: [resource: string, key: string][];
  pages: Record<Culture, string>;
}

/** A text's marker in the prerendered markup: U+2063, its number in `texts`, U+2063. */
const MARKER = /\u2063(\d+)\u2063/g;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The login page as the web build rendered it ahead, with this server's texts in the visitor's
 * language (issue 17 #1): index.html carries it inside the app's root element, so the browser
 * paints the page before any script runs; React replaces it with the live page in its first render.
 * The build leaves the texts as markers because the server owns them (the same texts the
 * configuration sends). Each language's markup is filled once. No file (an old build, tests that
 * bring their own index.html): undefined, and the page loads as before.
 */
export function readPrerenderedLogin(root: string): ((culture: Culture) => string) | undefined {
  const file = path.join(root, 'prerender', 'login.json');
  if (!fs.existsSync(file)) return undefined;
  const { texts, pages } = JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderedLogin;
  if (!cultures.every((c) => typeof pages[c] === 'string')) return undefined;
  const filled = new Map<Culture, string>();
  return (culture) => {
    let html = filled.get(culture);
    if (html === undefined) {
      // Read at the first request, when every module has registered its texts.
      const values = allTexts(culture);
      html = pages[culture].replace(MARKER, (_, n: string) => {
        const [resource, key] = texts[Number(n)] ?? ['', ''];
        return escapeHtml(values[resource]?.[key] ?? key);
      });
      filled.set(culture, html);
    }
    return html;
  };
}

/** The web build's entry, a module script in the head (Vite writes it so). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The script that starts the app after the first paint (apps/web/public/after-paint.js). */
export const AFTER_PAINT = 'after-paint.js';

/**
 * after-paint.js's address with its content's hash, so that a browser keeps it for a year (spa.ts
 * sends it as immutable) and a returning visitor starts the app without asking the server about it
 * first. None when the build has no such file: the painted page then keeps its module script.
 */
export function afterPaintUrl(root: string): string | undefined {
  const file = path.join(root, AFTER_PAINT);
  if (!fs.existsSync(file)) return undefined;
  const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12);
  return `/${AFTER_PAINT}?v=${hash}`;
}

/**
 * The head of a page that arrives painted, with the web app's entry started by `after-paint.js`
 * (`starter`, its address) one frame after the copy is drawn, and fetched meanwhile: a module
 * script runs as soon as the document is parsed, and a browser that has every script by then (a
 * cold load on a fast network) runs the app's JavaScript before it draws anything, so the copy
 * would appear only with the app. A browser without `modulepreload` (Safari before 17, Firefox
 * before 115) fetches the entry only when the script imports it: later, not broken. A head without
 * the entry as the build writes it is left as it is.
 */
export function entryAfterPaint(head: string, starter: string): string {
  return head.replace(
    ENTRY_SCRIPT,
    (_, src: string) =>
      `<link rel="modulepreload" crossorigin href="${src}">` +
      `<script defer src="${starter}" data-entry="${src}"></script>`,
  );
}

const titles = new Map<Culture, string>();

/**
 * index.html's `<title>` in the visitor's language (the product's name): what the browser's tab
 * shows until the app sets the page's own title. The build's file names it in one language only.
 */
export function titleTag(culture: Culture): string {
  let tag = titles.get(culture);
  if (tag === undefined) {
    tag = `<title>${escapeHtml(allTexts(culture).SupplierPortal?.AppTitle ?? '')}</title>`;
    titles.set(culture, tag);
  }
  return tag;
}

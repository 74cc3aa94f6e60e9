// Renders the login page ahead (src/prerender/login.tsx) into dist/prerender/login.json, which the
// server sends inside index.html to visitors who are not signed in (issue 17 #1). Runs after
// `vite build`, with Vite loading the page's modules as the server-side build would.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

// The page renders as in a browser: a document and a window for React and the stores to use.
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/login',
});
for (const name of ['window', 'document', 'navigator', 'localStorage', 'HTMLElement', 'Node'])
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });

const root = path.resolve(import.meta.dirname, '..');
const vite = await createServer({
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { prerenderLogin } = await vite.ssrLoadModule('/src/prerender/login.tsx');
  const result = prerenderLogin();
  // A page without text markers would show no words: fail the build rather than ship it.
  if (!result.texts.length || !Object.values(result.pages).every((html) => html.includes('\u2063')))
    throw new Error('the prerendered login page has no texts');
  const out = path.join(root, 'dist', 'prerender');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'login.json'), JSON.stringify(result));
  dom.window.close();
  console.log(
    `prerendered /login: ${result.texts.length} texts, ${Object.keys(result.pages).length} languages`,
  );
} finally {
  await vite.close();
}

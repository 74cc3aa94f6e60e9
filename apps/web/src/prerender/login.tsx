import { cultures, type Culture } from '@sp/contracts';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { i18n } from '../locales/i18n';
import LoginPage from '../pages/login/LoginPage';
import { useAppStore } from '../stores/app';

/**
 * The login page rendered ahead, at build time (scripts/prerender.mjs, in jsdom), so the server
 * can send it inside index.html and the browser paints it before any script has run (issue 17 #1:
 * the login's largest paint waited for the whole entry's JavaScript). React replaces it with the
 * live page in its first render (main.tsx).
 *
 * The texts are not known here, and may not be baked in: the server owns them. Every text the page
 * asks for renders as a marker (U+2063, n, U+2063; n an index into `texts`), which the server
 * replaces with the visitor's language's text (platform/http/spa-prerender.ts). One page per
 * language still, since the language switch shows which one is selected.
 */
export interface PrerenderedLogin {
  /** The [resource, key] of each marker, by its number. */
  texts: [string, string][];
  /** The page's markup per interface language, test ids removed (see below). */
  pages: Record<Culture, string>;
}

/** U+2063 INVISIBLE SEPARATOR: never in a text, untouched by HTML escaping. */
const MARK = '\u2063';

/** Resources whose every key answers with its marker, numbering keys as they are asked for. */
function markerTexts(texts: [string, string][]) {
  const index = new Map<string, number>();
  const resource = (name: string) =>
    answerEvery((key) => {
      const id = `${name}\n${key}`;
      let n = index.get(id);
      if (n === undefined) {
        n = texts.push([name, key]) - 1;
        index.set(id, n);
      }
      return `${MARK}${n}${MARK}`;
    });
  const resources = new Map<string, object>();
  return answerEvery((name) => {
    if (!resources.has(name)) resources.set(name, resource(name));
    return resources.get(name);
  });
}

/** An object that has every string key, its value given by `value` (i18next checks own keys). */
function answerEvery(value: (key: string) => unknown): object {
  return new Proxy(
    {},
    {
      get: (_, key) => (typeof key === 'string' ? value(key) : undefined),
      has: (_, key) => typeof key === 'string',
      getOwnPropertyDescriptor: (_, key) =>
        typeof key === 'string'
          ? { value: value(key), configurable: true, enumerable: true, writable: false }
          : undefined,
    },
  );
}

export function prerenderLogin(): PrerenderedLogin {
  const texts: [string, string][] = [];
  const pages = {} as Record<Culture, string>;
  // i18next looks a text up as data[language][resource][key]: the proxy answers every lookup, in
  // whichever language i18next is.
  const markers = markerTexts(texts);
  for (const culture of cultures) (i18n.store.data as Record<string, unknown>)[culture] = markers;
  for (const culture of cultures) {
    useAppStore.setState({ language: culture, tenant: null });
    // Rendered as in the browser (a DOM from jsdom, given by the script): React's server renderer
    // would read the stores' initial state, not the language set here.
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>,
      ),
    );
    const html = container.innerHTML;
    root.unmount();
    // Without test ids an end-to-end test cannot type into this copy, which React is about to
    // replace, and so lose what it typed: it waits for the live page.
    pages[culture] = html.replace(/ data-testid="[^"]*"/g, '');
  }
  return { texts, pages };
}

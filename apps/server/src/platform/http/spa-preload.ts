import fs from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (`.vite/manifest.json`) read here. */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The web app's modules whose chunks a first load waits for (apps/web/src/app/router.tsx). */
const MODULES = {
  entry: 'index.html',
  login: 'src/pages/login/LoginPage.tsx',
  layout: 'src/layout/Layout.tsx',
  providers: 'src/app/Providers.tsx',
  dashboard: 'src/pages/dashboard/DashboardPage.tsx',
} as const;

/**
 * antd's stylesheet, which the app adds when antd first renders (apps/web/src/app/antd-styles.ts).
 * It sits outside the web app's folder, so its manifest key is a file path: found by its end.
 */
const ANTD_STYLES = 'antd/dist/antd.css';

/** `<link>` tags for the head of index.html, per kind of first load. */
export interface PreloadLinks {
  /** Anyone not signed in: the login page (every other address sends them there). */
  login: string;
  /** Signed in: the layout, antd's providers and the dashboard, where `/` and a sign-in lead. */
  shell: string;
}

const none: PreloadLinks = { login: '', shell: '' };

/**
 * Reads the build's manifest once and turns each kind of first load into modulepreload links for
 * the chunks the router would otherwise ask for only after the entry script has run (issue 17 #2):
 * with them in the head the browser fetches and compiles them alongside the entry. Chunks the entry
 * already preloads are left out. The shell's stylesheets are preloaded, not applied (its chunks
 * apply them); the login page's apply at once, since the page may arrive painted (spa-prerender.ts)
 * and the app then finds them in place rather than adding them again.
 * No manifest (an old build, tests), no links: the app loads as before.
 */
export function readPreloadLinks(root: string): PreloadLinks {
  const file = path.join(root, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return none;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const inEntry = closure(manifest, [MODULES.entry]);
  const antdStyles = Object.values(manifest).find((chunk) => chunk.src?.endsWith(ANTD_STYLES));
  const links = (modules: string[], applyStyles: boolean, extraStyles: string[] = []) => {
    const chunks = [...closure(manifest, modules)].filter((key) => !inEntry.has(key));
    const scripts = chunks.map((key) => manifest[key]!.file);
    const styles = [...extraStyles, ...chunks.flatMap((key) => manifest[key]!.css ?? [])];
    return [
      ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...styles.map((f) =>
        applyStyles
          ? `<link rel="stylesheet" crossorigin href="/${f}">`
          : `<link rel="preload" as="style" crossorigin href="/${f}">`,
      ),
    ].join('');
  };
  return {
    login: links([MODULES.login], true),
    shell: links(
      [MODULES.layout, MODULES.providers, MODULES.dashboard],
      false,
      antdStyles ? [antdStyles.file] : [],
    ),
  };
}

/** A chunk and every chunk it imports statically, by manifest key. */
function closure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

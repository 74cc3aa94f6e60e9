import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

const src = (file: string) => fileURLToPath(new URL(`src/${file}`, import.meta.url));

/**
 * Issue 17 #2: a signed-in cold load asks for the layout's chunks (and the dashboard's, the landing
 * page) while the entry's own modules are still arriving, instead of after the entry has run and
 * the router has started. A tiny module script, placed before the entry in index.html (module
 * scripts run in order, each as soon as it and those before it are in), adds modulepreload links
 * for them when a token cookie is present and the address is not a public page, so /login fetches
 * nothing more. The lists are the chunks' static imports less the entry's (those Vite preloads
 * already). An external file, as the server's Content-Security-Policy forbids inline scripts.
 */
function preloadShell(): Plugin {
  return {
    name: 'sp-preload-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return;
      const closure = (roots: Rollup.OutputChunk[]) => {
        const seen = new Set<string>();
        const queue = roots.map((c) => c.fileName);
        while (queue.length) {
          const file = queue.pop()!;
          if (seen.has(file)) continue;
          seen.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') queue.push(...chunk.imports);
        }
        return seen;
      };
      const facade = (file: string) => chunks.filter((c) => c.facadeModuleId === src(file));
      const booted = closure([entry]);
      const files = (roots: string[]) => [...closure(roots.flatMap(facade))].filter((f) => !booted.has(f));
      const shell = files(['layout/Layout.tsx', 'app/Providers.tsx']);
      const dashboard = files(['pages/dashboard/DashboardPage.tsx']).filter((f) => !shell.includes(f));
      if (!shell.length) return;
      const code =
        `const t=/(?:^|;\\s*)Admin-Token=/.test(document.cookie),p=location.pathname;` +
        `if(t&&!/^\\/(login|register|auth-redirect|401|404)(\\/|$)/.test(p))` +
        `for(const f of ${JSON.stringify(shell)}.concat(p==="/"||p==="/dashboard"?${JSON.stringify(dashboard)}:[]))` +
        `{const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/"+f;document.head.append(l)}\n`;
      const fileName = `assets/preload-shell-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      const source = String(html.source);
      const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      if (!source.includes(tag)) return this.warn('preload-shell: the entry script tag was not found');
      html.source = source.replace(tag, `<script type="module" src="/${fileName}"></script>\n    ${tag}`);
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadShell()],
  resolve: {
    alias: { '@sp/contracts': new URL('../../packages/contracts/src/index.ts', import.meta.url).pathname },
  },
  server: {
    port: 5173,
    // The API and the token endpoint live on the server; the browser sees one origin, as in production.
    proxy: Object.fromEntries(
      ['/api', '/connect', '/.well-known', '/swagger'].map((p) => [p, { target: api, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // React in a chunk of its own: left to itself, the bundler merges it with whatever lazy
        // page code shares its importers (the settings panel's colour picker ended up on /login).
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});

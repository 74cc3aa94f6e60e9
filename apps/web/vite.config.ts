import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** antd's shared machinery and the components of the layout: see `antd-core` below. */
const antdCore = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/]`,
    String.raw`(@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|resize-observer|portal|trigger|context)`,
    String.raw`|rc-util|rc-motion|rc-resize-observer|classnames|@emotion|stylis|dayjs`,
    String.raw`|antd[\\/]es[\\/](_util|style|theme|config-provider|locale|version|space|button|spin|badge|tooltip|dropdown|menu|tag|card|avatar|skeleton|grid|empty))`,
    String.raw`[\\/]`,
  ].join(''),
);

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for a signed-in cold load (issue 17 #2): left to itself, the bundler
        // makes a chunk for every set of lazy pages sharing a module, and the shell arrived as 40-odd
        // files of 0.4-20 KB queued six at a time on an HTTP/1.1 origin. Groups, by priority:
        codeSplitting: {
          groups: [
            // React alone: otherwise merged with whatever lazy page code shares its importers (the
            // settings panel's colour picker once ended up on /login).
            { name: 'react', priority: 3, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // antd's core and the components the layout draws (menu, dropdowns, badges, buttons,
            // tooltips, avatar, skeletons): needed by every page behind the sign-in and by no page
            // before it, so /login stays free of antd.
            { name: 'antd-core', priority: 2, test: antdCore },
            // The icons' runtime and definitions, a few hundred bytes each.
            { name: 'icons', priority: 1, test: /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/ },
          ],
        },
      },
    },
  },
});

// Bundles the server (and the workspace packages it imports) into dist/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are TypeScript source: bundle them rather than leave them to Node.
  alias: { '@sp/contracts': '../../packages/contracts/src/index.ts' },
  logLevel: 'warning',
});

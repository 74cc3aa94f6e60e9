// Bundles the server (and the workspace packages it imports) into dist/main.js; npm packages stay external.
// `node build.mjs --outdir <dir>` writes elsewhere (a directory beside dist/, as the bundle finds
// `migrations/` and the web build relative to itself): a second build that leaves dist/ alone.
// Paths are relative to this folder, whichever the working directory (`node apps/server/build.mjs`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const at = process.argv.indexOf('--outdir');
const outdir = at > 0 && process.argv[at + 1] ? process.argv[at + 1] : 'dist';

await build({
  absWorkingDir: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: ['src/main.ts'],
  outfile: `${outdir}/main.js`,
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

// Starts the built server on a fresh embedded database (demo data seeded) and removes it on exit.
// The server is given its own copy of the built web app: the server reads index.html once at start,
// so a rebuild of apps/web/dist during the run (another build in the same working copy) would
// otherwise leave the browser asking for asset files that no longer exist.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../apps/server/node-flags.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-e2e-'));
let webRoot = process.env.WEB_ROOT;
if (!webRoot) {
  webRoot = path.join(dataDir, 'web');
  fs.cpSync('apps/web/dist', webRoot, { recursive: true, filter: (src) => !src.endsWith('.map') });
}
// With the Node flags `npm start` uses, so the e2e suite tests the process users run.
const child = spawn(process.execPath, [...serverNodeFlags(), 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    LOG_LEVEL: 'warn',
    TOKEN_RATE_LIMIT_PER_MINUTE: '0',
    NODE_ENV: 'development',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

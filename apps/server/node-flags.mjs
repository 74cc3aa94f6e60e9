// The Node/V8 flags the server runs with, kept in ONE place: the `start` script of
// apps/server/package.json (`node <flags> dist/main.js`, what `npm start` runs). The benches
// (bench/lib.mjs) and the e2e server (e2e/support/start-server.mjs) read them from there, so they
// measure and test the process users run. Why each flag: docs/architecture.md, "Server memory".
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('./package.json', import.meta.url);

/** The flags between `node` and `dist/main.js` in the start script, e.g. ['--max-semi-space-size=4']. */
export function serverNodeFlags() {
  const start = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).scripts?.start ?? '';
  const words = start.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js')
    throw new Error(
      `apps/server/package.json: the start script is not "node <flags> dist/main.js": ${start}`,
    );
  return words.slice(1, -1);
}

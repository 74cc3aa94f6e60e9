// Preloaded into the server (`node --import`) by bench/run.mjs when BENCH_CPU_PROF is set, so that the
// profile covers only the measured application-configuration run: the first SIGUSR2 starts V8's sampling
// profiler, the second writes the profile to BENCH_CPU_PROF_FILE (open it in Chrome DevTools or
// speedscope). Unlike `node --cpu-prof`, the profile leaves out start-up, the warm-up and the logins.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const file = process.env.BENCH_CPU_PROF_FILE;
const session = new Session();
session.connect();
let running = false;

process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  running = false;
  session.post('Profiler.stop', (err, result) => {
    if (err) console.error('cpu-profile:', err);
    else writeFileSync(file, JSON.stringify(result.profile));
  });
});

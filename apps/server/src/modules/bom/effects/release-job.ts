import type { Database } from '../../../platform/db/client.js';
import type { Job } from '../../../platform/jobs/runner.js';

/** The daily job releasing approved revisions whose effective date has come (waits for `releaseBom`). */
export const releaseDueJob = (database: Database): Job => ({
  name: 'Bom.ReleaseDue',
  intervalMs: 24 * 60 * 60 * 1000,
  exclusive: true,
  run: async () => {
    void database;
  },
});

import { afterAll } from 'vitest';
import { dropTestDatabase } from './file-database.js';

// A setup file of the PostgreSQL run (vitest.config.ts): registered before the file's own hooks, so
// it runs after them, once the file's servers are closed. global-setup drops any copy left by a
// file that did not get this far.
afterAll(dropTestDatabase);

import { ConcurrencyError } from './errors.js';

/**
 * Optimistic concurrency as ABP does it: a client that sends the `concurrencyStamp` it read must
 * still match the stored one. Callers also put the stamp in the UPDATE's WHERE so that two
 * requests racing past this check cannot both win (see `expectUpdated`).
 */
export function assertStamp(stored: string, given: string | null | undefined): void {
  if (given && given !== stored) throw new ConcurrencyError();
}

export function expectUpdated<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new ConcurrencyError();
  return row;
}

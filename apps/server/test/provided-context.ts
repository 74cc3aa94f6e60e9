/** What global-setup hands every test file (vitest's `provide`/`inject`). */
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * On PostgreSQL: the server's maintenance address and the migrated, seeded database every test
     * file copies (`create database … template`), so files run side by side without sharing rows or
     * host-wide settings.
     */
    postgresTemplate: { adminUrl: string; name: string } | null;
    pgliteTemplate: string | null;
  }
}

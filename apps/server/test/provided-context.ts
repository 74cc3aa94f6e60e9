/** What global-setup hands every test file (vitest's `provide`/`inject`). */
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
    pgliteTemplate: string | null;
  }
}

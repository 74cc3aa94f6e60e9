import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded on its first use instead of at start (issue 17 #6). exceljs, pdfkit, pdf-lib,
 * nodemailer and the AWS SDK hold about 77 MB resident once loaded, and a server that has not yet
 * exported, printed, mailed or reached S3 needs none of them. Use it for such heavy packages only,
 * with `import type` for their types: `const excel = lazyModule<typeof ExcelJS>('exceljs')`, then
 * `new (excel().Workbook)()`. The packages stay external to the server bundle, so `require` finds
 * them in node_modules as the static import did.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}

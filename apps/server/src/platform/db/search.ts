import { ilike, or, type Column, type SQL } from 'drizzle-orm';

/** `%text%` for LIKE / ILIKE with the pattern characters (\ % _) escaped: the user searches, never patterns. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of `columns` contains `text`, ignoring case; no condition at all when there is no text. */
export function anyContains(text: string | null | undefined, ...columns: Column[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

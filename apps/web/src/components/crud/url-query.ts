import { baseListQuery, type ListQuery } from '../../api/list-query';

/**
 * A list's query (page, page size, sort, filters) as URL search parameters, so that a refresh or a
 * shared link shows the same rows. Only what differs from the defaults is written. Values come back
 * typed as far as text allows: `true`/`false` as booleans, numerals as numbers (status and code
 * filters), repeated keys as arrays; the free-text `filter` always stays text.
 */
export function queryToSearch(query: ListQuery, prefix = ''): URLSearchParams {
  const out = new URLSearchParams();
  const base = baseListQuery();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if ((key === 'page' || key === 'limit') && value === base[key]) continue;
    // Filters are text, numbers and booleans (or lists of them).
    const values = (Array.isArray(value) ? value : [value]) as (string | number | boolean)[];
    for (const v of values) out.append(prefix + key, String(v));
  }
  return out;
}

function parseValue(key: string, raw: string): unknown {
  if (key === 'filter' || key === 'sort') return raw;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^-?\d{1,15}$/.test(raw)) return Number(raw);
  return raw;
}

/**
 * The query a URL describes, over `fallback` (the page's initial filters). A sort on a field outside
 * `sortable` (the server's whitelist) is dropped; keys of other lists (another prefix) are ignored.
 */
export function searchToQuery(
  search: URLSearchParams,
  fallback: ListQuery,
  { prefix = '', sortable }: { prefix?: string; sortable?: readonly string[] | undefined } = {},
): ListQuery {
  const query: ListQuery = { ...fallback };
  for (const name of new Set(search.keys())) {
    if (!name.startsWith(prefix)) continue;
    const key = name.slice(prefix.length);
    if (prefix === '' && key.includes('.')) continue;
    const all = search.getAll(name).map((v) => parseValue(key, v));
    query[key] = all.length > 1 || Array.isArray(fallback[key]) ? all : all[0];
  }
  query.page = Math.max(1, Number(query.page) || 1);
  query.limit = Math.min(1000, Math.max(1, Number(query.limit) || baseListQuery().limit));
  const sortField = typeof query.sort === 'string' ? query.sort.split(' ')[0] : undefined;
  if (sortField && sortable && !sortable.includes(sortField)) query.sort = undefined;
  return query;
}

/**
 * Names (query parameters, action arguments) whose values never go into the audit log. ABP clients
 * send some secrets in the query string (the tenant's `defaultConnectionString` on PUT), and an
 * audit row is kept for years.
 */
export const SECRET_NAMES = /(password|secret|token|connectionstring|apikey|access_?key|credential)/i;

/** The URL as the audit log keeps it: secret query values as `***`, at most 2000 characters. */
export function auditedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url.slice(0, 2000);
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the name as it is
      }
      return eq >= 0 && SECRET_NAMES.test(name) ? `${rawName}=***` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`.slice(0, 2000);
}

/**
 * A browser's `document.cookie` for tests that run in Node (the request client's tests run the real
 * server in the same process, which a DOM environment's globals would confuse). Setting a cookie
 * merges it into the jar as a browser does; `expires` in the past removes it.
 */
export function installCookieJar(): void {
  const jar = new Map<string, string>();
  const doc = {
    documentElement: { lang: '' },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      const [pair = '', ...attributes] = value.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /expires=/i.test(a) && new Date(a.split('=')[1]!) < new Date());
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
  };
  (globalThis as { document?: unknown }).document = doc;
}

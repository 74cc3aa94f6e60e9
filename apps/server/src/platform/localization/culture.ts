import { cultures, type Culture } from '@sp/contracts';

/** Maps a BCP 47 tag onto one of the three interface languages, or undefined. */
export function matchCulture(tag: string | undefined): Culture | undefined {
  if (!tag) return undefined;
  const t = tag.trim().toLowerCase();
  if (!t) return undefined;
  const exact = cultures.find((c) => c.toLowerCase() === t);
  if (exact) return exact;
  if (t.startsWith('zh')) {
    // Script subtag first; then the regions that write traditional characters.
    if (t.includes('hant') || /^zh-(tw|hk|mo)\b/.test(t)) return 'zh-Hant';
    return 'zh-Hans';
  }
  if (t.startsWith('en')) return 'en';
  return undefined;
}

/**
 * Headers already read: a browser sends the same one with every request. Bounded (emptied when
 * full), so a client sending a new header each time costs memory of 256 headers at most.
 */
const acceptLanguageRead = new Map<string, Culture | undefined>();

/** Picks the best language of an Accept-Language header, honouring q-values. */
export function cultureFromAcceptLanguage(header: string | undefined): Culture | undefined {
  if (!header || header.length > 512) return undefined;
  const known = acceptLanguageRead.get(header);
  if (known !== undefined || acceptLanguageRead.has(header)) return known;
  const culture = bestOf(header);
  if (acceptLanguageRead.size >= 256) acceptLanguageRead.clear();
  acceptLanguageRead.set(header, culture);
  return culture;
}

function bestOf(header: string): Culture | undefined {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) {
    const c = matchCulture(r.tag);
    if (c) return c;
  }
  return undefined;
}

/** ASP.NET Core's culture cookie: `c=zh-Hans|uic=zh-Hans`. */
export function cultureFromAspNetCookie(value: string | undefined): Culture | undefined {
  if (!value) return undefined;
  const uic = /uic=([^|]+)/.exec(value)?.[1] ?? /c=([^|]+)/.exec(value)?.[1];
  return matchCulture(uic);
}

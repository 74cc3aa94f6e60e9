/**
 * Where to go after signing in: the `redirect` query value when it is a path of this site
 * ('/…'), never a protocol-relative or backslash address ('//evil', '/\evil') that a browser would
 * treat as another origin; anything else falls back to `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

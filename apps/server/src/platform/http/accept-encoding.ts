/** A response body's content coding: brotli, gzip, or the bytes as they are. */
export type Encoding = 'br' | 'gzip' | 'identity';

const always = () => true;

/**
 * The encodings a client takes, best first, among those a response has (all, unless `has` says otherwise): brotli, gzip, then the
 * bytes as they are. `Accept-Encoding` is read by its tokens, so `br;q=0` refuses brotli.
 */
export function pickEncoding(header: string | undefined, has: (e: Encoding) => boolean = always): Encoding {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) (q && Number(q.slice(2)) === 0 ? refused : accepted).add(name);
  }
  const takes = (e: string) => !refused.has(e) && (accepted.has(e) || accepted.has('*'));
  if (takes('br') && has('br')) return 'br';
  if (takes('gzip') && has('gzip')) return 'gzip';
  return 'identity';
}

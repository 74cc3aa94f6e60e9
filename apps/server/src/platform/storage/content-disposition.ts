/**
 * `Content-Disposition` with the file's name for every browser: a plain ASCII `filename` (other
 * characters replaced by `_`) and the exact UTF-8 name in `filename*` (RFC 6266, RFC 5987).
 */
export function contentDisposition(type: 'inline' | 'attachment', raw: string): string {
  // Bidirectional controls would make `invoice\u202Efdp.exe` show as `invoiceexe.pdf` (uploads
  // refuse them; a name stored before that rule loses them here).
  const fileName = raw.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '');
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

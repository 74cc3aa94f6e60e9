/**
 * What an avatar circle shows without a picture: for a Chinese (or other CJK) name the last two
 * characters, as is usual (张伟 → 张伟, 欧阳娜娜 → 娜娜); otherwise the first letters of the first two
 * words, upper case (Jane Doe → JD, admin → A).
 */
export function initials(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  if (!text) return '?';
  if (/[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/u.test(text)) {
    const chars = [...text.replace(/\s+/g, '')];
    return chars.slice(-2).join('');
  }
  const words = text.split(/[\s._@-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

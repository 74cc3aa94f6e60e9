/**
 * Copies text to the clipboard. The Clipboard API needs a secure context (https or localhost); an
 * installation served over plain http elsewhere falls back to a selected, hidden textarea and the
 * older copy command. Resolves whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (no user gesture, a browser policy): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

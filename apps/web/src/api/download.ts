import { request } from './request';

/**
 * Downloads a file the API generates (Excel exports) with the user's token, as the browser would a
 * link, keeping the server's file name. Failures toast like any request (binary bodies decoded).
 */
export async function downloadFile(url: string, params: Record<string, unknown>, fallbackName: string) {
  const blob = await request<Blob>({ method: 'GET', url, params, responseType: 'blob' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

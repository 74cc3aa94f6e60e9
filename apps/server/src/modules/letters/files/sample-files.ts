import { deflateSync } from 'node:zlib';
import { createPdf, pdfBuffer } from '../../../platform/documents/index.js';
import { pdfkit } from '../../../platform/documents/pdf.js';

/**
 * Real files for tests and the letters bench: PDFs (plain and password-protected) and pictures,
 * made here so no fixture file has to be checked in.
 */

/** A small real PDF of `pages` pages (pdfkit), each saying its label and number. */
export async function samplePdf(
  label: string,
  pages = 1,
  size: 'A4' | [number, number] = 'A4',
): Promise<Buffer> {
  const doc = createPdf({ size, margin: 0 });
  for (let p = 1; p <= pages; p++) {
    if (p > 1) doc.addPage();
    doc.fontSize(20).text(`${label} page ${p}`, 60, 80, { lineBreak: false });
  }
  return pdfBuffer(doc);
}

/** A PDF protected by passwords (pdfkit's RC4/AES encryption): with a user password nobody opens it blind. */
export function encryptedPdf(label: string, userPassword?: string): Promise<Buffer> {
  const doc = new (pdfkit())({
    ownerPassword: 'owner-secret',
    ...(userPassword ? { userPassword } : {}),
    permissions: { printing: 'highResolution', copying: false, modifying: false },
  });
  doc.text(`${label} protected page`);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A 48 x 32 baseline JPEG (blue with a yellow box), made once with poppler's pdftoppm. */
export const JPEG_48X32 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wAARCAAgADADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDBoor0r/hFdF/58v8AyK/+NeznXEGGyfk+sRk+e9uVJ7W3u13PNwmBqYrm5Glbv5/I81or0r/hFdF/58v/ACK/+Nc14s0qy0z7H9jh8vzN+75mOcbcdT7muHLeMMDmOKjhaMJqUr2ulbRN9JPt2N8RlVahTdWTVl6/5HNUUUV9UeYFexV47RXzPEXDv9tey/e8nJfpe97ea7Ho4DH/AFTm9297dbbX8j2KuO8d/wDMP/7af+y1x1FeZk/Bf9m42GL9vzct9OW26a35n37HRi83+sUXS5LX8/O/YKKKK+5PGP/Z',
  'base64',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real RGB PNG of `width` x `height`: a diagonal gradient (tests and the bench need pictures). */
export function pngImage(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 255) / Math.max(1, width - 1);
      raw[row + 2 + x * 3] = (y * 255) / Math.max(1, height - 1);
      raw[row + 3 + x * 3] = 160;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

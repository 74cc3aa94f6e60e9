import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, useWorld } from '../../../test/harness.js';
import { multipartBody } from '../../../test/multipart.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import { contentDisposition } from '../../platform/storage/content-disposition.js';

const w = useWorld({ prefix: 'downloads', suppliers: false });

beforeAll(async () => {
  await w.server.services.settings.set(
    w.a.id,
    SettingNames.AllowedUploadFormats,
    '.png,.jpg,.webp,.pdf,.txt,.svg,.rss,.atom,.xhtml,.xml,.html,.js,.json,.csv,.xlsx',
  );
});

async function upload(fileName: string, content = 'x') {
  const { payload, headers } = multipartBody([{ name: 'file', filename: fileName, content }]);
  return w.server.app.inject({
    method: 'POST',
    url: '/api/file-management/files/upload',
    headers: { ...headers, ...bearer(w.a.admin) },
    payload,
  });
}

async function served(fileName: string) {
  const up = await upload(fileName);
  expect(up.statusCode, up.body).toBe(200);
  const res = await w.server.app.inject({
    url: `/api/file-management/files/${up.json<string>()}`,
    headers: bearer(w.a.admin),
  });
  expect(res.statusCode).toBe(200);
  return res.headers;
}

describe('downloads serve only an allow-list inline (issue 16 #6)', () => {
  it('shows images, PDF and plain text in place', async () => {
    for (const name of ['a.png', 'a.jpg', 'a.webp', 'a.pdf', 'a.txt']) {
      const headers = await served(name);
      expect(headers['content-disposition'], name).toMatch(/^inline; /);
      // The server's own policy, not the attachments' sandbox.
      expect(String(headers['content-security-policy']), name).not.toMatch(/sandbox/);
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('downloads every other type, every +xml type included, as a sandboxed attachment', async () => {
    for (const name of [
      'a.svg',
      'a.rss',
      'a.atom',
      'a.xhtml',
      'a.xml',
      'a.html',
      'a.js',
      'a.json',
      'a.csv',
      'a.xlsx',
    ]) {
      const headers = await served(name);
      expect(headers['content-disposition'], name).toMatch(/^attachment; /);
      expect(headers['content-security-policy'], name).toBe("default-src 'none'; sandbox");
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses file names with bidirectional control characters', async () => {
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      const error = expectError(await upload(`invoice${control}fdp.txt`), 400);
      expect(error.validationErrors?.[0]?.members).toEqual(['file']);
    }
  });

  it('never writes a bidirectional control into Content-Disposition (names stored earlier)', () => {
    const header = contentDisposition('attachment', 'invoice\u202Efdp.exe');
    expect(header).not.toMatch(/%E2%80%AE/i);
    expect(header).toBe(`attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
  });
});

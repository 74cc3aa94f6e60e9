import { LetterStatus, type LetterFileDto } from '@sp/contracts';
import { ListObjectsCommand } from '@aws-sdk/client-s3';
import { PDFDocument, degrees } from '@cantoo/pdf-lib';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../../test/harness.js';
import { startS3 } from '../../../../test/s3.js';
import { HOST_ADMIN_PASSWORD } from '../../../../test/test-config.js';
import { expectError, world, type World } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { createS3Client } from '../../../platform/storage/s3-store.js';
import { files } from '../../files/schema.js';
import { pdfPages } from '../../vendor-labels/labels/read-pdf.test-support.js';
import { letterApprovals, letters } from '../schema.js';
import {
  encryptedPdf,
  fileLetter,
  JPEG_48X32,
  pngImage,
  samplePdf,
  uploadTo,
  type FileItem,
  type FileLetter,
} from '../files/test-fixtures.js';
import { sealApprovedPdf, type SealedPdf } from './seal.js';

let w: World;

beforeAll(async () => {
  w = await world({ prefix: 'lseal' });
});
afterAll(() => w.close());

const vendor = () => w.a.suppliers[0]!.vendor.token;
const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

const ITEMS: FileItem[] = [
  { code: 'DRAW', allowedExts: 'pdf,jpg,png', maxFiles: 5 },
  { code: 'ROHS', allowedExts: 'pdf', maxFiles: 3, needsValidity: true },
  { code: 'MSDS', allowedExts: '', maxFiles: 5 },
  { code: 'SAMPLE', needsFile: false },
];

async function upload(
  l: FileLetter,
  code: string,
  name: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  token = vendor(),
) {
  const res = await uploadTo(w, token, l.id, l.codes[code]!, name, bytes, fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LetterFileDto>();
}

/** What the letters part does at approval: conclusion written, then the seal in the same transaction. */
async function approve(
  l: FileLetter,
  conclusion = 'Approved',
  extra: Partial<typeof letters.$inferInsert> = {},
  tenant = w.a,
) {
  const time = new Date('2026-03-02T02:30:00Z');
  const sealed = await inScope(w.server.database.db, tenantScope(tenant.id), async (tx) => {
    await tx.insert(letterApprovals).values([
      {
        id: newId(),
        letterId: l.id,
        supplierId: l.supplierId,
        step: 'Submit',
        action: 'submit',
        userName: 'Vendor Wang',
        time: new Date('2026-02-20T01:00:00Z'),
      },
      {
        id: newId(),
        letterId: l.id,
        supplierId: l.supplierId,
        step: 'InitialCheck',
        action: 'passInitialCheck',
        userName: 'DC Li',
        time: new Date('2026-02-25T03:00:00Z'),
      },
    ]);
    await tx
      .update(letters)
      .set({
        status: conclusion === 'Approved' ? LetterStatus.Approved : LetterStatus.ConditionallyApproved,
        conclusion,
        approvedTime: time,
        validFrom: '2026-03-02',
        validTo: '2027-01-31',
        ...extra,
      })
      .where(and(eq(letters.tenantId, tenant.id), eq(letters.id, l.id)));
    const result = await sealApprovedPdf(w.server.services, tx, tenant.id, l.id, {
      userId: null,
      name: '张工 Zhang',
      time,
    });
    await tx
      .update(letters)
      .set({ approvedPdfFileId: result.fileId, approvedPdfSha256: result.sha256 })
      .where(and(eq(letters.tenantId, tenant.id), eq(letters.id, l.id)));
    return result;
  });
  return sealed;
}

describe('the approved PDF', () => {
  let letter: FileLetter;
  let sealed: SealedPdf;
  let bytes: Buffer;
  let texts: string[];
  let docxHash: string;

  beforeAll(async () => {
    letter = await fileLetter(w, w.a, { items: ITEMS });
    await upload(letter, 'DRAW', 'drawing.pdf', await samplePdf('Drawing', 3));
    await upload(letter, 'DRAW', 'photo.png', pngImage(300, 200));
    await upload(letter, 'DRAW', 'detail.jpg', JPEG_48X32);
    // A lab report protected by an owner password only: readable, so merged.
    await upload(letter, 'ROHS', 'sgs-rohs.pdf', await encryptedPdf('SGS'), { docValidTo: '2027-01-31' });
    // One that needs a password to open, and one that is not a PDF at all: listed, not merged.
    await upload(letter, 'ROHS', 'locked.pdf', await encryptedPdf('Locked', 'user-secret'), {
      docValidTo: '2027-06-30',
    });
    await upload(letter, 'ROHS', 'broken.pdf', Buffer.from('%PDF-1.7 this is not really a pdf'), {
      docValidTo: '2027-06-30',
    });
    const docx = Buffer.from('PK\u0003\u0004 a word document');
    docxHash = sha(docx);
    await upload(letter, 'MSDS', 'msds.docx', docx);
    // A replaced version is not part of the approved letter.
    await upload(letter, 'MSDS', 'msds-old.pdf', await samplePdf('Old MSDS'));
    await upload(letter, 'MSDS', 'msds-old.pdf', await samplePdf('New MSDS', 2));
    sealed = await approve(letter);
    const res = await w.api(vendor()).get(`/api/app/letter/${letter.id}/approved.pdf`);
    expect(res.status).toBe(200);
    bytes = res.raw.rawPayload;
    texts = await pdfPages(bytes);
  });

  it('has cover + contents + every merged page, and its SHA-256 is the bytes served', async () => {
    // 3 (drawing) + 1 (png) + 1 (jpg) + 1 (owner-protected SGS) + 2 (new MSDS) = 8 merged pages.
    expect(sealed.pages).toBe(2 + 8);
    expect(texts).toHaveLength(sealed.pages);
    expect(sha(bytes)).toBe(sealed.sha256);
    const res = await w.api(w.a.admin).get(`/api/app/letter/${letter.id}/approved.pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${letter.letterNo}.pdf"`);
    expect(res.headers.etag).toBe(`"${sealed.sha256}"`);
    // Stored as an attached file of the letters' module.
    const [row] = await inScope(w.server.database.db, tenantScope(w.a.id), (tx) =>
      tx.select().from(files).where(eq(files.id, sealed.fileId)),
    );
    expect(row).toMatchObject({ attached: true, module: 'LetterOfRecognition', sha256: sealed.sha256 });
    expectError(await w.api(vendor()).get(`/api/file-management/files/${sealed.fileId}`), 404);
  });

  it('stamps every merged page, and only those', async () => {
    const merged = texts.slice(2);
    for (const [n, page] of merged.entries()) {
      expect(page, `merged page ${n + 1}`).toContain('APPROVED / 已承认');
      expect(page).toContain('2026-03-02');
      expect(page).toContain('张工 Zhang');
      expect(page).toContain(letter.letterNo);
    }
    expect(texts[0]).not.toContain('APPROVED / 已承认');
    expect(texts[1]).not.toContain('APPROVED / 已承认');
    // In item order: the drawing's pages, the pictures, the lab report, the new MSDS.
    expect(merged[0]).toContain('Drawing page 1');
    expect(merged[2]).toContain('Drawing page 3');
    expect(merged[5]).toContain('SGS protected page');
    expect(merged[6]).toContain('New MSDS page 1');
    expect(merged.join(' ')).not.toContain('Old MSDS');
  });

  it('shows the letter on the cover and the files with their pages or hash on the contents page', () => {
    const cover = texts[0]!;
    expect(cover).toContain(w.a.name);
    expect(cover).toContain(letter.letterNo);
    expect(cover).toContain(letter.partNo);
    expect(cover).toContain('Rev. B');
    expect(cover).toContain('Acme Plastics');
    expect(cover).toContain('AP-456-B');
    expect(cover).toContain(w.a.suppliers[0]!.vendorCode);
    expect(cover).toContain('Approved / 承认');
    expect(cover).toContain('2026-03-02');
    expect(cover).toContain('2027-01-31');
    // Signature blocks: submitted, initial check, approved (times in the tenant's zone, Asia/Shanghai).
    expect(cover).toContain('Vendor Wang');
    expect(cover).toContain('2026-02-20 09:00');
    expect(cover).toContain('DC Li');
    expect(cover).toContain('张工 Zhang');
    expect(cover).toContain('2026-03-02 10:30');
    const contents = texts[1]!.replace(/\s+/g, ' ');
    expect(contents).toContain('Contents / 目录');
    expect(contents).toMatch(/drawing\.pdf v1 3–5/);
    expect(contents).toMatch(/photo\.png v1 6/);
    expect(contents).toMatch(/sgs-rohs\.pdf v1 2027-01-31 8/);
    expect(contents).toMatch(/msds-old\.pdf v2 9–10/);
    expect(contents).toContain('could not be merged');
    expect(contents).toContain('not merged (not a PDF or image)');
    expect(contents).toContain(docxHash);
    // The sample item takes no file.
    expect(contents).toContain('no file');
  });

  it('is a 404 before approval and for another supplier’s vendor', async () => {
    const draft = await fileLetter(w, w.a);
    expectError(await w.api(vendor()).get(`/api/app/letter/${draft.id}/approved.pdf`), 404);
    expectError(
      await w.api(w.a.suppliers[1]!.vendor.token).get(`/api/app/letter/${letter.id}/approved.pdf`),
      404,
    );
    expectError(await w.api(w.b.admin).get(`/api/app/letter/${letter.id}/approved.pdf`), 404);
  });
});

describe('sealing edge cases', () => {
  it('seals a letter without any file (cover and contents only), conditionally approved', async () => {
    const l = await fileLetter(w, w.a, { items: [{ code: 'SAMPLE', needsFile: false }] });
    const sealed = await approve(l, 'ConditionallyApproved', {
      conditions: '限量 200K，2026-06-30 前整改',
      deviationUntil: '2026-06-30',
    });
    expect(sealed.pages).toBe(2);
    const res = await w.api(w.a.admin).get(`/api/app/letter/${l.id}/approved.pdf`);
    const [cover] = await pdfPages(res.raw.rawPayload);
    expect(cover).toContain('Conditionally approved / 有条件承认');
    expect(cover).toContain('限量 200K');
    expect(cover).toContain('2026-06-30');
  });

  it('keeps the stamp upright and inside rotated and odd-sized pages, and fits a long contents list on more pages', async () => {
    const items: FileItem[] = Array.from({ length: 30 }, (_, i) => ({
      code: `I${i}`,
      allowedExts: 'pdf',
      maxFiles: 2,
    }));
    const l = await fileLetter(w, w.a, { items });
    const rotated = await PDFDocument.create();
    rotated.addPage([400, 300]).setRotation(degrees(90));
    rotated.addPage([120, 90]);
    const rotatedBytes = Buffer.from(await rotated.save());
    for (const [i, item] of items.entries())
      await upload(l, item.code, `file-${i}.pdf`, i === 0 ? rotatedBytes : await samplePdf(`F${i}`));
    const sealed = await approve(l);
    const res = await w.api(w.a.admin).get(`/api/app/letter/${l.id}/approved.pdf`);
    const doc = await PDFDocument.load(res.raw.rawPayload);
    const texts = await pdfPages(res.raw.rawPayload);
    const front = sealed.pages - 31;
    expect(front).toBeGreaterThanOrEqual(3);
    expect(texts.slice(front).every((t) => t.includes('APPROVED / 已承认'))).toBe(true);
    // The contents name the merged pages by their final numbers.
    expect(texts.slice(1, front).join(' ').replace(/\s+/g, ' ')).toContain(
      `file-0.pdf v1 ${front + 1}–${front + 2}`,
    );
    expect(doc.getPage(front).getRotation().angle).toBe(90);
  });
});

// Last in the file: the host's default server then serves every tenant of this process.
describe('sealing into object storage', () => {
  it("writes the approved PDF to the host's default server, in the letters' bucket, from inside the approval's transaction", async () => {
    const s3 = await startS3();
    const host = (await login(w.server.app, { username: 'admin', password: HOST_ADMIN_PASSWORD }))
      .access_token;
    let created: Awaited<ReturnType<ReturnType<typeof w.api>['post']>> | undefined;
    try {
      created = await w.api(host).post('/api/app/minioServer', {
        name: 'letters s3rver',
        endpoint: s3.endpoint,
        useSsl: false,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        region: 'us-east-1',
        forcePathStyle: true,
        isDefault: true,
        defaultBucket: 'srm-files',
        bucketAssignments: { LetterOfRecognition: 'srm-letters' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      // Tenant b has no server of its own: the host's serves it (a row its transaction cannot see).
      const l = await fileLetter(w, w.b, { items: [{ code: 'DRAW', allowedExts: 'pdf' }] });
      await upload(
        l,
        'DRAW',
        'drawing.pdf',
        await samplePdf('S3 drawing', 2),
        {},
        w.b.suppliers[0]!.vendor.token,
      );
      const sealed = await approve(l, 'Approved', {}, w.b);
      expect(sealed.pages).toBe(4);
      const [row] = await inScope(w.server.database.db, tenantScope(w.b.id), (tx) =>
        tx.select().from(files).where(eq(files.id, sealed.fileId)),
      );
      expect(row!.storeId).toMatch(/^s3:.+\/srm-letters$/);
      const client = createS3Client(s3.connection);
      const keys = (
        (await client.send(new ListObjectsCommand({ Bucket: 'srm-letters' }))).Contents ?? []
      ).map((o) => o.Key);
      client.destroy();
      expect(keys).toContain(`${w.b.id}/${sealed.fileId}`);
      const res = await w.api(w.b.suppliers[0]!.vendor.token).get(`/api/app/letter/${l.id}/approved.pdf`);
      expect(res.status).toBe(200);
      expect(sha(res.raw.rawPayload)).toBe(sealed.sha256);
      const merged = await pdfPages(res.raw.rawPayload);
      expect(merged[3]).toContain('S3 drawing page 2');
    } finally {
      // On PostgreSQL this file's tests share one database: the host's default goes back to local
      // storage, or every later upload would meet this stopped server.
      if (created?.status === 200) {
        const made = created.body as { id: string; concurrencyStamp: string };
        const off = await w.api(host).put(`/api/app/minioServer/${made.id}`, {
          name: 'letters s3rver',
          endpoint: s3.endpoint,
          accessKey: 'S3RVER',
          isDefault: false,
          concurrencyStamp: made.concurrencyStamp,
        });
        expect(off.status, JSON.stringify(off.body)).toBe(200);
      }
      await s3.close();
    }
  });
});

import { LetterStatus, type LetterStatusValue } from '@sp/contracts';
import type { World, WorldTenant } from '../../../../test/world.js';
import { multipartBody } from '../../../../test/multipart.js';
import { callerHeaders } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import {
  letterCheckItems,
  letterCheckTemplateLines,
  letterCheckTemplates,
  letterItems,
  letters,
} from '../schema.js';

/** Tests only: the letters the file tests work on, written straight into the tenant. */

export interface FileItem {
  code: string;
  needsFile?: boolean;
  needsValidity?: boolean;
  allowedExts?: string;
  maxFiles?: number;
  required?: boolean;
}

/** A drawing (pdf or pictures, two at most), a RoHS report (pdf, with validity), a sample (no file), anything (tenant formats). */
export const FILE_ITEMS: FileItem[] = [
  { code: 'DRAW', allowedExts: 'pdf,jpg,png', maxFiles: 2 },
  { code: 'ROHS', allowedExts: 'pdf', maxFiles: 1, needsValidity: true },
  { code: 'SAMPLE', needsFile: false },
  { code: 'ANY', allowedExts: '', maxFiles: 5, required: false },
];

let seq = 0;

export interface FileLetter {
  id: string;
  letterNo: string;
  partNo: string;
  supplierId: string;
  /** Short code → stored code (a suffix keeps each letter's items apart from the seeded library). */
  codes: Record<string, string>;
}

export async function fileLetter(
  w: World,
  tenant: WorldTenant,
  o: { supplier?: number; status?: LetterStatusValue; items?: FileItem[]; partNo?: string } = {},
): Promise<FileLetter> {
  const supplier = tenant.suppliers[o.supplier ?? 0]!;
  const suffix = `${++seq}${newId().slice(-5).toUpperCase()}`;
  const items = o.items ?? FILE_ITEMS;
  const codes = Object.fromEntries(items.map((i) => [i.code, `F${i.code}_${suffix}`]));
  const id = newId();
  const templateId = newId();
  const letterNo = `CRS-F${suffix}`;
  const partNo = o.partNo ?? `PN-F${suffix}`;
  await inScope(w.server.database.db, tenantScope(tenant.id), async (tx) => {
    await tx.insert(letterCheckItems).values(
      items.map((i, k) => ({
        id: newId(),
        code: codes[i.code]!,
        nameEn: `${i.code} report`,
        nameZhHans: `${i.code} 报告`,
        nameZhHant: `${i.code} 報告`,
        needsFile: i.needsFile ?? true,
        needsValidity: i.needsValidity ?? false,
        allowedExts: i.allowedExts ?? '',
        maxFiles: i.maxFiles ?? 3,
        sort: k,
      })),
    );
    await tx
      .insert(letterCheckTemplates)
      .values({ id: templateId, code: `T-F${suffix}`, name: `Template ${suffix}` });
    await tx.insert(letterCheckTemplateLines).values(
      items.map((i, k) => ({
        templateId,
        version: 1,
        itemCode: codes[i.code]!,
        required: i.required ?? true,
        sort: k,
      })),
    );
    await tx.insert(letters).values({
      id,
      supplierId: supplier.id,
      letterNo,
      partNo,
      partName: '外壳 housing',
      spec: 'PC+ABS black',
      drawingNo: 'DWG-456',
      drawingRev: 'B',
      manufacturer: 'Acme Plastics',
      mpn: 'AP-456-B',
      checkTemplateId: templateId,
      templateVersion: 1,
      status: o.status ?? LetterStatus.Draft,
    });
    await tx.insert(letterItems).values(
      items.map((i, k) => ({
        letterId: id,
        supplierId: supplier.id,
        itemCode: codes[i.code]!,
        sort: k,
        required: i.required ?? true,
        needsFile: i.needsFile ?? true,
        needsValidity: i.needsValidity ?? false,
        allowedExts: i.allowedExts ?? '',
        maxFiles: i.maxFiles ?? 3,
      })),
    );
  });
  return { id, letterNo, partNo, supplierId: supplier.id, codes };
}

export async function setLetter(
  w: World,
  tenant: WorldTenant,
  id: string,
  values: Partial<typeof letters.$inferInsert>,
) {
  const { and, eq } = await import('drizzle-orm');
  await inScope(w.server.database.db, tenantScope(tenant.id), (tx) =>
    tx
      .update(letters)
      .set(values)
      .where(and(eq(letters.tenantId, tenant.id), eq(letters.id, id))),
  );
}

/** A multipart upload to an item, as the letter page sends it (fields first, then the file). */
export function uploadTo(
  w: World,
  token: string,
  letterId: string,
  itemCode: string,
  name: string,
  content: Buffer | string,
  fields: Record<string, string> = {},
  tenant?: WorldTenant,
) {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([k, v]) => ({ name: k, content: v })),
    { name: 'file', filename: name, content },
  ]);
  return w.server.app.inject({
    method: 'POST',
    url: `/api/app/letter/${letterId}/items/${encodeURIComponent(itemCode)}/files`,
    headers: { ...callerHeaders(token, tenant), ...headers },
    payload,
  });
}

export { encryptedPdf, JPEG_48X32, pngImage, samplePdf } from './sample-files.js';

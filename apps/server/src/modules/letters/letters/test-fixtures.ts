import { letterWorkflow, type LetterStatusValue } from '@sp/contracts';
import { createHash } from 'node:crypto';
import type { World, WorldTenant } from '../../../../test/world.js';
import { newId } from '../../../platform/db/columns.js';
import { inScope, tenantScope } from '../../../platform/db/scope.js';
import { recordCreation } from '../../../platform/workflow/transition.js';
import { addDays, dayIn } from '../expiry/clock.js';
import {
  letterCheckItems,
  letterCheckTemplateLines,
  letterCheckTemplates,
  letterFiles,
  letterItems,
  letters,
  partNoConfirms,
} from '../schema.js';

export interface FixtureItem {
  /** The item's code without the run's suffix (DRAWING, ROHS …). */
  code: string;
  required?: boolean;
  needsFile?: boolean;
  needsValidity?: boolean;
}

/** A drawing (required file), a RoHS report (required, with validity) and an optional MSDS. */
export const DEFAULT_ITEMS: FixtureItem[] = [
  { code: 'DRAWING' },
  { code: 'ROHS', needsValidity: true },
  { code: 'MSDS', required: false },
];

export interface LetterOptions {
  /** Which of the tenant's two suppliers the letter is for (default the first). */
  supplier?: number;
  items?: FixtureItem[];
  status?: LetterStatusValue;
  letterType?: 'Part' | 'Other';
  otherType?: string | null;
  partNo?: string;
  dueDate?: string | null;
  validTo?: string | null;
  revision?: number;
  previousLetterId?: string | null;
  ownerEngineerId?: string | null;
  submittedTime?: Date | null;
}

let seq = 0;

/**
 * A letter with its library items, template, request and items, written straight into the tenant
 * (the request's `create-letter` has its own tests). Item codes carry a suffix of this call, so the
 * fixture never meets the tenant's seeded library; `codes` maps the short code to the stored one.
 */
export async function openLetter(w: World, tenant: WorldTenant, o: LetterOptions = {}) {
  const supplier = tenant.suppliers[o.supplier ?? 0]!;
  const n = ++seq;
  const suffix = `${n}${newId().slice(-5).toUpperCase()}`;
  const items = o.items ?? DEFAULT_ITEMS;
  const codes = Object.fromEntries(items.map((i) => [i.code, `${i.code}_${suffix}`]));
  const letterId = newId();
  const requestId = newId();
  const templateId = newId();
  const letterNo = `CRS-T${suffix}`;
  const partNo = o.partNo ?? `PN-${suffix}`;
  const status = o.status ?? 0;
  await inScope(w.server.database.db, tenantScope(tenant.id), async (tx) => {
    await tx.insert(letterCheckItems).values(
      items.map((i, k) => ({
        id: newId(),
        code: codes[i.code]!,
        nameEn: `${i.code} item`,
        nameZhHans: `${i.code} 项目`,
        nameZhHant: `${i.code} 項目`,
        acceptanceCriteria: `${i.code} criteria`,
        needsFile: i.needsFile ?? true,
        needsValidity: i.needsValidity ?? false,
        allowedExts: 'pdf,png',
        sort: k,
      })),
    );
    await tx.insert(letterCheckTemplates).values({
      id: templateId,
      code: `TPL_${suffix}`,
      name: `Template ${suffix}`,
      letterType: o.letterType ?? 'Part',
      otherType: o.otherType ?? null,
    });
    await tx.insert(letterCheckTemplateLines).values(
      items.map((i, k) => ({
        templateId,
        version: 1,
        itemCode: codes[i.code]!,
        required: i.required ?? true,
        sort: (k + 1) * 10,
      })),
    );
    await tx.insert(partNoConfirms).values({
      id: requestId,
      supplierId: supplier.id,
      requestNo: `PNC-T${suffix}`,
      requestType: o.previousLetterId ? 'Change' : 'New',
      letterType: o.letterType ?? 'Part',
      otherType: o.otherType ?? null,
      partNo,
      partName: 'Housing',
      checkTemplateId: templateId,
      submissionLevel: 3,
      dueDate: o.dueDate ?? '2099-12-31',
      ownerEngineerId: o.ownerEngineerId ?? newId(),
      status: 3,
      letterId,
      previousLetterId: o.previousLetterId ?? null,
    });
    await tx.insert(letters).values({
      id: letterId,
      supplierId: supplier.id,
      letterNo,
      letterType: o.letterType ?? 'Part',
      otherType: o.otherType ?? null,
      partNoConfirmId: requestId,
      partNo,
      partName: 'Housing',
      drawingRev: 'B',
      checkTemplateId: templateId,
      templateVersion: 1,
      submissionLevel: 3,
      revision: o.revision ?? 1,
      previousLetterId: o.previousLetterId ?? null,
      status,
      dueDate: o.dueDate === undefined ? '2099-12-31' : o.dueDate,
      ownerEngineerId: o.ownerEngineerId ?? null,
      validTo: o.validTo ?? null,
      submittedTime: o.submittedTime ?? null,
    });
    await tx.insert(letterItems).values(
      items.map((i, k) => ({
        letterId,
        supplierId: supplier.id,
        itemCode: codes[i.code]!,
        sort: (k + 1) * 10,
        required: i.required ?? true,
        needsFile: i.needsFile ?? true,
        needsValidity: i.needsValidity ?? false,
        allowedExts: 'pdf,png',
      })),
    );
    await recordCreation(
      tx,
      letterWorkflow,
      { id: letterId, status, supplierId: supplier.id },
      {
        id: null,
        name: 'test',
      },
    );
  });
  return { letterId, letterNo, requestId, templateId, supplier, codes, partNo };
}

export interface FileOptions {
  fileName?: string;
  docValidFrom?: string | null;
  docValidTo?: string | null;
  status?: 'Active' | 'Superseded' | 'Expired';
  version?: number;
  creationTime?: Date;
}

/** A file of a letter's item as the upload would record it (the bytes are the files part's concern). */
export async function addFile(
  w: World,
  tenant: WorldTenant,
  letter: { letterId: string; supplier: { id: string } },
  itemCode: string,
  o: FileOptions = {},
) {
  const id = newId();
  const fileName = o.fileName ?? `${itemCode}.pdf`;
  await inScope(w.server.database.db, tenantScope(tenant.id), (tx) =>
    tx.insert(letterFiles).values({
      id,
      supplierId: letter.supplier.id,
      letterId: letter.letterId,
      itemCode,
      fileId: newId().replace(/-/g, ''),
      fileName,
      ext: fileName.split('.').pop() ?? 'pdf',
      size: 1024,
      contentType: 'application/pdf',
      sha256: createHash('sha256').update(id).digest('hex'),
      docValidFrom: o.docValidFrom ?? null,
      docValidTo: o.docValidTo ?? null,
      version: o.version ?? 1,
      status: o.status ?? 'Active',
      creatorName: 'vendor',
      ...(o.creationTime ? { creationTime: o.creationTime } : {}),
    }),
  );
  return id;
}

/** A day `n` days from today where a test tenant works (the default time zone), as the rules compare. */
export const daysFromToday = (n: number) => addDays(dayIn('Asia/Shanghai', new Date()), n);

import { MaterialSupplierStatus, type MaterialSyncBody, type MaterialSyncResult } from '@sp/contracts';
import type { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { ForbiddenError, ValidationError, type ValidationErrorInfo } from '../../platform/http/errors.js';
import { L, translate } from '../../platform/localization/localizer.js';
import type { Culture } from '@sp/contracts';
import { normalizeVendorCode } from '../suppliers/service.js';
import { materialCodes, supplierIdsByCode } from './codes.js';
import { materialValues, type MaterialActor } from './service.js';
import { upsertMaterials } from './upsert.js';

/**
 * `POST /api/app/material/sync`: the ERP pushes materials, upserted by part number in one
 * transaction. All items or none: an unknown unit, category or supplier code, or a part number
 * twice in the payload, is a 400 naming each item (`items[3].unit`). Unchanged items write
 * nothing, so a repeated payload leaves the data and the audit log's entity changes as they were.
 */
export async function syncMaterials(
  tx: Tx,
  audit: AuditCollector,
  body: MaterialSyncBody,
  actor: MaterialActor,
  culture: Culture,
): Promise<MaterialSyncResult> {
  if (actor.supplierId) throw new ForbiddenError();
  const { units, categories } = await materialCodes(tx);
  const supplierIds = await supplierIdsByCode(
    tx,
    body.items.flatMap((i) => (i.suppliers ?? []).map((s) => s.supplierCode)),
  );
  const problems: ValidationErrorInfo[] = [];
  const problem = (index: number, field: string, text: ReturnType<typeof L>) =>
    problems.push({ message: translate(culture, text), members: [`items[${index}].${field}`] });
  const seen = new Set<string>();
  body.items.forEach((item, i) => {
    const partNo = item.partNo.trim();
    if (seen.has(partNo)) problem(i, 'partNo', L('SupplierPortal', 'Materials:SyncDuplicatePartNo', partNo));
    seen.add(partNo);
    if (!units.has(item.unit.trim()))
      problem(i, 'unit', L('SupplierPortal', 'Materials:UnknownUnit', item.unit));
    if (item.category && !categories.has(item.category))
      problem(i, 'category', L('SupplierPortal', 'Materials:UnknownCategory', item.category));
    const codes = new Set<string>();
    (item.suppliers ?? []).forEach((s, j) => {
      const code = normalizeVendorCode(s.supplierCode);
      if (codes.has(code))
        problem(
          i,
          `suppliers[${j}].supplierCode`,
          L('SupplierPortal', 'Materials:SyncDuplicateSupplier', s.supplierCode),
        );
      codes.add(code);
      if (!supplierIds.has(code))
        problem(
          i,
          `suppliers[${j}].supplierCode`,
          L('SupplierPortal', 'Materials:UnknownSupplierCode', s.supplierCode),
        );
    });
  });
  if (problems.length > 0) throw new ValidationError(problems.slice(0, 200));

  return upsertMaterials(
    tx,
    audit,
    body.items.map((item) => ({
      values: materialValues(item),
      ...(item.suppliers
        ? {
            suppliers: {
              mode: 'replace' as const,
              list: item.suppliers.map((s) => ({
                supplierId: supplierIds.get(normalizeVendorCode(s.supplierCode))!,
                supplierPartNo: s.supplierPartNo ?? null,
                manufacturer: s.manufacturer ?? null,
                mpn: s.mpn ?? null,
                status: s.status ?? MaterialSupplierStatus.Approved,
              })),
            },
          }
        : {}),
    })),
    actor.id,
  );
}

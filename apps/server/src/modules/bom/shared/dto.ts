import {
  allowedActions,
  bomWorkflow,
  type BomDto,
  type BomListItemDto,
  type BomStatusValue,
  type WorkflowCaller,
} from '@sp/contracts';
import { auditedFields } from '../../../platform/audit/collector.js';
import type { bomHeaders, bomLines } from '../schema.js';
import { toBomLine } from '../structure/rows.js';

/**
 * The wire shapes of a BOM (contracts/bom/dto.ts). The list row and line mappings are the
 * structure part's (structure/rows.ts), re-exported here so every part maps rows one way.
 */
export { headersById, linesOf, toBomLine, toBomListItem } from '../structure/rows.js';

export type BomRow = typeof bomHeaders.$inferSelect;
export type BomLineRow = typeof bomLines.$inferSelect;

/** The audited entity names: the header's is its workflow's (as history rows say). */
export const BOM_ENTITY_TYPE = bomWorkflow.entity;
export const BOM_LINE_ENTITY_TYPE = 'SupplierPortal.Bom.BomLine';

/** What the caller may do with a BOM now (transitions and operations of bomWorkflow). */
export const bomActions = (
  row: { status: number; supplierId: string | null },
  caller: WorkflowCaller | null,
): string[] =>
  caller ? allowedActions(bomWorkflow, row.status as BomStatusValue, caller, row.supplierId) : [];

export function toBomDto(
  row: BomRow,
  item: BomListItemDto,
  lines: readonly BomLineRow[],
  caller: WorkflowCaller | null,
): BomDto {
  return {
    ...item,
    remark: row.remark,
    copiedFromId: row.copiedFromId,
    lines: lines.map(toBomLine),
    concurrencyStamp: row.concurrencyStamp,
    allowedActions: bomActions(row, caller),
  };
}

/** What the audit log records of a BOM header (lines are summed up by `lineCount`). */
export const auditedBom = (r: BomRow) =>
  auditedFields(r, [
    'bomNo',
    'parentPartNo',
    'bomType',
    'supplierId',
    'revision',
    'baseQty',
    'uom',
    'effectiveFrom',
    'effectiveTo',
    'ecnNo',
    'status',
    'isDefault',
    'lineCount',
    'copiedFromId',
    'rejectReason',
    'updateRequested',
    'updateRequestNote',
    'remark',
  ]);

/** What the audit log records of a line whose customer supply is confirmed. */
export const auditedLine = (r: BomLineRow) =>
  auditedFields(r, ['lineNo', 'childPartNo', 'qtyPer', 'materialSource', 'supplyConfirmed']);

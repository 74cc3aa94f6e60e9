import {
  bomLineProblems,
  bomRuleTexts,
  LETTER_APPROVED,
  type BomLineInput,
  type BomLineProblem,
  type Culture,
} from '@sp/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { ValidationError, type ValidationErrorInfo } from '../../../platform/http/errors.js';
import { T, translate, type LocalizableText } from '../../../platform/localization/localizer.js';
import { letters } from '../../letters/schema.js';
import { bomLines } from '../schema.js';
import { chainText, findCycle } from './cycles.js';
import { MATERIAL_BLOCKED, partsOf, type BomPart } from './materials.js';

type RuleKey = Parameters<typeof T<typeof bomRuleTexts>>[1];
export const ruleText = (key: RuleKey, ...args: unknown[]) => T(bomRuleTexts, key, ...args);

/** One problem of a line, as the save's 400 names it: `lines[3].qtyPer` and the sentence. */
export interface LineProblem {
  index: number;
  field: string;
  text: LocalizableText;
}

const fromShared = (p: BomLineProblem): LineProblem => ({
  index: p.index,
  field: p.field,
  text: ruleText(p.text as RuleKey, ...p.args),
});

/** The problems as the envelope's `validationErrors` (members `lines[i].field`), in the caller's language. */
export function lineValidationError(problems: readonly LineProblem[], culture: Culture): ValidationError {
  const infos: ValidationErrorInfo[] = problems.slice(0, 500).map((p) => ({
    message: translate(culture, p.text),
    members: [`lines[${p.index}].${p.field}`],
  }));
  return new ValidationError(infos, infos.map((i) => i.message).join(' '));
}

/** The line as it is stored, before its BOM's ids are known. */
export type LineValues = Omit<typeof bomLines.$inferInsert, 'tenantId' | 'bomId' | 'supplierId'> & {
  id: string;
};

export interface CheckedLines {
  values: LineValues[];
  /** The parts of the parent and the lines, as the material master knows them. */
  parts: Map<string, BomPart>;
}

/**
 * The problems of a BOM's lines without refusing (the Excel import reports them per row): the rules
 * across lines, the material master, the parent itself, then (when all else is right) the cycle.
 * Sorted by line index; `parts` are the master's rows of the parent and the children.
 */
export async function findLineProblems(
  tx: Tx,
  bom: { parentPartNo: string },
  lines: readonly BomLineInput[],
): Promise<{ problems: LineProblem[]; parts: Map<string, BomPart> }> {
  const problems: LineProblem[] = bomLineProblems(lines).map(fromShared);
  const parts = await partsOf(tx, [bom.parentPartNo, ...lines.map((l) => l.childPartNo)]);
  lines.forEach((l, i) => {
    const child = l.childPartNo.trim();
    const part = parts.get(child);
    const add = (key: RuleKey) =>
      problems.push({ index: i, field: 'childPartNo', text: ruleText(key, l.lineNo, child) });
    if (child === bom.parentPartNo) add('Bom:Rule.ChildIsParent');
    else if (!part) add('Bom:Rule.UnknownChild');
    else if (part.status === MATERIAL_BLOCKED) add('Bom:Rule.BlockedChild');
  });
  if (problems.length === 0) {
    const cycle = await findCycle(
      tx,
      bom.parentPartNo,
      lines.map((l) => l.childPartNo),
    );
    if (cycle) problems.push(...cycleProblems(lines, cycle));
  }
  return { problems: problems.sort((a, b) => a.index - b.index), parts };
}

/**
 * Every rule of a BOM's lines at once, so a save names all its problems (members `lines[i].field`):
 * the rules across lines (contracts `bomLineProblems`), each child in the material master and not
 * blocked, no child equal to the parent, and no cycle through the other BOMs of the tenant (the
 * chain named on the line that closes it). Then the stored values: name, spec and unit from the
 * master (a unit typed on the line wins), the approved letter of recognition of the BOM's supplier
 * for the child. Refused with a 400 listing the lines; nothing is written.
 */
export async function checkLines(
  tx: Tx,
  culture: Culture,
  bom: { parentPartNo: string; supplierId: string | null },
  lines: readonly BomLineInput[],
): Promise<CheckedLines> {
  const { problems, parts } = await findLineProblems(tx, bom, lines);
  if (problems.length > 0) throw lineValidationError(problems, culture);
  const letterNos = bom.supplierId
    ? await approvedLetters(
        tx,
        bom.supplierId,
        lines.map((l) => l.childPartNo.trim()),
      )
    : new Map<string, string>();
  const values = lines.map((l, i): LineValues => {
    const child = l.childPartNo.trim();
    const part = parts.get(child)!;
    return {
      id: newId(),
      sequence: i + 1,
      lineNo: l.lineNo,
      childPartNo: child,
      childName: part.name,
      childSpec: part.spec,
      qtyPer: l.qtyPer,
      uom: l.uom?.trim() || part.unit,
      scrapRate: l.scrapRate ?? null,
      refDesignators: l.refDesignators ?? null,
      materialSource: l.materialSource,
      manufacturer: l.manufacturer ?? null,
      mpn: l.mpn ?? null,
      altGroup: l.altGroup?.trim() || null,
      altPriority: l.altPriority ?? null,
      usageProbability: l.usageProbability ?? null,
      isAlternate: l.isAlternate,
      letterNo: letterNos.get(child) ?? null,
      rohs: l.rohs ?? null,
      supplyConfirmed: false,
      remark: l.remark ?? null,
    };
  });
  return { values, parts };
}

/** The cycle on the lines that open it (the chain's first child). */
export function cycleProblems(
  lines: readonly { lineNo: number; childPartNo: string }[],
  chain: readonly string[],
): LineProblem[] {
  const first = chain[1];
  return lines.flatMap((l, index) =>
    l.childPartNo.trim() === first
      ? [
          {
            index,
            field: 'childPartNo',
            text: ruleText('Bom:Rule.Cycle', l.lineNo, first, chainText(chain)),
          },
        ]
      : [],
  );
}

/**
 * The newest approved part letter of recognition of the supplier for each part (by approval, then
 * revision), as inspection's configurations find theirs. In the caller's scope: a vendor reads
 * their own letters, which are the only ones asked for.
 */
export async function approvedLetters(
  tx: Queryable,
  supplierId: string,
  partNos: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(partNos)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([letters.partNo], { partNo: letters.partNo, letterNo: letters.letterNo })
    .from(letters)
    .where(
      and(
        eq(letters.supplierId, supplierId),
        sql`${letters.partNo} in (select jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb))`,
        eq(letters.letterType, 'Part'),
        eq(letters.isDeleted, false),
        inArray(letters.status, [...LETTER_APPROVED]),
      ),
    )
    .orderBy(letters.partNo, sql`${letters.approvedTime} desc nulls last`, sql`${letters.revision} desc`);
  return new Map(rows.flatMap((r) => (r.partNo ? [[r.partNo, r.letterNo] as const] : [])));
}

/**
 * Writes a BOM's lines in one statement however many there are (5,000 lines would pass
 * PostgreSQL's limit of bound parameters as a VALUES list): the lines travel as one JSON document
 * and `jsonb_to_recordset` spreads them. The header's tenant and supplier go on every line (row-level
 * security checks them on the way in).
 */
export async function insertLines(
  tx: Tx,
  bom: { id: string; supplierId: string | null },
  values: readonly LineValues[],
): Promise<void> {
  if (values.length === 0) return;
  const doc = JSON.stringify(
    values.map((v) => ({
      id: v.id,
      sequence: v.sequence,
      line_no: v.lineNo,
      child_part_no: v.childPartNo,
      child_name: v.childName,
      child_spec: v.childSpec ?? null,
      qty_per: v.qtyPer,
      uom: v.uom,
      scrap_rate: v.scrapRate ?? null,
      ref_designators: v.refDesignators ?? null,
      material_source: v.materialSource,
      manufacturer: v.manufacturer ?? null,
      mpn: v.mpn ?? null,
      alt_group: v.altGroup ?? null,
      alt_priority: v.altPriority ?? null,
      usage_probability: v.usageProbability ?? null,
      is_alternate: v.isAlternate ?? false,
      letter_no: v.letterNo ?? null,
      rohs: v.rohs ?? null,
      supply_confirmed: v.supplyConfirmed ?? false,
      supply_confirmed_by_id: v.supplyConfirmedById ?? null,
      supply_confirmed_by_name: v.supplyConfirmedByName ?? null,
      supply_confirmed_time: v.supplyConfirmedTime ?? null,
      remark: v.remark ?? null,
    })),
  );
  await tx.execute(sql`
    insert into bom_lines (tenant_id, id, bom_id, supplier_id, sequence, line_no, child_part_no, child_name,
      child_spec, qty_per, uom, scrap_rate, ref_designators, material_source, manufacturer, mpn, alt_group,
      alt_priority, usage_probability, is_alternate, letter_no, rohs, supply_confirmed, supply_confirmed_by_id,
      supply_confirmed_by_name, supply_confirmed_time, remark)
    select app_tenant_id(), r.id, ${bom.id}::uuid, ${bom.supplierId}::uuid, r.sequence, r.line_no, r.child_part_no,
      r.child_name, r.child_spec, r.qty_per, r.uom, r.scrap_rate, r.ref_designators, r.material_source,
      r.manufacturer, r.mpn, r.alt_group, r.alt_priority, r.usage_probability, r.is_alternate, r.letter_no,
      r.rohs, r.supply_confirmed, r.supply_confirmed_by_id, r.supply_confirmed_by_name, r.supply_confirmed_time,
      r.remark
    from jsonb_to_recordset(${doc}::jsonb) as r(id uuid, sequence int, line_no int, child_part_no text,
      child_name text, child_spec text, qty_per numeric, uom text, scrap_rate numeric, ref_designators text,
      material_source text, manufacturer text, mpn text, alt_group text, alt_priority int,
      usage_probability numeric, is_alternate boolean, letter_no text, rohs boolean, supply_confirmed boolean,
      supply_confirmed_by_id uuid, supply_confirmed_by_name text, supply_confirmed_time timestamptz, remark text)`);
}

/** Removes a BOM's lines (before its new ones are written). */
export async function deleteLines(tx: Tx, tenantId: string, bomId: string): Promise<void> {
  await tx.delete(bomLines).where(and(eq(bomLines.tenantId, tenantId), eq(bomLines.bomId, bomId)));
}

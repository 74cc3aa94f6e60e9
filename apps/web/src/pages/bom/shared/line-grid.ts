import {
  bomLineProblems,
  type BomLineDto,
  type BomLineInput,
  type BomLineProblem,
  type MaterialSourceValue,
} from '@sp/contracts';

/** One row of the editor's grid as typed (blank text is '', blank numbers null). */
export interface LineDraft {
  /** The grid's own row key (a saved line's id, or a new one). */
  key: string;
  lineNo: number | null;
  childPartNo: string;
  qtyPer: number | null;
  uom: string;
  scrapRate: number | null;
  refDesignators: string;
  materialSource: MaterialSourceValue;
  manufacturer: string;
  mpn: string;
  altGroup: string;
  altPriority: number | null;
  usageProbability: number | null;
  isAlternate: boolean;
  rohs: boolean | null;
  remark: string;
}

/** The grid's editable columns, in the order Enter and Tab move through them. */
export const LINE_FIELDS = [
  'lineNo',
  'childPartNo',
  'qtyPer',
  'uom',
  'scrapRate',
  'refDesignators',
  'materialSource',
  'manufacturer',
  'mpn',
  'altGroup',
  'altPriority',
  'usageProbability',
  'isAlternate',
  'rohs',
  'remark',
] as const satisfies readonly (keyof LineDraft)[];
export type LineField = (typeof LINE_FIELDS)[number];

let seq = 0;
const newKey = () => `new-${++seq}`;

export const lineDraftOf = (l: BomLineDto): LineDraft => ({
  key: l.id,
  lineNo: l.lineNo,
  childPartNo: l.childPartNo,
  qtyPer: l.qtyPer,
  uom: l.uom,
  scrapRate: l.scrapRate,
  refDesignators: l.refDesignators ?? '',
  materialSource: l.materialSource,
  manufacturer: l.manufacturer ?? '',
  mpn: l.mpn ?? '',
  altGroup: l.altGroup ?? '',
  altPriority: l.altPriority,
  usageProbability: l.usageProbability,
  isAlternate: l.isAlternate,
  rohs: l.rohs,
  remark: l.remark ?? '',
});

/** A new row after the others: the next position in tens (10, 20 …). */
export function newLine(rows: readonly LineDraft[]): LineDraft {
  const last = Math.max(0, ...rows.map((r) => r.lineNo ?? 0));
  return {
    key: newKey(),
    lineNo: Math.floor(last / 10) * 10 + 10,
    childPartNo: '',
    qtyPer: null,
    uom: '',
    scrapRate: null,
    refDesignators: '',
    materialSource: 'SupplierPurchased',
    manufacturer: '',
    mpn: '',
    altGroup: '',
    altPriority: null,
    usageProbability: null,
    isAlternate: false,
    rohs: null,
    remark: '',
  };
}

/** A row nobody typed in (a fresh last row): left out of saving and of the checks. */
export const isBlankLine = (r: LineDraft) => !r.childPartNo.trim() && r.qtyPer === null;

const text = (s: string) => s.trim() || null;

/** The wire line of a row (blank texts null). */
export const lineInputOf = (r: LineDraft): BomLineInput => ({
  lineNo: r.lineNo ?? 0,
  childPartNo: r.childPartNo.trim(),
  qtyPer: r.qtyPer ?? 0,
  uom: text(r.uom),
  scrapRate: r.scrapRate,
  refDesignators: text(r.refDesignators),
  materialSource: r.materialSource,
  manufacturer: text(r.manufacturer),
  mpn: text(r.mpn),
  altGroup: text(r.altGroup),
  altPriority: r.altPriority,
  usageProbability: r.usageProbability,
  isAlternate: r.isAlternate,
  rohs: r.rohs,
  remark: text(r.remark),
});

/** A problem on one cell: the row's key, the field, the message's text key and arguments (or a message). */
export interface CellProblem {
  key: string;
  field: string;
  text?: string;
  args?: (string | number)[];
  message?: string;
}

/**
 * What the grid shows before saving: a position and a child on each typed row, a quantity above 0,
 * then the rules across lines that the server applies too (`bomLineProblems`), on their rows.
 */
export function gridProblems(rows: readonly LineDraft[]): CellProblem[] {
  const typed = rows.filter((r) => !isBlankLine(r));
  const own: CellProblem[] = [];
  for (const r of typed) {
    if (r.lineNo === null || r.lineNo < 1)
      own.push({ key: r.key, field: 'lineNo', text: 'BomPage:Required' });
    if (!r.childPartNo.trim()) own.push({ key: r.key, field: 'childPartNo', text: 'BomPage:Required' });
    if (r.qtyPer === null || r.qtyPer <= 0)
      own.push({ key: r.key, field: 'qtyPer', text: 'BomPage:QtyPositive' });
  }
  const shared = bomLineProblems(typed.map(lineInputOf)).map((p: BomLineProblem) => ({
    key: typed[p.index]?.key ?? '',
    field: p.field,
    text: p.text,
    args: p.args,
  }));
  return [...own, ...shared];
}

/**
 * A refused save's field errors on the grid's cells: members `lines.3.qtyPer` (or `lines[3].qtyPer`)
 * name the index among the rows sent (the typed ones).
 */
export function serverCellProblems(
  rows: readonly LineDraft[],
  fields: { message?: string; members?: string[] }[],
): CellProblem[] {
  const typed = rows.filter((r) => !isBlankLine(r));
  return fields.flatMap((f) =>
    (f.members ?? []).flatMap((m) => {
      const hit = /^lines(?:\.|\[)(\d+)\]?(?:\.(\w+))?$/i.exec(m);
      const row = hit ? typed[Number(hit[1])] : undefined;
      return row ? [{ key: row.key, field: hit![2] ?? 'childPartNo', message: f.message ?? '' }] : [];
    }),
  );
}

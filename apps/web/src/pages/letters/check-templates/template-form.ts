import type {
  CheckTemplateDto,
  CheckTemplateInput,
  ComparableLine,
  LetterTypeValue,
  OtherLetterTypeValue,
} from '@sp/contracts';

/** A line as the editor holds it. */
export interface LineValues {
  itemCode: string;
  required: boolean;
  submissionLevelMin?: number | null | undefined;
  sort?: number | null | undefined;
  note?: string | null | undefined;
}

/** The editor's form: the header and its lines. */
export interface TemplateValues {
  code: string;
  name: string;
  letterType: LetterTypeValue;
  materialCategory?: string | null | undefined;
  otherType?: OtherLetterTypeValue | null | undefined;
  isActive: boolean;
  remark?: string | null | undefined;
  lines: LineValues[];
}

/** A new template starts as an active part template without lines. */
export const emptyTemplate: TemplateValues = {
  code: '',
  name: '',
  letterType: 'Part',
  materialCategory: undefined,
  otherType: undefined,
  isActive: true,
  remark: undefined,
  lines: [],
};

export function toFormValues(t: CheckTemplateDto | null): TemplateValues {
  if (!t) return emptyTemplate;
  return {
    code: t.code,
    name: t.name,
    letterType: t.letterType,
    materialCategory: t.materialCategory,
    otherType: t.otherType as OtherLetterTypeValue | null,
    isActive: t.isActive,
    remark: t.remark,
    lines: t.lines.map((l) => ({
      itemCode: l.itemCode,
      required: l.required,
      submissionLevelMin: l.submissionLevelMin,
      sort: l.sort,
      note: l.note,
    })),
  };
}

/** The lines as the server stores them: order numbers filled in (× 10), blanks as null. */
export function normalizedLines(lines: readonly LineValues[]): ComparableLine[] {
  return lines.map((l, i) => ({
    itemCode: l.itemCode,
    required: l.required,
    submissionLevelMin: l.submissionLevelMin ?? null,
    sort: l.sort ?? (i + 1) * 10,
    note: l.note?.trim() ? l.note.trim() : null,
  }));
}

/** The request body: only the field of the letter type, lines normalised. */
export function toInput(v: TemplateValues): CheckTemplateInput {
  const part = v.letterType === 'Part';
  return {
    code: v.code.trim(),
    name: v.name.trim(),
    letterType: v.letterType,
    materialCategory: part ? (v.materialCategory ?? null) : null,
    otherType: part ? null : (v.otherType ?? null),
    isActive: v.isActive,
    remark: v.remark?.trim() ? v.remark.trim() : null,
    lines: normalizedLines(v.lines),
  };
}

/** The next order number after the lines there are. */
export const nextSort = (lines: readonly LineValues[]) =>
  lines.reduce((max, l, i) => Math.max(max, l.sort ?? (i + 1) * 10), 0) + 10;

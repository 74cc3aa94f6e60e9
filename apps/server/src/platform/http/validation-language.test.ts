import { purchaseOrderInputSchema, type Culture } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useWorld } from '../../../test/harness.js';
import { describeProblem, toProblem } from './validation.js';

const w = useWorld({ prefix: 'vlang', suppliers: false });

/** The validation messages of a supplier created with a status outside the enum, in `culture`. */
async function badStatusMessages(culture: Culture): Promise<string[]> {
  const res = await w.api(w.a.admin, null, { 'accept-language': culture }).post('/api/app/supplier', {
    vendorCode: 'LANG1',
    name: 'Language test',
    status: 7,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return (res.body.error.validationErrors as { message: string }[]).map((v) => v.message);
}

describe('one language per validation message (issue 16 #7)', () => {
  it('says which values are allowed in the language asked for', async () => {
    expect(await badStatusMessages('en')).toEqual(['Allowed values: 0, 1']);
    const hans = await badStatusMessages('zh-Hans');
    expect(hans).toEqual(['允许的值：0, 1']);
    const hant = await badStatusMessages('zh-Hant');
    expect(hant).toEqual(['允許的值：0, 1']);
  });

  it('renders the rules of the business schemas in the language asked for', () => {
    const result = purchaseOrderInputSchema.safeParse({
      poNo: 'PO1',
      supplierCode: 'V1',
      orderDate: '2026-01-01',
      currency: 'CNY',
      lines: [
        { lineNo: 1, partNo: 'P1', orderedQty: 1, needDate: '2026-01-01' },
        { lineNo: 1, partNo: 'P1', orderedQty: 1, needDate: '2026-01-01' },
      ],
    });
    expect(result.success).toBe(false);
    const duplicate = result
      .error!.issues.map(toProblem)
      .find((p) => p.code === 'custom' && p.member === 'lines.1.lineNo');
    expect(duplicate, JSON.stringify(result.error!.issues)).toBeDefined();
    expect(describeProblem(duplicate!, 'en')).toBe('Duplicate line number');
    expect(describeProblem(duplicate!, 'zh-Hans')).toBe('行号重复');
  });

  it('never answers a bare English rule text to a Chinese request', () => {
    const schema = z.object({ x: z.number().refine(() => false, { message: 'Some English sentence' }) });
    const problem = schema.safeParse({ x: 1 }).error!.issues.map(toProblem)[0]!;
    expect(describeProblem(problem, 'en')).toBe('Some English sentence');
    expect(describeProblem(problem, 'zh-Hans')).toBe('字段 x 无效。');
    expect(describeProblem(problem, 'zh-Hant')).toBe('欄位 x 無效。');
  });
});

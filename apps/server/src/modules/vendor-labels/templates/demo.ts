import { defaultCopies, defaultTemplates, labelTypes, type LabelType } from '@sp/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { newId } from '../../../platform/db/columns.js';
import { labelTemplates, labelTemplateVersions } from '../schema.js';

/** The tenant's starting templates: the contracts' standard layouts, each the default of its type. */
const demo: Record<LabelType, { code: string; name: string; remark: string }> = {
  Inner: {
    code: 'INNER-STD-80x50',
    name: '标准内箱标签 80×50',
    remark: 'ECIA EIGP 114 style, ISO/IEC 15434 QR',
  },
  Outer: { code: 'OUTER-STD-100x70', name: '标准外箱标签 100×70', remark: 'Carton label, Code 128 + QR' },
  Pallet: { code: 'PALLET-GS1-A6', name: 'GS1 栈板标签 A6', remark: 'GS1 logistic label, SSCC lowest' },
};

/** Seeds the three default templates once (a template of the same code is left as it is). Returns how many exist. */
export async function seedDemoTemplates(tx: Tx): Promise<number> {
  for (const type of labelTypes) {
    const { code, name, remark } = demo[type];
    const [existing] = await tx
      .select({ id: labelTemplates.id })
      .from(labelTemplates)
      .where(eq(labelTemplates.code, code));
    if (existing) continue;
    const id = newId();
    await tx.insert(labelTemplates).values({
      id,
      code,
      name,
      labelType: type,
      definition: defaultTemplates[type],
      copies: defaultCopies(type),
      version: 1,
      isDefault: true,
      isActive: true,
      remark,
    });
    await tx
      .insert(labelTemplateVersions)
      .values({ templateId: id, version: 1, definition: defaultTemplates[type] });
  }
  return labelTypes.length;
}

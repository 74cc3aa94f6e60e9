import { defaultCopies, defaultTemplates, type LabelTemplate, type LabelType } from '@sp/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import { labelTemplates, type labelMaterialInfos } from '../schema.js';

/** What a label is printed with: the template's id, code and version (null id: the built-in layout). */
export interface ResolvedTemplate {
  id: string | null;
  code: string;
  version: number;
  definition: LabelTemplate;
  copies: number;
}

/** The material info's template ids (any row shape that has them). */
type TemplateChoice = Partial<
  Pick<typeof labelMaterialInfos.$inferSelect, 'innerTemplateId' | 'outerTemplateId' | 'palletTemplateId'>
>;

const choiceOf = (info: TemplateChoice | null | undefined, labelType: LabelType) =>
  labelType === 'Inner'
    ? info?.innerTemplateId
    : labelType === 'Outer'
      ? info?.outerTemplateId
      : info?.palletTemplateId;

const live = (labelType: LabelType) =>
  and(
    eq(labelTemplates.labelType, labelType),
    eq(labelTemplates.isActive, true),
    eq(labelTemplates.isDeleted, false),
  );

const fields = {
  id: labelTemplates.id,
  code: labelTemplates.code,
  version: labelTemplates.version,
  definition: labelTemplates.definition,
  copies: labelTemplates.copies,
};

/**
 * The template a label of `labelType` prints with, for the delivery module: the material info's
 * own choice (when still active and of that type), else the supplier's default, else the tenant's
 * default, else the built-in layout of the contracts (`defaultTemplates`, version 0). Runs in the
 * caller's scope, so a vendor can only ever resolve a template they may see.
 */
export async function resolveTemplate(
  tx: Queryable,
  labelType: LabelType,
  context: { supplierId: string; materialInfo?: TemplateChoice | null },
): Promise<ResolvedTemplate> {
  const chosen = choiceOf(context.materialInfo, labelType);
  if (chosen) {
    const [row] = await tx
      .select(fields)
      .from(labelTemplates)
      .where(and(live(labelType), eq(labelTemplates.id, chosen)));
    if (row) return row;
  }
  const [own] = await tx
    .select(fields)
    .from(labelTemplates)
    .where(
      and(
        live(labelType),
        eq(labelTemplates.isDefault, true),
        eq(labelTemplates.forSupplierId, context.supplierId),
      ),
    )
    .limit(1);
  if (own) return own;
  const [shared] = await tx
    .select(fields)
    .from(labelTemplates)
    .where(and(live(labelType), eq(labelTemplates.isDefault, true), isNull(labelTemplates.forSupplierId)))
    .limit(1);
  if (shared) return shared;
  return {
    id: null,
    code: `BUILTIN-${labelType.toUpperCase()}`,
    version: 0,
    definition: defaultTemplates[labelType],
    copies: defaultCopies(labelType),
  };
}

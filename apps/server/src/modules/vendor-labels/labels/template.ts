import { defaultCopies, defaultTemplates, type LabelTemplate, type LabelType } from '@sp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.js';
import { labelTemplates, labelTemplateVersions } from '../schema.js';

/** The layout a label prints with, and what the print log names of it. */
export interface PrintTemplate {
  id: string | null;
  code: string;
  version: number;
  definition: LabelTemplate;
  copies: number;
}

/** The contracts' built-in layout of a type (a label record with no template id), version 0. */
export const builtInPrintTemplate = (labelType: LabelType): PrintTemplate => ({
  id: null,
  code: `BUILTIN-${labelType.toUpperCase()}`,
  version: 0,
  definition: defaultTemplates[labelType],
  copies: defaultCopies(labelType),
});

/**
 * The exact layout a label was generated with: template `id` at `version`. The current definition
 * when the template is still at that version, else the saved version (label_template_versions), so
 * a reprint after the template changed prints the label as it was. A template deleted since is
 * still read (labels outlive their templates). When the saved version is missing (a row written
 * before versions were kept) the current definition is the best there is.
 */
export async function printTemplate(
  tx: Queryable,
  labelType: LabelType,
  id: string | null,
  version: number | null,
): Promise<PrintTemplate> {
  if (!id) return builtInPrintTemplate(labelType);
  const [current] = await tx
    .select({
      code: labelTemplates.code,
      version: labelTemplates.version,
      definition: labelTemplates.definition,
      copies: labelTemplates.copies,
    })
    .from(labelTemplates)
    .where(and(eq(labelTemplates.id, id)));
  const wanted = version ?? current?.version ?? 1;
  if (current && current.version === wanted) return { id, ...current };
  const [saved] = await tx
    .select({ definition: labelTemplateVersions.definition })
    .from(labelTemplateVersions)
    .where(and(eq(labelTemplateVersions.templateId, id), eq(labelTemplateVersions.version, wanted)));
  const definition = saved?.definition ?? current?.definition;
  if (!definition) return { ...builtInPrintTemplate(labelType), id, version: wanted };
  return {
    id,
    code: current?.code ?? id,
    version: wanted,
    definition,
    copies: current?.copies ?? defaultCopies(labelType),
  };
}

import { labelTemplateSchema, type LabelTemplate, type LabelTemplateInput } from '@sp/contracts';
import { translate, translateDynamic } from '../../../locales/i18n';

/** The layout's settings as the form edits them beside the elements' JSON. */
export interface LayoutFields {
  widthMm: number;
  heightMm: number;
  dpi: 203 | 300;
  payloadStyle: LabelTemplate['payloadStyle'];
  symbology: LabelTemplate['symbology'];
  elementsJson: string;
}

export const toLayoutFields = (d: LabelTemplate): LayoutFields => ({
  widthMm: d.widthMm,
  heightMm: d.heightMm,
  dpi: d.dpi,
  payloadStyle: d.payloadStyle,
  symbology: d.symbology,
  elementsJson: JSON.stringify(d.elements, null, 2),
});

/**
 * The layout of the form's fields, checked by the contracts' own schema (the server's), so a problem
 * shows on the field before a request is sent: the JSON's syntax, then the model's rules (an element
 * outside the label, an unknown `{{field}}`, a pallet's SSCC not lowest …) in the user's language.
 */
export function layoutOf(
  labelType: LabelTemplate['labelType'],
  f: LayoutFields,
): { ok: true; definition: LabelTemplateInput } | { ok: false; message: string } {
  let elements: unknown;
  try {
    elements = JSON.parse(f.elementsJson);
  } catch (e) {
    return {
      ok: false,
      message: translate('SupplierPortal', 'LabelTemplate:LayoutNotJson', (e as Error).message),
    };
  }
  if (!Array.isArray(elements))
    return { ok: false, message: translate('SupplierPortal', 'LabelTemplate:LayoutNotList') };
  const definition: unknown = {
    labelType,
    widthMm: Number(f.widthMm),
    heightMm: Number(f.heightMm),
    dpi: f.dpi,
    payloadStyle: f.payloadStyle,
    symbology: f.symbology,
    elements,
  };
  const result = labelTemplateSchema.safeParse(definition);
  if (result.success) return { ok: true, definition: result.data };
  const issue = result.error.issues[0]!;
  const code = (issue as { params?: { code?: string; field?: string } }).params;
  const text = code?.code
    ? translateDynamic('SupplierPortal', `VendorLabel:${code.code}`, code.field ?? '')
    : `${issue.path.join('.')}: ${issue.message}`;
  const index = issue.path[0] === 'elements' && typeof issue.path[1] === 'number' ? issue.path[1] : null;
  return {
    ok: false,
    message:
      index === null ? text : translate('SupplierPortal', 'LabelTemplate:ElementProblem', index + 1, text),
  };
}

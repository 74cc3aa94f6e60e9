import {
  buildPayload,
  fillTextTemplate,
  labelFieldValues,
  pickText,
  ssccElements,
  vendorLabelTexts,
  type BoxElement,
  type CaptionElement,
  type Code128Element,
  type Culture,
  type Gs1Element,
  type Gs1Element128,
  type LabelCaptionKey,
  type LabelData,
  type LabelTemplate,
  type LineElement,
  type Symbol2dElement,
  type Symbology,
  type TextElement,
} from '@sp/contracts';

/**
 * One label's elements with their content decided: texts filled and captions in the user's
 * language, the 2D payload in the template's style, the GS1 elements of a pallet. The PDF and ZPL
 * writers draw these and nothing else, so both print the same content.
 */
export type ResolvedElement =
  | { kind: 'text'; el: TextElement; caption: string | null; value: string }
  | { kind: 'caption'; el: CaptionElement; text: string }
  | { kind: 'code128'; el: Code128Element; value: string }
  | { kind: 'symbol2d'; el: Symbol2dElement; payload: string; symbology: Symbology }
  | { kind: 'gs1-128'; el: Gs1Element128; elements: Gs1Element[] }
  | { kind: 'line'; el: LineElement }
  | { kind: 'box'; el: BoxElement };

export const captionText = (key: LabelCaptionKey, culture: Culture): string =>
  pickText(vendorLabelTexts.texts[key], culture);

/** The GS1 elements of one `gs1-128` element: (00) alone, or the optional (02)(37)(400) present. */
function gs1For(el: Gs1Element128, label: LabelData): Gs1Element[] {
  // ssccElements checks the SSCC (and the optional AIs) even for the `extra` symbol.
  const all = ssccElements({
    sscc: label.sscc ?? '',
    gtin: label.gtin ?? null,
    count: label.gtin || label.contentsCount ? (label.contentsCount ?? null) : null,
    customerPo: label.poNo && /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,30}$/.test(label.poNo) ? label.poNo : null,
  });
  return el.content === 'sscc' ? all.slice(0, 1) : all.slice(1);
}

/** The content of every element of `template` for `label`; throws the contracts' typed errors. */
export function resolveLabel(label: LabelData, template: LabelTemplate, culture: Culture): ResolvedElement[] {
  const values = labelFieldValues(label);
  let payload: string | undefined;
  const out: ResolvedElement[] = [];
  for (const el of template.elements) {
    switch (el.kind) {
      case 'text':
        out.push({
          kind: 'text',
          el,
          caption: el.caption ? captionText(el.caption, culture) : null,
          value: fillTextTemplate(el.text, values).trim(),
        });
        break;
      case 'caption':
        out.push({ kind: 'caption', el, text: captionText(el.caption, culture) });
        break;
      case 'code128':
        out.push({ kind: 'code128', el, value: label.labelId });
        break;
      case 'symbol2d':
        payload ??= buildPayload(label, template.payloadStyle);
        out.push({ kind: 'symbol2d', el, payload, symbology: template.symbology });
        break;
      case 'gs1-128': {
        const elements = gs1For(el, label);
        if (elements.length) out.push({ kind: 'gs1-128', el, elements });
        break;
      }
      default:
        out.push({ kind: el.kind, el } as ResolvedElement);
    }
  }
  return out;
}

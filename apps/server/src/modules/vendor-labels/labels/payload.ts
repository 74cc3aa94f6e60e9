import {
  buildPayload,
  gs1ElementString,
  ssccElements,
  type LabelData,
  type LabelTemplate,
} from '@sp/contracts';

/**
 * A label's 2D payload as its record keeps it: inner and outer labels in the template's style
 * (ISO/IEC 15434, JSON or delimited); a pallet's is its GS1 element string, (00) SSCC with (37) the
 * cartons and (400) the customer PO when the pallet holds one order, what a GS1 scanner reports.
 */
export function labelPayload(data: LabelData, template: LabelTemplate): string {
  if (data.labelType !== 'Pallet' || !data.sscc) return buildPayload(data, template.payloadStyle);
  return gs1ElementString(
    ssccElements({
      sscc: data.sscc,
      count: data.contentsCount || null,
      customerPo: data.poNo && /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,30}$/.test(data.poNo) ? data.poNo : null,
    }),
  );
}

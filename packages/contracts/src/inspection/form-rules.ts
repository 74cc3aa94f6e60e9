import { z } from 'zod';
import { blankable, daySchema } from '../common/schemas.js';
import { WORKFLOW_COMMENT_MAX } from '../workflow.js';
import { Disposition, InspectionDocType, VendorConclusion } from './enums.js';

/**
 * Inspection forms (`/api/app/inspectionForm`): limits and input schemas. The pure rules that
 * judge a form (an item's OK / NG from its values, NG counts against Re, what blocks submitting)
 * live beside them so the page shows what the server will say.
 */
export const InspectionFormLimits = {
  vendorInspector: 64,
  remark: 1000,
  resultRemark: 256,
  /** Values per item (a sample of 1,250 is not typed piece by piece: the defects count is). */
  values: 200,
  valueText: 32,
  comment: WORKFLOW_COMMENT_MAX,
  filterText: 64,
} as const;

const L = InspectionFormLimits;

/** `POST /api/app/inspectionForm`: one form per delivery line (lot). */
export const inspectionFormCreateSchema = z.object({ deliveryLineId: z.uuid() });
export type InspectionFormCreateInput = z.output<typeof inspectionFormCreateSchema>;

export const inspectionResultInputSchema = z.object({
  itemCode: z.string().min(1).max(32),
  sampleQty: z.number().int().min(0).max(1_000_000).nullish(),
  values: z
    .array(z.union([z.number().finite(), z.string().max(L.valueText)]))
    .max(L.values)
    .default([]),
  defectQty: z.number().int().min(0).max(1_000_000).default(0),
  remark: blankable(z.string().max(L.resultRemark)),
});
export type InspectionResultInput = z.output<typeof inspectionResultInputSchema>;

/** `PUT /api/app/inspectionForm/{id}` (Draft, Returned): the vendor's part of the form. */
export const inspectionFormUpdateSchema = z.object({
  vendorInspector: blankable(z.string().max(L.vendorInspector)),
  vendorInspectDate: daySchema.nullish(),
  results: z.array(inspectionResultInputSchema).max(50).default([]),
  ngCritical: z.number().int().min(0).max(1_000_000).default(0),
  ngMajor: z.number().int().min(0).max(1_000_000).default(0),
  ngMinor: z.number().int().min(0).max(1_000_000).default(0),
  vendorConclusion: z.enum(VendorConclusion).nullish(),
  remark: blankable(z.string().max(L.remark)),
  concurrencyStamp: z.string().max(64).nullish(),
});
export type InspectionFormUpdateInput = z.output<typeof inspectionFormUpdateSchema>;

/** `PUT /{id}/documents/{docType}`: the valid-to of an attached document. */
export const inspectionDocumentSchema = z.object({ validTo: daySchema.nullish() });
export const inspectionDocTypeParam = z.enum(InspectionDocType);

/** `POST /{id}/reject | accept-conditionally`: the disposition and the reason. */
export const inspectionDecisionSchema = z.object({
  disposition: z.enum(Disposition),
  comment: z.string().trim().min(1).max(L.comment),
  concurrencyStamp: z.string().max(64).nullish(),
});
export type InspectionDecisionInput = z.output<typeof inspectionDecisionSchema>;

/**
 * The small vocabularies of incoming inspection (business-domain §5). Each value is stored as
 * written and named in the texts as `Enum:<Name>.<value>` (texts.ts).
 */

/** How a material's lots are inspected: every piece, a sample, not at all, or only some lots. */
export const InspectionMode = ['Full', 'Sampling', 'Exempt', 'SkipLot'] as const;
export type InspectionModeValue = (typeof InspectionMode)[number];

/** ISO 2859-1 / GB/T 2828.1 inspection levels: special S-1..S-4, general I, II (the usual), III. */
export const InspectionLevel = ['S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III'] as const;
export type InspectionLevelValue = (typeof InspectionLevel)[number];

/**
 * The AQL series of the standard's Table II-A (percent nonconforming up to 10, nonconformities
 * per hundred units above). Incoming inspection of parts uses the low end.
 */
export const AQL_VALUES = [
  0.01, 0.015, 0.025, 0.04, 0.065, 0.1, 0.15, 0.25, 0.4, 0.65, 1, 1.5, 2.5, 4, 6.5, 10, 15, 25, 40, 65, 100,
  150, 250, 400, 650, 1000,
] as const;
export type AqlValue = (typeof AQL_VALUES)[number];

/** Severities of a defect, each with its own AQL and Ac/Re. */
export const DefectSeverity = ['Critical', 'Major', 'Minor'] as const;
export type DefectSeverityValue = (typeof DefectSeverity)[number];

/** Documents a lot comes with (随货资料). */
export const InspectionDocType = [
  'OQC_REPORT',
  'COC',
  'COA',
  'ROHS_REPORT',
  'MSDS',
  'MILL_CERT',
  'TEST_DATA',
] as const;
export type InspectionDocTypeValue = (typeof InspectionDocType)[number];

/** How an inspection item is answered: a measured number, pass / fail, or one of a list. */
export const InspectionValueType = ['Decimal', 'PassFail', 'Choice'] as const;
export type InspectionValueTypeValue = (typeof InspectionValueType)[number];

/** One item's outcome on a form. */
export const ItemResult = ['OK', 'NG'] as const;
export type ItemResultValue = (typeof ItemResult)[number];

/** The vendor's own judgement of the lot (供方判定). */
export const VendorConclusion = ['Pass', 'Fail'] as const;
export type VendorConclusionValue = (typeof VendorConclusion)[number];

/** IQC's decision (审核结论). */
export const ReviewResult = ['Accepted', 'ConditionallyAccepted', 'Rejected'] as const;
export type ReviewResultValue = (typeof ReviewResult)[number];

/** What happens to a rejected or conditionally accepted lot (处置). */
export const Disposition = ['Return', 'Sort', 'Scrap', 'SpecialAccept'] as const;
export type DispositionValue = (typeof Disposition)[number];

/**
 * The tenant setting `SupplierPortal.Inspection.ReceiveGate`: what receiving a delivery does while
 * a line's form is not accepted (ERPNext's "action if quality inspection is not submitted").
 */
export const ReceiveGate = ['Off', 'Warn', 'Stop'] as const;
export type ReceiveGateValue = (typeof ReceiveGate)[number];
export const RECEIVE_GATE_SETTING = 'SupplierPortal.Inspection.ReceiveGate';

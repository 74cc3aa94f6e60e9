import type { IqcConfigStatusValue } from './config-workflow.js';
import type {
  AqlValue,
  DefectSeverityValue,
  DispositionValue,
  InspectionDocTypeValue,
  InspectionLevelValue,
  InspectionModeValue,
  InspectionValueTypeValue,
  ItemResultValue,
  ReceiveGateValue,
  ReviewResultValue,
  VendorConclusionValue,
} from './enums.js';
import type { InspectionFormStatusValue } from './form-workflow.js';
import type { CodeLetter, FormSamplingPlan } from './sampling.js';

/**
 * The wire shapes of incoming inspection, shared by the server (modules/inspection) and the web's
 * pages. Dates are `yyyy-MM-dd`, times ISO 8601, quantities numbers.
 */

/** One thing IQC wants measured or judged on each lot. */
export interface InspectionItemDef {
  itemCode: string;
  name: string;
  /** How it is checked (卡尺, 目视, AOI …). */
  method: string | null;
  /** The requirement as written on the drawing (L = 10.0 ± 0.1 mm). */
  spec: string | null;
  valueType: InspectionValueTypeValue;
  /** Decimal items: the limits (either may be open). */
  lsl: number | null;
  usl: number | null;
  unit: string | null;
  /** Choice items: the allowed answers and which of them are OK. */
  choices: string[];
  okChoices: string[];
  severity: DefectSeverityValue;
  /** Pieces to check for this item when not the plan's sample (e.g. 5 for a destructive test). */
  sampleOverride: number | null;
}

export interface IqcMaterialConfigDto {
  id: string;
  supplierId: string;
  supplierCode: string;
  supplierName: string;
  partNo: string;
  partName: string;
  spec: string | null;
  materialCategory: string | null;
  /** The approved letter of recognition the requirements follow, when there is one. */
  letterId: string | null;
  letterNo: string | null;
  letterRev: number | null;
  inspectionMode: InspectionModeValue;
  inspectionLevel: InspectionLevelValue | null;
  aqlCritical: AqlValue | null;
  aqlMajor: AqlValue | null;
  aqlMinor: AqlValue | null;
  requiredDocs: InspectionDocTypeValue[];
  items: InspectionItemDef[];
  remark: string | null;
  status: IqcConfigStatusValue;
  vendorConfirmedByName: string | null;
  vendorConfirmedTime: string | null;
  confirmedByName: string | null;
  confirmedTime: string | null;
  creationTime: string;
  lastModificationTime: string | null;
  concurrencyStamp: string;
  /** Transitions and operations (`update`, `delete`) the caller may take now. */
  allowedActions: string[];
}

/** One item's answers on a form. */
export interface InspectionResultDto extends InspectionItemDef {
  /** Pieces checked for this item. */
  sampleQty: number;
  /** Decimal: the measured values; PassFail: 'OK' / 'NG' per piece or one answer; Choice: the answers. */
  values: (number | string)[];
  /** Pieces found defective for this item. */
  defectQty: number;
  /** Computed: NG when a value is outside the limits, a fail or a not-OK choice, or defects > 0. */
  result: ItemResultValue | null;
  remark: string | null;
}

/** A required or extra document of a form, with its file when one is attached. */
export interface InspectionDocumentDto {
  docType: InspectionDocTypeValue;
  required: boolean;
  /** The current attachment (category = docType) of the form, if any. */
  attachmentId: string | null;
  fileName: string | null;
  downloadUrl: string | null;
  validTo: string | null;
  /** Attached, and not past its valid-to in the tenant's day. */
  ok: boolean;
}

/** A row of the form lists. */
export interface InspectionFormListItemDto {
  id: string;
  formNo: string;
  version: number;
  supplierId: string;
  supplierCode: string;
  supplierName: string;
  deliveryId: string;
  deliveryNo: string;
  deliveryLineNo: number;
  poNo: string;
  partNo: string;
  partName: string | null;
  lotNo: string;
  lotQty: number;
  inspectionMode: InspectionModeValue;
  sampleSize: number;
  vendorConclusion: VendorConclusionValue | null;
  status: InspectionFormStatusValue;
  reviewResult: ReviewResultValue | null;
  disposition: DispositionValue | null;
  reviewerName: string | null;
  submittedTime: string | null;
  reviewTime: string | null;
  /** Whole days since submission while IQC has not decided (null otherwise). */
  daysWaiting: number | null;
  /** A required document is missing or expired. */
  missingDocs: boolean;
  creationTime: string;
}

export interface InspectionFormDto extends InspectionFormListItemDto {
  configId: string;
  spec: string | null;
  dateCode: string | null;
  letterNo: string | null;
  letterRev: number | null;
  inspectionLevel: InspectionLevelValue | null;
  codeLetter: CodeLetter | null;
  /** The plan computed when the form was made (level, n, Ac/Re per severity). */
  plan: FormSamplingPlan | null;
  vendorInspector: string | null;
  vendorInspectDate: string | null;
  ngCritical: number;
  ngMajor: number;
  ngMinor: number;
  results: InspectionResultDto[];
  documents: InspectionDocumentDto[];
  remark: string | null;
  reviewComment: string | null;
  reviewerId: string | null;
  /** The form this one amends (its previous version). */
  previousId: string | null;
  concurrencyStamp: string;
  /** Transitions and operations (`update`, `delete`) the caller may take now. */
  allowedActions: string[];
}

/** What receiving a delivery would meet: the lines whose forms are not accepted. */
export interface ReceiptCheckDto {
  gate: ReceiveGateValue;
  lines: {
    deliveryLineId: string;
    lineNo: number;
    partNo: string;
    formId: string | null;
    formNo: string | null;
    status: InspectionFormStatusValue | null;
  }[];
}

/** An accepted / rejected result for integration clients (ERP). */
export interface InspectionResultExportDto {
  formNo: string;
  version: number;
  deliveryNo: string;
  deliveryLineNo: number;
  poNo: string;
  partNo: string;
  lotNo: string;
  lotQty: number;
  supplierCode: string;
  reviewResult: ReviewResultValue;
  disposition: DispositionValue | null;
  reviewTime: string;
  reviewerName: string | null;
}

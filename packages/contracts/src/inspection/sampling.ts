import type { AqlValue, DefectSeverityValue, InspectionLevelValue } from './enums.js';

/**
 * The sampling-plan calculator of ISO 2859-1 / GB/T 2828.1 (single sampling, normal inspection),
 * one function for the server, the web and any client (`GET /api/app/inspectionForm/samplingPlan`).
 * SKELETON: the tables and the lookup are built by the sampling part (see sampling.test.ts).
 */
export const CODE_LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
] as const;
export type CodeLetter = (typeof CODE_LETTERS)[number];

/** One severity's plan: its AQL, the sample it is judged on, accept and reject numbers. */
export interface SamplingPlan {
  lotQty: number;
  level: InspectionLevelValue;
  aql: AqlValue;
  /** The lot's code letter (Table I). */
  codeLetter: CodeLetter;
  /** The letter whose plan applies after following the table's arrows (may differ from codeLetter). */
  planLetter: CodeLetter;
  /** The sample to draw: the plan's n, or the whole lot when n >= lot (inspectAll). */
  sampleSize: number;
  ac: number;
  re: number;
  /** The plan's sample is not smaller than the lot: every piece is inspected. */
  inspectAll: boolean;
}

/** A form's plan: the largest sample of its severities and each severity's own Ac/Re. */
export interface FormSamplingPlan {
  level: InspectionLevelValue;
  codeLetter: CodeLetter;
  sampleSize: number;
  inspectAll: boolean;
  bySeverity: Partial<Record<DefectSeverityValue, SamplingPlan>>;
}

export function codeLetterFor(lotQty: number, level: InspectionLevelValue): CodeLetter {
  void lotQty;
  void level;
  throw new Error('sampling: not built yet');
}

export function samplingPlan(lotQty: number, level: InspectionLevelValue, aql: AqlValue): SamplingPlan {
  void lotQty;
  void level;
  void aql;
  throw new Error('sampling: not built yet');
}

/** The plan of a form from the configuration's level and AQL per severity (a null AQL: not judged). */
export function formSamplingPlan(
  lotQty: number,
  level: InspectionLevelValue,
  aqls: Partial<Record<DefectSeverityValue, AqlValue | null>>,
): FormSamplingPlan {
  void lotQty;
  void level;
  void aqls;
  throw new Error('sampling: not built yet');
}

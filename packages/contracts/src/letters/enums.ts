/**
 * The small vocabularies of letters of recognition (business-domain §2.2). Each value is stored as
 * written and named in the texts as `Enum:<Name>.<value>` (texts.ts).
 */
export const LetterRequestType = ['New', 'Change', 'Renewal', 'AdditionalSource'] as const;
export type LetterRequestTypeValue = (typeof LetterRequestType)[number];

/** A part letter (部品承认书) or one of the other kinds that take the same flow. */
export const LetterType = ['Part', 'Other'] as const;
export type LetterTypeValue = (typeof LetterType)[number];

/** The other letters: HSF commitment (环保承诺书), quality agreement, NDA, packaging spec. */
export const OtherLetterType = ['HSF_DECL', 'QUALITY_AGREEMENT', 'NDA', 'PACKAGING_SPEC'] as const;
export type OtherLetterTypeValue = (typeof OtherLetterType)[number];

/** A per-item result of the initial check and of the review. */
export const CheckResult = ['OK', 'NG', 'NA'] as const;
export type CheckResultValue = (typeof CheckResult)[number];

export const LetterConclusion = ['Approved', 'ConditionallyApproved', 'Rejected'] as const;
export type LetterConclusionValue = (typeof LetterConclusion)[number];

/** Who reviews an item on the buyer side. */
export const ReviewerRole = ['DQE', 'SQE', 'ME', 'Purchasing'] as const;
export type ReviewerRoleValue = (typeof ReviewerRole)[number];

/** A letter file: the current version, one replaced by a newer upload, or one past its valid-to. */
export const LetterFileStatus = ['Active', 'Superseded', 'Expired'] as const;
export type LetterFileStatusValue = (typeof LetterFileStatus)[number];

/** PPAP-style submission levels 1–5; 3 (full package with samples) is the usual default. */
export const SUBMISSION_LEVELS = [1, 2, 3, 4, 5] as const;

/** The steps a signature record belongs to. */
export const ApprovalStep = ['Submit', 'InitialCheck', 'Review'] as const;
export type ApprovalStepValue = (typeof ApprovalStep)[number];

/** Days before the earliest valid-to when a letter turns Expiring, and the reminder days. */
export const LETTER_EXPIRING_DAYS = 30;
export const LETTER_EXPIRY_REMINDER_DAYS = [30, 7, 1] as const;
/** Days before a request's due date when the first reminder goes out (then daily while overdue). */
export const LETTER_DUE_REMINDER_DAYS = 3;
/** A file overview shows a valid-to in red this many days ahead. */
export const LETTER_FILE_WARN_DAYS = 30;

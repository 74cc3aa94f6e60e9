import { letterWorkflow, partNoConfirmWorkflow } from '@sp/contracts';

/** The audited entity name of a request (its workflow's, as the history rows say). */
export const PART_NO_CONFIRM_ENTITY_TYPE = partNoConfirmWorkflow.entity;
/** A letter started from a request, and its items, as the audit log names them. */
export const LETTER_ENTITY_TYPE = letterWorkflow.entity;
export const LETTER_ITEM_ENTITY_TYPE = 'SupplierPortal.LetterOfRecognition.LetterItem';

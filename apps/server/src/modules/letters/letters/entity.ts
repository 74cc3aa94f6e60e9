import { letterWorkflow } from '@sp/contracts';

/** The audited entity names of letters (the letter's is its workflow's, as history rows say). */
export const LETTER_ENTITY_TYPE = letterWorkflow.entity;
export const LETTER_ITEM_ENTITY_TYPE = 'SupplierPortal.LetterOfRecognition.LetterItem';

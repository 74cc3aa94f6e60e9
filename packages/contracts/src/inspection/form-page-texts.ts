import { defineTexts } from '../texts.js';

/** Incoming inspection: the form pages (lists, detail, review dialogs). */
export const inspectionFormPageTexts = defineTexts('SupplierPortal', {});

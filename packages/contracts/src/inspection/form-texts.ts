import { defineTexts } from '../texts.js';

/** Incoming inspection: the form rules the server refuses with and the form pages' fields. */
export const inspectionFormTexts = defineTexts('SupplierPortal', {});

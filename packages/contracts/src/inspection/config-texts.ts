import { defineTexts } from '../texts.js';

/** Incoming inspection: the configuration page and its rules (H config). */
export const iqcConfigTexts = defineTexts('SupplierPortal', {});

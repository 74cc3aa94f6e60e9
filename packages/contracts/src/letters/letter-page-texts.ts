import { defineTexts } from '../texts.js';

/** Placeholder: the owner of this part fills it in. */
export const letterPageTexts = defineTexts('SupplierPortal', {});

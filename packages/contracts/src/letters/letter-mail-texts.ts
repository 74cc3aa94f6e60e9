import { defineTexts } from '../texts.js';

/** Placeholder: the owner of this part fills it in. */
export const letterMailTexts = defineTexts('SupplierPortal', {});

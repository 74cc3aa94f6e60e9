import { defineTexts } from '../texts.js';

/** Supplier BOMs: the mails and in-app notifications (built by the effects part). */
export const bomMailTexts = defineTexts('SupplierPortal', {});

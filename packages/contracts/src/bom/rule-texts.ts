import { defineTexts } from '../texts.js';

/** Supplier BOMs: the server's refusals and the line rules' messages (built by the server part). */
export const bomRuleTexts = defineTexts('SupplierPortal', {});

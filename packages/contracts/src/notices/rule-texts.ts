import { defineTexts } from '../texts.js';

/** Notices to suppliers: the server's business refusals (built by the server part). */
export const noticeRuleTexts = defineTexts('SupplierPortal', {});

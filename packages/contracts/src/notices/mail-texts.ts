import { defineTexts } from '../texts.js';

/** Notices to suppliers: the mails' and in-app notifications' texts (built by the effects part). */
export const noticeMailTexts = defineTexts('SupplierPortal', {});

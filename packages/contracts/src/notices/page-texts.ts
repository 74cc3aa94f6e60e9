import { defineTexts } from '../texts.js';

/** Notices to suppliers: the admin and vendor pages' texts (built by the web part). */
export const noticePageTexts = defineTexts('SupplierPortal', {});

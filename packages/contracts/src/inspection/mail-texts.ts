import { defineTexts } from '../texts.js';

/** Incoming inspection: the mails' display names and the To-do titles. */
export const inspectionMailTexts = defineTexts('SupplierPortal', {});

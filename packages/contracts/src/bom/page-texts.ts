import { defineTexts } from '../texts.js';

/** Supplier BOMs: the overview, detail, tree, compare and the supplier's editor (built by the web part). */
export const bomPageTexts = defineTexts('SupplierPortal', {});

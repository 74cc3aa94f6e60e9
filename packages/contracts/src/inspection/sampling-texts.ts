import { defineTexts } from '../texts.js';

/** Incoming inspection: the sampling plan (calculator, Ac/Re panel, report). */
export const samplingTexts = defineTexts('SupplierPortal', {});

import type * as PdfLib from '@cantoo/pdf-lib';
import { lazyModule } from '../../../platform/lazy-module.js';

/** pdf-lib, loaded by the first approved PDF sealed, not at start (platform/lazy-module.ts). */
export const pdfLib = lazyModule<typeof PdfLib>('@cantoo/pdf-lib');

import { textBundles as contractTextBundles } from '@sp/contracts';
import { documentTexts } from '../platform/documents/texts.js';
import { attachmentTexts } from './attachments/texts.js';
import { registerTextBundles } from '../platform/localization/localizer.js';

/**
 * Every module's own texts, served with the application configuration and used by `T(...)`.
 * The contracts' bundles come as one list (`text-bundles.ts` there, which also types the lookups);
 * a bundle that only the server renders is added here, one line per bundle.
 */
export const textBundles = [
  ...contractTextBundles, // every module's texts in packages/contracts/src/<area>/texts.ts
  documentTexts, // Excel import problems and error report (platform/documents)
  attachmentTexts, // attachment rules (modules/attachments)
] as const;

registerTextBundles(...textBundles);

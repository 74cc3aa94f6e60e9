import { commonTexts } from '@sp/contracts';
import { registerTextBundles } from '../platform/localization/localizer.js';

/**
 * Every module's own texts, served with the application configuration and used by `T(...)`.
 * One line per bundle; a module adds its bundle here when it gets one.
 */
export const textBundles = [commonTexts] as const;

registerTextBundles(...textBundles);

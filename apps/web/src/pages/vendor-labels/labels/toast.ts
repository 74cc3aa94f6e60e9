import { ui } from '../../../utils/ui';

/** A success toast with the page's own text (printed, voided, built …). */
export const toast = (text: string) => void ui.message?.success(text);

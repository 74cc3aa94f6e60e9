import { labelRecordTexts } from '@sp/contracts';
import { BusinessError } from '../../../platform/http/errors.js';
import { T } from '../../../platform/localization/localizer.js';

export type LabelTextKey = Parameters<typeof T<typeof labelRecordTexts>>[1];

/** A label rule said no (403 with `SupplierPortal:<key>` and the localized reason); nothing is written. */
export const refuse = (key: LabelTextKey, ...args: unknown[]) =>
  new BusinessError(T(labelRecordTexts, key, ...args), { code: `SupplierPortal:${key}` });

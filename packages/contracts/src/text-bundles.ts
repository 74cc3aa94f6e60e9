import { accountTexts, profileTexts } from './account/texts.js';
import { announcementTexts } from './announcements/texts.js';
import { auditLogTexts } from './audit-logs/texts.js';
import { commonTexts } from './common/texts.js';
import { dictionaryNameTexts, dictionaryTexts } from './dictionary/texts.js';
import { featureManagementTexts } from './features/texts.js';
import { fileErrorTexts } from './files/texts.js';
import { identityTexts, roleNameTexts } from './identity/texts.js';
import { mailOutboxTexts } from './mail-outbox/texts.js';
import { materialTexts } from './materials/texts.js';
import { notificationTexts } from './notifications/texts.js';
import { oauthClientTexts } from './oauth-clients/texts.js';
import { objectStorageTexts } from './object-storage/texts.js';
import { permissionTexts } from './permissions/texts.js';
import { purchaseOrderTexts } from './purchase-orders/texts.js';
import {
  exceptionTexts,
  featureTexts,
  uiMultiTenancyTexts,
  uiTexts,
  validationTexts,
} from './platform/texts.js';
import { settingTexts } from './settings/texts.js';
import { shellTexts } from './shell/texts.js';
import { supplierTexts } from './suppliers/texts.js';
import { tenantTexts } from './tenants/texts.js';
import type { Culture } from './i18n.js';
import { bundleValues, type ResourceKeysIn } from './texts.js';
import { deliveryTexts } from './vendor-labels/delivery-texts.js';
import { vendorLabelTexts } from './vendor-labels/texts.js';
import { labelTemplateTexts } from './vendor-labels/template-texts.js';
import { labelMaterialInfoTexts } from './vendor-labels/material-info-texts.js';
import { labelRecordTexts } from './vendor-labels/label-record-texts.js';
import { letterTexts } from './letters/texts.js';
import { checkItemTexts } from './letters/check-item-texts.js';
import { checkTemplateTexts } from './letters/check-template-texts.js';
import { partNoConfirmTexts } from './letters/partno-texts.js';
import { letterRuleTexts } from './letters/letter-rule-texts.js';
import { letterPageTexts } from './letters/letter-page-texts.js';
import { letterFileTexts } from './letters/letter-file-texts.js';
import { letterMailTexts } from './letters/letter-mail-texts.js';
import { inspectionTexts } from './inspection/texts.js';
import { iqcConfigTexts } from './inspection/config-texts.js';
import { inspectionFormTexts } from './inspection/form-texts.js';
import { inspectionFormPageTexts } from './inspection/form-page-texts.js';
import { samplingTexts } from './inspection/sampling-texts.js';
import { inspectionMailTexts } from './inspection/mail-texts.js';
import { noticeTexts } from './notices/texts.js';
import { noticePageTexts } from './notices/page-texts.js';
import { noticeMailTexts } from './notices/mail-texts.js';
import { noticeRuleTexts } from './notices/rule-texts.js';
import { bomTexts } from './bom/texts.js';
import { bomPageTexts } from './bom/page-texts.js';
import { bomMailTexts } from './bom/mail-texts.js';
import { bomRuleTexts } from './bom/rule-texts.js';
import { bomTransferTexts } from './bom/transfer-texts.js';

/**
 * Every text bundle of the contracts, one per line: the server serves them all (application
 * configuration's `localization.values`), and the types below make the web's and the server's
 * lookups by resource and key (`L('AbpUi', 'Save')`, `L('Menu:Dashboard')`) compile-time checked.
 * A module's new bundle is added here; a bundle that only the server renders (with `T(...)`) may be
 * registered in the server's `modules/texts.ts` alone.
 */
export const textBundles = [
  exceptionTexts,
  validationTexts,
  featureTexts,
  uiTexts,
  uiMultiTenancyTexts,
  commonTexts,
  shellTexts,
  accountTexts,
  profileTexts,
  identityTexts,
  roleNameTexts,
  supplierTexts,
  tenantTexts,
  permissionTexts,
  settingTexts,
  auditLogTexts,
  dictionaryTexts,
  dictionaryNameTexts,
  fileErrorTexts,
  announcementTexts,
  mailOutboxTexts,
  objectStorageTexts,
  oauthClientTexts,
  notificationTexts,
  vendorLabelTexts,
  deliveryTexts,
  labelTemplateTexts,
  labelMaterialInfoTexts,
  labelRecordTexts,
  featureManagementTexts,
  purchaseOrderTexts,
  materialTexts,
  letterTexts,
  checkItemTexts,
  checkTemplateTexts,
  partNoConfirmTexts,
  letterRuleTexts,
  letterPageTexts,
  letterFileTexts,
  letterMailTexts,
  inspectionTexts,
  iqcConfigTexts,
  inspectionFormTexts,
  inspectionFormPageTexts,
  samplingTexts,
  inspectionMailTexts,
  noticeTexts,
  noticePageTexts,
  noticeMailTexts,
  noticeRuleTexts,
  bomTexts,
  bomPageTexts,
  bomMailTexts,
  bomRuleTexts,
  bomTransferTexts,
] as const;

type AnyBundle = (typeof textBundles)[number];

/** The ABP resources the texts are served under (`AbpUi`, `AbpIdentity`, `SupplierPortal` …). */
export type TextResource = AnyBundle['resource'];

/** Every key of one resource, over all bundles of that resource: `TextKeyOf<'AbpUi'>` is `'Save' | …`. */
export type TextKeyOf<R extends TextResource> = ResourceKeysIn<AnyBundle, R>;

/** All keys per resource, as `localization.values` holds them. */
export type TextKeys = { readonly [R in TextResource]: TextKeyOf<R> };

/** Every text of one language by resource and key, typed: `textValues('en').AbpUi.Save`. */
export type TextValues = { readonly [R in TextResource]: Readonly<Record<TextKeyOf<R>, string>> };

/** The contracts' texts in one language, as the server serves them (for tests and e2e specs). */
export function textValues(culture: Culture): TextValues {
  const out: Record<string, Record<string, string>> = {};
  for (const b of textBundles) Object.assign((out[b.resource] ??= {}), bundleValues(b, culture));
  return out as TextValues;
}

export * from './account/texts.js';
export * from './announcements/texts.js';
export * from './audit-logs/texts.js';
export * from './dictionary/texts.js';
export * from './features/texts.js';
export * from './files/texts.js';
export * from './identity/texts.js';
export * from './mail-outbox/texts.js';
export * from './materials/texts.js';
export * from './oauth-clients/texts.js';
export * from './object-storage/texts.js';
export * from './permissions/texts.js';
export * from './purchase-orders/texts.js';
export * from './platform/texts.js';
export * from './settings/texts.js';
export * from './shell/texts.js';
export * from './suppliers/texts.js';
export * from './tenants/texts.js';
export * from './vendor-labels/texts.js';
export * from './letters/texts.js';
export * from './inspection/texts.js';
export * from './notices/texts.js';
export * from './bom/texts.js';

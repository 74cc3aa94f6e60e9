/** The business areas' API prefixes (`/api/app/<entity>`): their own fuzz files share them out. */
export const VENDOR_LABEL_ENTITIES = [
  'labelTemplate',
  'labelMaterialInfo',
  'delivery',
  'labelRecord',
  'pallet',
  'printLog',
  'labelEditLog',
  'shipLog',
];
export const MASTER_DATA_ENTITIES = ['material', 'purchaseOrder'];
export const LETTER_ENTITIES = [
  'initialCheckTemplateItem',
  'checkTemplate',
  'partNoConfirm',
  'letter',
  'letterFile',
];
export const INSPECTION_ENTITIES = ['iqcMaterialConfig', 'inspectionForm'];

const underAny = (entities: readonly string[]) => (url: string) =>
  entities.some((e) => url === `/api/app/${e}` || url.startsWith(`/api/app/${e}/`));

export const isVendorLabelRoute = underAny(VENDOR_LABEL_ENTITIES);
export const isMasterDataRoute = underAny(MASTER_DATA_ENTITIES);
export const isLetterRoute = underAny(LETTER_ENTITIES);
export const isInspectionRoute = underAny(INSPECTION_ENTITIES);
export const isBusinessRoute = (url: string) =>
  isVendorLabelRoute(url) || isMasterDataRoute(url) || isLetterRoute(url) || isInspectionRoute(url);

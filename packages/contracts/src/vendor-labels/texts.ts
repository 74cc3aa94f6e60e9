import { defineTexts } from '../texts.js';

/** Vendor labels' enums, written before the module itself (`SupplierPortal`, `Enum:LabelType.*`, `Enum:PrintKind.*`). */
export const vendorLabelTexts = defineTexts('SupplierPortal', {
  'Enum:LabelType.Inner': ['Inner box', '内箱', '內箱'],
  'Enum:LabelType.Outer': ['Outer carton', '外箱', '外箱'],
  'Enum:LabelType.Pallet': ['Pallet', '栈板', '棧板'],
  'Enum:PrintKind.First': ['First print', '首次打印', '首次列印'],
  'Enum:PrintKind.Reprint': ['Reprint', '补打', '補印'],
});

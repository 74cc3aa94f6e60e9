import { defineTexts } from '../texts.js';

/**
 * Supplier BOMs' shared texts (`SupplierPortal`): the entity, the statuses and actions only this
 * area has, the enums of enums.ts (`Enum:<Name>.<value>`). The pages keep theirs in
 * page-texts.ts, the mails in mail-texts.ts, the server's refusals in rule-texts.ts.
 */
export const bomTexts = defineTexts('SupplierPortal', {
  'Bom:Entity': ['BOM', 'BOM', 'BOM'],
  'Bom:Release': ['Release', '发行', '發行'],
  'Bom:ReleasedOnDate': ['Released on its effective date', '到生效日自动发行', '到生效日自動發行'],
  'Bom:MakeObsolete': ['Make obsolete', '作废', '作廢'],
  'Bom:Superseded': ['Superseded by a newer revision', '被新版本取代', '被新版本取代'],

  'Enum:BomType.Standard': ['Standard', '本厂', '本廠'],
  'Enum:BomType.Supplier': ['Supplier', '供应商/委外', '供應商/委外'],
  'Enum:BomType.Kit': ['Kit', '套件', '套件'],
  'Enum:MaterialSource.SupplierPurchased': ['Bought by the supplier', '供应商自购', '供應商自購'],
  'Enum:MaterialSource.CustomerSupplied': ['Supplied by us', '客供', '客供'],
  'Enum:MaterialSource.Designated': ['Designated', '指定料', '指定料'],
});

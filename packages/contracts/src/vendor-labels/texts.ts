import { defineTexts } from '../texts.js';

/**
 * Vendor labels' texts (`SupplierPortal`): the enums written before the module itself
 * (`Enum:LabelType.*`, `Enum:PrintKind.*`, `Enum:PayloadStyle.*`, `Enum:Symbology.*`), the
 * captions and titles printed on labels (`Label:*`: short, as on real labels, in the printing
 * user's language), and the engine's refusals (`VendorLabel:*`, named by the error codes of
 * packing.ts, sscc.ts, payload.ts and template.ts).
 */
export const vendorLabelTexts = defineTexts('SupplierPortal', {
  'Enum:LabelType.Inner': ['Inner box', '内箱', '內箱'],
  'Enum:LabelType.Outer': ['Outer carton', '外箱', '外箱'],
  'Enum:LabelType.Pallet': ['Pallet', '栈板', '棧板'],
  'Enum:PrintKind.First': ['First print', '首次打印', '首次列印'],
  'Enum:PrintKind.Reprint': ['Reprint', '补打', '補印'],
  'Enum:PayloadStyle.ISO15434_06': [
    'ISO/IEC 15434 (format 06)',
    'ISO/IEC 15434（格式 06）',
    'ISO/IEC 15434（格式 06）',
  ],
  'Enum:PayloadStyle.JSON': ['JSON', 'JSON', 'JSON'],
  'Enum:PayloadStyle.DELIMITED': ['Delimited (|)', '分隔符（|）', '分隔符號（|）'],
  'Enum:Symbology.QR': ['QR Code', '二维码（QR）', '二維碼（QR）'],
  'Enum:Symbology.DataMatrix': ['Data Matrix', 'Data Matrix 码', 'Data Matrix 碼'],

  // Printed on the labels.
  'Label:Title.Inner': ['INNER BOX', '内箱标签', '內箱標籤'],
  'Label:Title.Outer': ['CARTON', '外箱标签', '外箱標籤'],
  'Label:Title.Pallet': ['PALLET', '栈板标签', '棧板標籤'],
  'Label:PartNo': ['Part No.', '料号', '料號'],
  'Label:PartName': ['Description', '品名规格', '品名規格'],
  'Label:SupplierPartNo': ['Supplier P/N', '供应商料号', '供應商料號'],
  'Label:Mpn': ['MPN', '制造商料号', '製造商料號'],
  'Label:Qty': ['Qty', '数量', '數量'],
  'Label:LotNo': ['Lot No.', '批号', '批號'],
  'Label:DateCode': ['D/C', '周期', '週期'],
  'Label:MfgDate': ['Mfg date', '生产日期', '生產日期'],
  'Label:PoNo': ['PO / Line', '采购单/行', '採購單/項次'],
  'Label:Vendor': ['Supplier', '供应商', '供應商'],
  'Label:DeliveryNo': ['Delivery note', '送货单号', '送貨單號'],
  'Label:DeliveryDate': ['Ship date', '发货日期', '出貨日期'],
  'Label:CartonNo': ['Carton', '箱号', '箱號'],
  'Label:BoxNo': ['Box', '盒号', '盒號'],
  'Label:PalletNo': ['Pallet', '栈板号', '棧板號'],
  'Label:Contents': ['Cartons', '箱数', '箱數'],
  'Label:InnerCount': ['Inner boxes', '内箱数', '內箱數'],
  'Label:GrossWeight': ['Gross wt (kg)', '毛重（kg）', '毛重（kg）'],
  'Label:Origin': ['Origin', '原产国', '原產地'],
  'Label:Sscc': ['SSCC', '系列货运包装箱代码（SSCC）', '系列貨運包裝箱代碼（SSCC）'],
  'Label:ShipFrom': ['Ship from', '发货方', '出貨方'],
  'Label:Compliance': ['MSL / RoHS', '湿敏 / 环保', '濕敏 / 環保'],

  // The engine's refusals.
  'VendorLabel:PackingQuantityInvalid': [
    'The quantity must be a whole number greater than zero.',
    '数量必须是大于零的整数。',
    '數量必須是大於零的整數。',
  ],
  'VendorLabel:PackingSizeInvalid': [
    'Pack sizes must be whole numbers greater than zero.',
    '包装数量必须是大于零的整数。',
    '包裝數量必須是大於零的整數。',
  ],
  'VendorLabel:PackingSizeMissing': [
    'Enter the minimum pack quantity or the inner box quantity.',
    '请填写最小包装数或内箱数量。',
    '請填寫最小包裝量或內箱數量。',
  ],
  'VendorLabel:PackingInnerNotMultipleOfMpq': [
    'The inner box quantity must be a whole multiple of the minimum pack quantity.',
    '内箱数量必须是最小包装数的整数倍。',
    '內箱數量必須是最小包裝量的整數倍。',
  ],
  'VendorLabel:PackingTooManyLabels': [
    'This quantity would need more than 20,000 labels: check the quantity and the pack sizes.',
    '该数量需要超过 20,000 张标签，请检查数量和包装数。',
    '該數量需要超過 20,000 張標籤，請檢查數量和包裝量。',
  ],
  'VendorLabel:SsccExtensionInvalid': [
    'The SSCC extension digit must be 0 to 9.',
    'SSCC 扩展位必须是 0 到 9。',
    'SSCC 擴充位必須是 0 到 9。',
  ],
  'VendorLabel:SsccCompanyPrefixInvalid': [
    'The GS1 company prefix must have 7 to 10 digits.',
    'GS1 厂商识别代码必须是 7 到 10 位数字。',
    'GS1 廠商識別代碼必須是 7 到 10 位數字。',
  ],
  'VendorLabel:SsccSerialInvalid': [
    'The SSCC serial reference must be digits.',
    'SSCC 序列号必须是数字。',
    'SSCC 序號必須是數字。',
  ],
  'VendorLabel:SsccSerialTooLarge': [
    'The SSCC serial numbers of this company prefix are used up.',
    '该厂商识别代码的 SSCC 序列号已用完。',
    '該廠商識別代碼的 SSCC 序號已用完。',
  ],
  'VendorLabel:SsccInvalid': [
    'Not a valid SSCC (18 digits with a correct check digit).',
    '不是有效的 SSCC（18 位数字且校验位正确）。',
    '不是有效的 SSCC（18 位數字且檢查碼正確）。',
  ],
  'VendorLabel:Gs1GtinInvalid': [
    'The GTIN of the contents must have 14 digits and a correct check digit.',
    '内装物 GTIN 必须是 14 位数字且校验位正确。',
    '內裝物 GTIN 必須是 14 位數字且檢查碼正確。',
  ],
  'VendorLabel:Gs1CountInvalid': [
    'The count of cartons must be 1 to 99,999,999.',
    '箱数必须在 1 到 99,999,999 之间。',
    '箱數必須在 1 到 99,999,999 之間。',
  ],
  'VendorLabel:Gs1CountMissing': [
    'A GTIN of the contents needs the count of cartons.',
    '填写内装物 GTIN 时必须填写箱数。',
    '填寫內裝物 GTIN 時必須填寫箱數。',
  ],
  'VendorLabel:Gs1CustomerPoInvalid': [
    'The PO number on a pallet barcode may have at most 30 letters, digits or GS1 punctuation.',
    '栈板条码中的采购单号最多 30 个字母、数字或 GS1 允许的符号。',
    '棧板條碼中的採購單號最多 30 個字母、數字或 GS1 允許的符號。',
  ],
  'VendorLabel:PayloadInvalidCharacter': [
    'A label field contains a control character or the separator "|".',
    '标签字段中含有控制字符或分隔符“|”。',
    '標籤欄位中含有控制字元或分隔符號「|」。',
  ],
  'VendorLabel:PayloadNotRecognised': [
    'The scanned code is not a label of this portal.',
    '扫描的条码不是本平台的标签。',
    '掃描的條碼不是本平台的標籤。',
  ],
  'VendorLabel:PayloadFieldInvalid': [
    'The scanned code has an unreadable field.',
    '扫描的条码中有无法识别的字段。',
    '掃描的條碼中有無法辨識的欄位。',
  ],
  'VendorLabel:TemplateElementOutside': [
    'An element lies outside the label.',
    '有元素超出标签范围。',
    '有元素超出標籤範圍。',
  ],
  'VendorLabel:TemplateUnknownField': [
    'The text uses an unknown field: {0}',
    '文本使用了未知字段：{0}',
    '文字使用了未知欄位：{0}',
  ],
  'VendorLabel:TemplateBadText': [
    'The text template is not valid: use {{field}} and {{#field}}…{{/field}} only.',
    '文本模板无效：只能使用 {{field}} 和 {{#field}}…{{/field}}。',
    '文字範本無效：只能使用 {{field}} 和 {{#field}}…{{/field}}。',
  ],
  'VendorLabel:TemplateGs1NotPallet': [
    'GS1-128 barcodes belong on pallet labels only.',
    'GS1-128 条码仅用于栈板标签。',
    'GS1-128 條碼僅用於棧板標籤。',
  ],
  'VendorLabel:TemplateSsccMissing': [
    'A pallet label needs the SSCC barcode.',
    '栈板标签必须包含 SSCC 条码。',
    '棧板標籤必須包含 SSCC 條碼。',
  ],
  'VendorLabel:TemplateSsccNotLowest': [
    'The SSCC barcode must be the lowest barcode on the label.',
    'SSCC 条码必须是标签上最下方的条码。',
    'SSCC 條碼必須是標籤上最下方的條碼。',
  ],
});

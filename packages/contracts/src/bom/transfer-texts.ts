import { defineTexts } from '../texts.js';

/**
 * Supplier BOMs' Excel import and export and the PDF BOM report (`SupplierPortal`). The sheet's
 * headers are `BomTransfer:Field:<name>` (a line's or the header's property), read back in any of
 * the three languages, so an exported workbook imports again whatever language wrote it.
 */
export const bomTransferTexts = defineTexts('SupplierPortal', {
  'BomTransfer:LinesSheet': ['BOM lines', 'BOM 明细', 'BOM 明細'],
  'BomTransfer:HeaderSheet': ['BOM header', 'BOM 表头', 'BOM 表頭'],
  'BomTransfer:TreeSheet': ['Multi-level BOM', '多阶 BOM', '多階 BOM'],
  'BomTransfer:CodesSheet': ['Codes', '代码', '代碼'],
  'BomTransfer:Code': ['Code (also read)', '代码（亦可填写）', '代碼（亦可填寫）'],
  'BomTransfer:TemplateName': ['BOM import template', 'BOM 导入模板', 'BOM 匯入範本'],

  // Line columns (the import sheet's order).
  'BomTransfer:Field:lineNo': ['Line no', '行号', '行號'],
  'BomTransfer:Field:childPartNo': ['Child part no', '子件料号', '子件料號'],
  'BomTransfer:Field:childName': ['Child name', '子件名称', '子件名稱'],
  'BomTransfer:Field:childSpec': ['Child spec', '子件规格', '子件規格'],
  'BomTransfer:Field:qtyPer': ['Qty per', '单位用量', '單位用量'],
  'BomTransfer:Field:uom': ['Unit', '单位', '單位'],
  'BomTransfer:Field:scrapRate': ['Scrap rate %', '损耗率 %', '損耗率 %'],
  'BomTransfer:Field:refDesignators': ['Reference designators', '位号', '位號'],
  'BomTransfer:Field:materialSource': ['Material source', '来料方式', '來料方式'],
  'BomTransfer:Field:manufacturer': ['Manufacturer', '制造商', '製造商'],
  'BomTransfer:Field:mpn': ['MPN', '制造商型号', '製造商型號'],
  'BomTransfer:Field:altGroup': ['Alternate group', '替代组', '替代組'],
  'BomTransfer:Field:altPriority': ['Alternate priority', '替代优先级', '替代優先級'],
  'BomTransfer:Field:usageProbability': ['Usage share %', '使用比例 %', '使用比例 %'],
  'BomTransfer:Field:isAlternate': ['Alternate', '替代料', '替代料'],
  'BomTransfer:Field:rohs': ['RoHS', '环保 (RoHS)', '環保 (RoHS)'],
  'BomTransfer:Field:remark': ['Remark', '备注', '備註'],
  // The multi-level sheet's own columns.
  'BomTransfer:Field:level': ['Level', '阶层', '階層'],
  'BomTransfer:Field:extendedQty': ['Extended qty', '累计用量', '累計用量'],
  'BomTransfer:Field:childBom': ['Child BOM', '子件 BOM', '子件 BOM'],

  // Header columns (the header sheet and the import's form fields).
  'BomTransfer:Field:parentPartNo': ['Parent part no', '母件料号', '母件料號'],
  'BomTransfer:Field:parentName': ['Parent name', '母件名称', '母件名稱'],
  'BomTransfer:Field:revision': ['Revision', '版本', '版本'],
  'BomTransfer:Field:baseQty': ['Base qty', '基数', '基數'],
  'BomTransfer:Field:effectiveFrom': ['Effective from', '生效日期', '生效日期'],
  'BomTransfer:Field:effectiveTo': ['Effective to', '失效日期', '失效日期'],
  'BomTransfer:Field:ecnNo': ['ECN no', '变更单号', '變更單號'],
  'BomTransfer:Field:headerRemark': ['BOM remark', 'BOM 备注', 'BOM 備註'],
  'BomTransfer:Field:bomNo': ['BOM no', 'BOM 编号', 'BOM 編號'],
  'BomTransfer:Field:supplier': ['Supplier', '供应商', '供應商'],
  'BomTransfer:Field:status': ['Status', '状态', '狀態'],

  // Import problems.
  'BomTransfer:UnknownSource': [
    '"{0}" is not a material source; use one of: {1}',
    '"{0}" 不是有效的来料方式，可选：{1}',
    '"{0}" 不是有效的來料方式，可選：{1}',
  ],
  'BomTransfer:HeaderMissing': [
    'The BOM header is missing: give the parent part no and effective date as form fields or on the "{0}" sheet',
    '缺少 BOM 表头：请以表单栏位或在“{0}”工作表中填写母件料号与生效日期',
    '缺少 BOM 表頭：請以表單欄位或在「{0}」工作表中填寫母件料號與生效日期',
  ],
  'BomTransfer:MultiLevelFile': [
    'This is a multi-level export (it has a level column): import the single-level export or the template',
    '这是多阶导出文件（含阶层列）：请导入单阶导出文件或导入模板',
    '這是多階匯出檔案（含階層欄）：請匯入單階匯出檔案或匯入範本',
  ],

  // The PDF BOM report.
  'BomReport:Title': ['Bill of materials', '物料清单（BOM）', '物料清單（BOM）'],
  'BomReport:BomNo': ['BOM no', 'BOM 编号', 'BOM 編號'],
  'BomReport:Parent': ['Parent part', '母件', '母件'],
  'BomReport:Spec': ['Specification', '规格', '規格'],
  'BomReport:Type': ['BOM type', 'BOM 类型', 'BOM 類型'],
  'BomReport:Revision': ['Revision', '版本', '版本'],
  'BomReport:BaseQty': ['Base qty', '基数', '基數'],
  'BomReport:Supplier': ['Supplier', '供应商', '供應商'],
  'BomReport:Status': ['Status', '状态', '狀態'],
  'BomReport:Effective': ['Effective', '有效期', '有效期'],
  'BomReport:EffectiveValue': ['{0} to {1}', '{0} 至 {1}', '{0} 至 {1}'],
  'BomReport:Open': ['open', '长期', '長期'],
  'BomReport:Ecn': ['ECN no', '变更单号', '變更單號'],
  'BomReport:Remark': ['Remark', '备注', '備註'],
  'BomReport:Lines': ['Lines ({0} on {1} levels)', '明细（{0} 行，{1} 阶）', '明細（{0} 行，{1} 階）'],
  'BomReport:Truncated': [
    'The structure is larger than one report holds; the deeper levels are left out.',
    '结构过大，报表省略了较深的阶层。',
    '結構過大，報表省略了較深的階層。',
  ],
  'BomReport:NoLines': ['No lines.', '无明细。', '無明細。'],
  'BomReport:Level': ['Lvl', '阶', '階'],
  'BomReport:Line': ['Line', '行号', '行號'],
  'BomReport:Child': ['Child part', '子件料号', '子件料號'],
  'BomReport:Name': ['Name / spec', '名称 / 规格', '名稱 / 規格'],
  'BomReport:QtyPer': ['Qty per', '单位用量', '單位用量'],
  'BomReport:ExtendedQty': ['Ext. qty', '累计用量', '累計用量'],
  'BomReport:Uom': ['Unit', '单位', '單位'],
  'BomReport:Source': ['Source', '来料方式', '來料方式'],
  'BomReport:Maker': ['Manufacturer / MPN', '制造商 / 型号', '製造商 / 型號'],
  'BomReport:AltMark': ['alt. {0}', '替代 {0}', '替代 {0}'],
  'BomReport:Signatures': ['Signatures', '签核', '簽核'],
  'BomReport:PreparedBy': ['Prepared by', '编制', '編製'],
  'BomReport:CheckedBy': ['Checked by', '审核', '審核'],
  'BomReport:ApprovedBy': ['Approved by', '批准', '核准'],
  'BomReport:Date': ['Date', '日期', '日期'],
  'BomReport:Printed': ['Printed {0}', '打印于 {0}', '列印於 {0}'],
  'BomReport:Page': ['Page {0} of {1}', '第 {0} 页，共 {1} 页', '第 {0} 頁，共 {1} 頁'],
});

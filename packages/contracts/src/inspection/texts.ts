import { defineTexts } from '../texts.js';

/**
 * Incoming inspection's shared texts (`SupplierPortal`): the entities, the statuses and actions
 * only this area has, the enums of enums.ts (`Enum:<Name>.<value>`). Each part keeps its further
 * texts beside it (config-texts.ts, form-texts.ts, sampling-texts.ts, mail texts on the server).
 */
export const inspectionTexts = defineTexts('SupplierPortal', {
  'IqcConfig:Entity': ['material inspection configuration', '物料检验配置', '物料檢驗配置'],
  'IqcConfig:VendorConfirmed': ['Confirmed by supplier', '供应商已确认', '供應商已確認'],
  'IqcConfig:VendorConfirm': ['Confirm as supplier', '供应商确认', '供應商確認'],
  'IqcConfig:Revise': ['Revised', '已修订', '已修訂'],
  'InspectionForm:Entity': ['inspection form', '检验单', '檢驗單'],
  'InspectionForm:Amended': ['Amended', '已修订', '已修訂'],
  'InspectionForm:StartReview': ['Start review', '开始审核', '開始審核'],
  'InspectionForm:Accept': ['Accept', '判定合格', '判定合格'],
  'InspectionForm:AcceptConditionally': ['Accept conditionally', '特采', '特採'],
  'InspectionForm:Amend': ['Amend', '修订', '修訂'],

  'Enum:InspectionMode.Full': ['Full inspection', '全检', '全檢'],
  'Enum:InspectionMode.Sampling': ['Sampling', '抽检', '抽檢'],
  'Enum:InspectionMode.Exempt': ['Exempt', '免检', '免檢'],
  'Enum:InspectionMode.SkipLot': ['Skip-lot', '跳批检验', '跳批檢驗'],
  'Enum:DefectSeverity.Critical': ['Critical', '致命', '致命'],
  'Enum:DefectSeverity.Major': ['Major', '严重', '嚴重'],
  'Enum:DefectSeverity.Minor': ['Minor', '轻微', '輕微'],
  'Enum:InspectionDocType.OQC_REPORT': ['Outgoing inspection report', '出货检验报告', '出貨檢驗報告'],
  'Enum:InspectionDocType.COC': ['Certificate of conformity (CoC)', '合格证明（CoC）', '合格證明（CoC）'],
  'Enum:InspectionDocType.COA': ['Certificate of analysis (CoA)', '分析证书（CoA）', '分析證書（CoA）'],
  'Enum:InspectionDocType.ROHS_REPORT': ['RoHS test report', 'RoHS 检测报告', 'RoHS 檢測報告'],
  'Enum:InspectionDocType.MSDS': ['Safety data sheet (MSDS)', '安全数据表（MSDS）', '安全資料表（MSDS）'],
  'Enum:InspectionDocType.MILL_CERT': ['Mill certificate', '材质证明', '材質證明'],
  'Enum:InspectionDocType.TEST_DATA': ['Test data', '测试数据', '測試數據'],
  'Enum:InspectionValueType.Decimal': ['Measured value', '计量值', '計量值'],
  'Enum:InspectionValueType.PassFail': ['Pass / fail', '合格 / 不合格', '合格 / 不合格'],
  'Enum:InspectionValueType.Choice': ['Choice', '选项', '選項'],
  'Enum:ItemResult.OK': ['OK', '合格', '合格'],
  'Enum:ItemResult.NG': ['NG', '不合格', '不合格'],
  'Enum:VendorConclusion.Pass': ['Pass', '合格', '合格'],
  'Enum:VendorConclusion.Fail': ['Fail', '不合格', '不合格'],
  'Enum:ReviewResult.Accepted': ['Accepted', '合格', '合格'],
  'Enum:ReviewResult.ConditionallyAccepted': ['Conditionally accepted', '特采', '特採'],
  'Enum:ReviewResult.Rejected': ['Rejected', '判退', '判退'],
  'Enum:Disposition.Return': ['Return to supplier', '退货', '退貨'],
  'Enum:Disposition.Sort': ['Sort', '挑选', '挑選'],
  'Enum:Disposition.Scrap': ['Scrap', '报废', '報廢'],
  'Enum:Disposition.SpecialAccept': ['Special acceptance', '特采', '特採'],
  'Enum:ReceiveGate.Off': ['Receive freely', '不检查', '不檢查'],
  'Enum:ReceiveGate.Warn': ['Warn', '提醒', '提醒'],
  'Enum:ReceiveGate.Stop': ['Stop', '禁止收货', '禁止收貨'],
});

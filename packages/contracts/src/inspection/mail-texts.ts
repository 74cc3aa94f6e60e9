import { defineTexts } from '../texts.js';

/**
 * Incoming inspection's To-do titles (the dashboard's "waiting for you" card; `{0}` is the count).
 * The mails' own wording lives with their events on the server (inspection/effects/mail-events.ts),
 * where a tenant may override it.
 */
export const inspectionMailTexts = defineTexts('SupplierPortal', {
  // The vendor's.
  'InspectionTodo:ConfigsToConfirm': [
    '{0} inspection requirements to confirm',
    '{0} 项物料检验要求待确认',
    '{0} 項物料檢驗要求待確認',
  ],
  'InspectionTodo:FormsDraft': [
    '{0} draft inspection forms to complete and submit',
    '{0} 份检验单草稿待填写提交',
    '{0} 份檢驗單草稿待填寫送出',
  ],
  'InspectionTodo:FormsReturned': [
    '{0} returned inspection forms to correct',
    '{0} 份被退回的检验单待修改',
    '{0} 份被退回的檢驗單待修改',
  ],
  'InspectionTodo:LotsWithoutForm': [
    '{0} shipped lots without an inspection form',
    '{0} 个已发货批次缺少检验单',
    '{0} 個已出貨批次缺少檢驗單',
  ],
  // IQC's.
  'InspectionTodo:ConfigsVendorConfirmed': [
    '{0} inspection configurations confirmed by suppliers, to put in force',
    '{0} 项物料检验配置已由供应商确认，待生效',
    '{0} 項物料檢驗配置已由供應商確認，待生效',
  ],
  'InspectionTodo:FormsToReview': [
    '{0} submitted inspection forms to review',
    '{0} 份已提交的检验单待审核',
    '{0} 份已送出的檢驗單待審核',
  ],
  'InspectionTodo:FormsUnderMyReview': [
    '{0} inspection forms under my review',
    '{0} 份检验单由我审核中',
    '{0} 份檢驗單由我審核中',
  ],
});

import { defineTexts } from '../texts.js';

/**
 * Incoming inspection's To-do titles (the dashboard's "waiting for you" card; `{0}` is the count).
 * The mails' own wording lives with their events on the server (inspection/effects/mail-events.ts),
 * where a tenant may override it.
 */
export const inspectionMailTexts = defineTexts('SupplierPortal', {
  // The vendor's.
  'InspectionTodo:ConfigsToConfirm': [
    'Inspection requirements to confirm',
    '物料检验要求待确认',
    '物料檢驗要求待確認',
  ],
  'InspectionTodo:FormsDraft': [
    'Draft inspection forms to complete and submit',
    '检验单草稿待填写提交',
    '檢驗單草稿待填寫送出',
  ],
  'InspectionTodo:FormsReturned': [
    'Returned inspection forms to correct',
    '被退回的检验单待修改',
    '被退回的檢驗單待修改',
  ],
  'InspectionTodo:LotsWithoutForm': [
    'Shipped lots without an inspection form',
    '已发货批次缺少检验单',
    '已出貨批次缺少檢驗單',
  ],
  // IQC's.
  'InspectionTodo:ConfigsVendorConfirmed': [
    'Inspection configurations confirmed by suppliers, to put in force',
    '物料检验配置已由供应商确认，待生效',
    '物料檢驗配置已由供應商確認，待生效',
  ],
  'InspectionTodo:FormsToReview': [
    'Submitted inspection forms to review',
    '已提交的检验单待审核',
    '已送出的檢驗單待審核',
  ],
  'InspectionTodo:FormsUnderMyReview': [
    'Inspection forms under my review',
    '由我审核中的检验单',
    '由我審核中的檢驗單',
  ],
});

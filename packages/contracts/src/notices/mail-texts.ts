import { defineTexts } from '../texts.js';

/**
 * Notices to suppliers: the To-do titles (the dashboard's "waiting for you" card; `{0}` is the
 * count) and the words of the notice PDF. The mails' own wording lives with their events on the
 * server (notices/effects/mail-events.ts), where a tenant may override it.
 */
export const noticeMailTexts = defineTexts('SupplierPortal', {
  // The supplier's.
  'NoticeTodo:Unread': ['Notices not read yet', '未读通知', '未讀通知'],
  'NoticeTodo:PendingAck': ['Notices awaiting your acknowledgement', '通知待回签', '通知待回簽'],
  'NoticeTodo:RepliesToWrite': [
    'Notice replies to write or revise',
    '通知回复待填写或修改',
    '通知回覆待填寫或修改',
  ],
  // The buyer's.
  'NoticeTodo:RepliesToReview': ['Supplier replies to review', '供应商回复待审核', '供應商回覆待審核'],
  'NoticeTodo:WithOverdue': [
    'Notices with overdue suppliers',
    '有逾期未回签供应商的通知',
    '有逾期未回簽供應商的通知',
  ],

  // The notice PDF.
  'NoticePdf:Title': ['Notice to suppliers', '供应商通知', '供應商通知'],
  'NoticePdf:Page': ['Page {0} of {1}', '第 {0} 页，共 {1} 页', '第 {0} 頁，共 {1} 頁'],
  'NoticePdf:Printed': ['Printed {0}', '打印于 {0}', '列印於 {0}'],
  'NoticePdf:NoticeNo': ['Notice no.', '通知编号', '通知編號'],
  'NoticePdf:Category': ['Category', '类别', '類別'],
  'NoticePdf:Priority': ['Priority', '优先级', '優先級'],
  'NoticePdf:Status': ['Status', '状态', '狀態'],
  'NoticePdf:Publisher': ['Published by', '发布人', '發布人'],
  'NoticePdf:PublishTime': ['Published', '发布时间', '發布時間'],
  'NoticePdf:Deadline': ['Acknowledge by', '回签期限', '回簽期限'],
  'NoticePdf:RequireAck': ['Acknowledgement', '回签要求', '回簽要求'],
  'NoticePdf:RequireReply': ['Reply', '回复要求', '回覆要求'],
  'NoticePdf:Required': ['Required', '需要', '需要'],
  'NoticePdf:NotRequired': ['Not required', '不需要', '不需要'],
  'NoticePdf:Scope': ['Addressed to', '通知范围', '通知範圍'],
  'NoticePdf:ScopeCount': ['{0} ({1} suppliers)', '{0}（{1} 家供应商）', '{0}（{1} 家供應商）'],
  'NoticePdf:Content': ['Content', '通知内容', '通知內容'],
  'NoticePdf:Quality': ['Quality notice', '质量异常信息', '品質異常資訊'],
  'NoticePdf:ProblemType': ['Problem type', '问题类别', '問題類別'],
  'NoticePdf:FineAmount': ['Fine', '罚款金额', '罰款金額'],
  'NoticePdf:Basis': ['Basis', '处理依据', '處理依據'],
  'NoticePdf:ReplyTemplate': ['Reply template', '回复模板', '回覆範本'],
  'NoticePdf:Attachments': ['Attachments', '附件', '附件'],
  'NoticePdf:Revoked': ['Revoked: {0}', '已撤回：{0}', '已撤回：{0}'],
  'NoticePdf:YourAck': ['Your acknowledgement', '贵司回签', '貴司回簽'],
  'NoticePdf:Sheet': ['Acknowledgement sheet', '回签明细', '回簽明細'],
  'NoticePdf:SheetSummary': [
    'Read {0} / {2} · acknowledged {1} / {2} · overdue {3}',
    '已读 {0} / {2} · 已回签 {1} / {2} · 逾期 {3}',
    '已讀 {0} / {2} · 已回簽 {1} / {2} · 逾期 {3}',
  ],
  'NoticePdf:No': ['#', '#', '#'],
  'NoticePdf:VendorCode': ['Vendor code', '供应商代码', '供應商代碼'],
  'NoticePdf:VendorName': ['Supplier', '供应商名称', '供應商名稱'],
  'NoticePdf:ReadTime': ['Read', '阅读时间', '閱讀時間'],
  'NoticePdf:AckStatus': ['Ack status', '回签状态', '回簽狀態'],
  'NoticePdf:AckTime': ['Ack time', '回签时间', '回簽時間'],
  'NoticePdf:AckBy': ['By', '回签人', '回簽人'],
  'NoticePdf:ReplyStatus': ['Reply', '回复状态', '回覆狀態'],
  'NoticePdf:NoRecipients': [
    'No recipients (not published yet).',
    '暂无接收方（尚未发布）。',
    '暫無接收方（尚未發布）。',
  ],
});

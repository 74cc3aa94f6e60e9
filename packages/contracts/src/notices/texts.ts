import { defineTexts } from '../texts.js';

/**
 * Notices to suppliers' shared texts (`SupplierPortal`): entities, statuses and actions only this
 * area has, the enums of enums.ts (`Enum:<Name>.<value>`). The pages keep theirs in
 * page-texts.ts, the mails in mail-texts.ts.
 */
export const noticeTexts = defineTexts('SupplierPortal', {
  'Notice:Entity': ['notice', '通知', '通知'],
  'Notice:AutoClosed': ['Closed when all acknowledged', '全部回签后自动关闭', '全部回簽後自動關閉'],
  'NoticeRecipient:Entity': ['notice recipient', '通知接收方', '通知接收方'],
  'NoticeReply:Entity': ['notice reply', '通知回复', '通知回覆'],
  'NoticeAck:NotRequired': ['Not required', '无需回签', '無需回簽'],
  'NoticeAck:MarkOverdue': ['Marked overdue', '标记逾期', '標記逾期'],
  'NoticeReply:NotRequired': ['No reply needed', '无需回复', '無需回覆'],
  'NoticeReply:NotSubmitted': ['Not submitted', '未提交', '未送出'],
  'NoticeReply:Submit': ['Submit reply', '提交回复', '送出回覆'],
  'NoticeReply:Accept': ['Accept reply', '接受回复', '接受回覆'],
  'NoticeReply:Return': ['Return reply', '退回回复', '退回回覆'],

  'Enum:NoticeTargetScope.AllVendors': ['All suppliers', '全部供应商', '全部供應商'],
  'Enum:NoticeTargetScope.Selected': ['Selected suppliers', '指定供应商', '指定供應商'],
  'Enum:NoticeTargetScope.ByCategory': ['Suppliers of material categories', '按物料类别', '按物料類別'],
  'Enum:NoticePriority.Low': ['Low', '低', '低'],
  'Enum:NoticePriority.Medium': ['Medium', '中', '中'],
  'Enum:NoticePriority.High': ['High', '高', '高'],
  'Enum:NoticeProblemType.Appearance': ['Appearance', '外观', '外觀'],
  'Enum:NoticeProblemType.Dimension': ['Dimension', '尺寸', '尺寸'],
  'Enum:NoticeProblemType.Function': ['Function', '功能', '功能'],
  'Enum:NoticeProblemType.Material': ['Material', '材质', '材質'],
  'Enum:NoticeProblemType.Packaging': ['Packaging', '包装', '包裝'],
  'Enum:NoticeProblemType.Labeling': ['Labeling', '标签', '標籤'],
  'Enum:NoticeProblemType.Documentation': ['Documentation', '资料', '資料'],
  'Enum:NoticeProblemType.Delivery': ['Delivery', '交付', '交付'],
  'Enum:NoticeProblemType.Other': ['Other', '其他', '其他'],
  'Enum:NoticeReadStatus.Unread': ['Unread', '未读', '未讀'],
  'Enum:NoticeReadStatus.Read': ['Read', '已读', '已讀'],
});

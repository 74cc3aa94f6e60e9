import { mailEventMaker } from '../../../platform/notifications/events.js';

/**
 * Notices to suppliers' mail events (business-domain §4: NOTICE_PUBLISHED, NOTICE_ACK_REMINDER,
 * NOTICE_OVERDUE, NOTICE_ACKED / REJECTED / REPLIED, NOTICE_REPLY_RETURNED, NOTICE_REVOKED), each in
 * three languages with what the reader needs to act: the notice, its deadline, the supplier and the
 * comment. A tenant may reword any of them on the mail-template page. The mails to suppliers about
 * one notice carry the same words for every supplier (no supplier's name), so publishing to
 * thousands of suppliers renders each language once and queues the mails in a few multi-row inserts.
 * Values that depend on the reader's language come as one placeholder per language (`{{priorityEn}}`).
 */
type Data = Record<string, unknown>;

/** Everything a template may show; each event's sample lists the keys it uses. */
const full = {
  noticeNo: 'SN-2026110012',
  title: '关于2026年包装标签新规的通知',
  category: '包装/标签',
  priorityEn: 'High',
  priorityZhHans: '高',
  priorityZhHant: '高',
  publisher: '王磊',
  publishTime: '2026-11-24 09:30',
  deadline: '2026-11-30 18:00',
  requireAck: true,
  requireReply: true,
  summary: '自2026年12月1日起，所有外箱标签须增加GS1条码及批次号……',
  supplier: 'V0001 深圳华强电子',
  by: '李娜',
  comment: '标签模板已于11/25更新，详见附件。',
  forPublisher: false,
  count: 3,
  suppliers: [{ supplier: 'V0001 深圳华强电子' }, { supplier: 'V0002 东莞精密五金' }],
  more: 1,
};
type Key = keyof typeof full;
const sampleOf = (...keys: Key[]): Data => Object.fromEntries(keys.map((k) => [k, full[k]]));

/** This area's events: `ToSupplierNotice.<name>`, wording per language as [subject, body]. */
const event = mailEventMaker<Data>('ToSupplierNotice');

const noticeKeys: Key[] = [
  'noticeNo',
  'title',
  'category',
  'priorityEn',
  'priorityZhHans',
  'priorityZhHant',
  'publisher',
  'publishTime',
  'deadline',
  'requireAck',
  'requireReply',
];

const factsEn =
  '<ul><li>Notice: {{noticeNo}}</li><li>Category: {{category}}</li><li>Priority: {{priorityEn}}</li>' +
  '{{#publishTime}}<li>Published: {{publishTime}}{{#publisher}} by {{publisher}}{{/publisher}}</li>{{/publishTime}}' +
  '{{#deadline}}<li>Acknowledge by: <b>{{deadline}}</b></li>{{/deadline}}</ul>';
const factsHans =
  '<ul><li>通知编号：{{noticeNo}}</li><li>类别：{{category}}</li><li>优先级：{{priorityZhHans}}</li>' +
  '{{#publishTime}}<li>发布时间：{{publishTime}}{{#publisher}}（{{publisher}}）{{/publisher}}</li>{{/publishTime}}' +
  '{{#deadline}}<li>回签期限：<b>{{deadline}}</b></li>{{/deadline}}</ul>';
const factsHant =
  '<ul><li>通知編號：{{noticeNo}}</li><li>類別：{{category}}</li><li>優先級：{{priorityZhHant}}</li>' +
  '{{#publishTime}}<li>發布時間：{{publishTime}}{{#publisher}}（{{publisher}}）{{/publisher}}</li>{{/publishTime}}' +
  '{{#deadline}}<li>回簽期限：<b>{{deadline}}</b></li>{{/deadline}}</ul>';

export const noticePublished = event(
  'Published',
  ['Notice published to suppliers', '供应商通知已发布', '供應商通知已發布'],
  'vendor',
  [
    [
      'New notice {{noticeNo}}: {{title}}',
      '<p>Dear supplier,</p><p>We have published the notice <b>{{title}}</b> to you.</p>' +
        factsEn +
        '{{#summary}}<blockquote>{{summary}}</blockquote>{{/summary}}' +
        '<p>Please read the full notice and its attachments in the Supplier Portal (Supplier notices → My notices).' +
        '{{#requireAck}} It asks for your acknowledgement{{#deadline}} by {{deadline}}{{/deadline}}: acknowledge it, or refuse it with your reason.{{/requireAck}}' +
        '{{#requireReply}} It also asks for a written reply, which we will review.{{/requireReply}}</p>',
    ],
    [
      '新通知 {{noticeNo}}：{{title}}',
      '<p>尊敬的供应商：</p><p>我司向贵司发布了通知 <b>{{title}}</b>。</p>' +
        factsHans +
        '{{#summary}}<blockquote>{{summary}}</blockquote>{{/summary}}' +
        '<p>请登录供应商门户（供应商通知 → 我的通知）阅读通知全文及附件。' +
        '{{#requireAck}}该通知需要贵司回签{{#deadline}}（请于 {{deadline}} 前）{{/deadline}}：确认回签，或填写原因拒绝。{{/requireAck}}' +
        '{{#requireReply}}该通知还需要贵司书面回复，我司将审核回复内容。{{/requireReply}}</p>',
    ],
    [
      '新通知 {{noticeNo}}：{{title}}',
      '<p>尊敬的供應商：</p><p>我司向貴司發布了通知 <b>{{title}}</b>。</p>' +
        factsHant +
        '{{#summary}}<blockquote>{{summary}}</blockquote>{{/summary}}' +
        '<p>請登入供應商入口網站（供應商通知 → 我的通知）閱讀通知全文及附件。' +
        '{{#requireAck}}該通知需要貴司回簽{{#deadline}}（請於 {{deadline}} 前）{{/deadline}}：確認回簽，或填寫原因拒絕。{{/requireAck}}' +
        '{{#requireReply}}該通知還需要貴司書面回覆，我司將審核回覆內容。{{/requireReply}}</p>',
    ],
  ],
  sampleOf(...noticeKeys, 'summary'),
);

export const noticeReminder = event(
  'Reminder',
  ['Reminder: notice awaiting acknowledgement', '通知回签提醒', '通知回簽提醒'],
  'vendor',
  [
    [
      'Reminder: please acknowledge notice {{noticeNo}} {{title}}{{#deadline}} by {{deadline}}{{/deadline}}',
      '<p>Dear supplier,</p><p>The notice <b>{{title}}</b> is still waiting for your acknowledgement.</p>' +
        factsEn +
        '<p>Please open it in the Supplier Portal (Supplier notices → My notices) and acknowledge it, or refuse it with your reason' +
        '{{#deadline}}, before {{deadline}}: after that it is marked overdue{{/deadline}}.</p>',
    ],
    [
      '提醒：请回签通知 {{noticeNo}} {{title}}{{#deadline}}（期限 {{deadline}}）{{/deadline}}',
      '<p>尊敬的供应商：</p><p>通知 <b>{{title}}</b> 尚待贵司回签。</p>' +
        factsHans +
        '<p>请登录供应商门户（供应商通知 → 我的通知）打开该通知，确认回签或填写原因拒绝' +
        '{{#deadline}}；请于 {{deadline}} 前完成，逾期将被标记为逾期{{/deadline}}。</p>',
    ],
    [
      '提醒：請回簽通知 {{noticeNo}} {{title}}{{#deadline}}（期限 {{deadline}}）{{/deadline}}',
      '<p>尊敬的供應商：</p><p>通知 <b>{{title}}</b> 尚待貴司回簽。</p>' +
        factsHant +
        '<p>請登入供應商入口網站（供應商通知 → 我的通知）開啟該通知，確認回簽或填寫原因拒絕' +
        '{{#deadline}}；請於 {{deadline}} 前完成，逾期將被標記為逾期{{/deadline}}。</p>',
    ],
  ],
  sampleOf(...noticeKeys),
);

const supplierList =
  '<ul>{{#suppliers}}<li>{{supplier}}</li>{{/suppliers}}{{#more}}<li>… (+{{more}})</li>{{/more}}</ul>';

export const noticeOverdue = event(
  'Overdue',
  ['Notice acknowledgement overdue', '通知回签逾期', '通知回簽逾期'],
  'any',
  [
    [
      '{{#forPublisher}}{{count}} suppliers have not acknowledged notice {{noticeNo}} {{title}}{{/forPublisher}}{{^forPublisher}}Overdue: notice {{noticeNo}} {{title}} was not acknowledged in time{{/forPublisher}}',
      '{{#forPublisher}}<p>The acknowledgement deadline of your notice <b>{{title}}</b> has passed. These {{count}} suppliers have neither acknowledged nor refused it and are now marked overdue:</p>' +
        supplierList +
        factsEn +
        '<p>You may remind them from the notice in the Supplier Portal; they can still acknowledge it late.</p>{{/forPublisher}}' +
        '{{^forPublisher}}<p>Dear supplier,</p><p>The acknowledgement deadline of the notice <b>{{title}}</b> has passed without your acknowledgement, so it is now marked <b>overdue</b>.</p>' +
        factsEn +
        '<p>Please open it in the Supplier Portal without delay and acknowledge it, or refuse it with your reason; the lateness stays on record.</p>{{/forPublisher}}',
    ],
    [
      '{{#forPublisher}}{{count}} 家供应商未回签通知 {{noticeNo}} {{title}}{{/forPublisher}}{{^forPublisher}}逾期：通知 {{noticeNo}} {{title}} 未按期回签{{/forPublisher}}',
      '{{#forPublisher}}<p>您发布的通知 <b>{{title}}</b> 已过回签期限，以下 {{count}} 家供应商既未回签也未拒绝，已标记为逾期：</p>' +
        supplierList +
        factsHans +
        '<p>您可在供应商门户的通知详情中再次提醒；供应商仍可逾期回签。</p>{{/forPublisher}}' +
        '{{^forPublisher}}<p>尊敬的供应商：</p><p>通知 <b>{{title}}</b> 已过回签期限，贵司尚未回签，现已标记为<b>逾期</b>。</p>' +
        factsHans +
        '<p>请尽快登录供应商门户打开该通知，确认回签或填写原因拒绝；逾期记录将被保留。</p>{{/forPublisher}}',
    ],
    [
      '{{#forPublisher}}{{count}} 家供應商未回簽通知 {{noticeNo}} {{title}}{{/forPublisher}}{{^forPublisher}}逾期：通知 {{noticeNo}} {{title}} 未按期回簽{{/forPublisher}}',
      '{{#forPublisher}}<p>您發布的通知 <b>{{title}}</b> 已過回簽期限，以下 {{count}} 家供應商既未回簽也未拒絕，已標記為逾期：</p>' +
        supplierList +
        factsHant +
        '<p>您可在供應商入口網站的通知詳情中再次提醒；供應商仍可逾期回簽。</p>{{/forPublisher}}' +
        '{{^forPublisher}}<p>尊敬的供應商：</p><p>通知 <b>{{title}}</b> 已過回簽期限，貴司尚未回簽，現已標記為<b>逾期</b>。</p>' +
        factsHant +
        '<p>請盡快登入供應商入口網站開啟該通知，確認回簽或填寫原因拒絕；逾期記錄將被保留。</p>{{/forPublisher}}',
    ],
  ],
  sampleOf(...noticeKeys, 'forPublisher', 'count', 'suppliers', 'more'),
);

export const noticeRevoked = event(
  'Revoked',
  ['Notice revoked', '通知已撤回', '通知已撤回'],
  'vendor',
  [
    [
      'Notice {{noticeNo}} {{title}} has been revoked',
      '<p>Dear supplier,</p><p>We have revoked the notice <b>{{title}}</b> ({{noticeNo}}). It no longer applies, and no acknowledgement or reply is needed.</p>' +
        '{{#comment}}<p>Reason: {{comment}}</p>{{/comment}}',
    ],
    [
      '通知 {{noticeNo}} {{title}} 已撤回',
      '<p>尊敬的供应商：</p><p>我司已撤回通知 <b>{{title}}</b>（{{noticeNo}}），该通知不再有效，无需回签或回复。</p>' +
        '{{#comment}}<p>撤回原因：{{comment}}</p>{{/comment}}',
    ],
    [
      '通知 {{noticeNo}} {{title}} 已撤回',
      '<p>尊敬的供應商：</p><p>我司已撤回通知 <b>{{title}}</b>（{{noticeNo}}），該通知不再有效，無需回簽或回覆。</p>' +
        '{{#comment}}<p>撤回原因：{{comment}}</p>{{/comment}}',
    ],
  ],
  sampleOf('noticeNo', 'title', 'comment'),
);

export const noticeAcknowledged = event(
  'Acknowledged',
  ['Notice acknowledged by a supplier', '供应商已回签通知', '供應商已回簽通知'],
  'buyer',
  [
    [
      '{{supplier}} acknowledged notice {{noticeNo}} {{title}}',
      '<p>{{supplier}} acknowledged your notice <b>{{title}}</b> ({{noticeNo}}){{#by}}: {{by}}{{/by}}.</p>' +
        '{{#comment}}<p>Note: {{comment}}</p>{{/comment}}' +
        '<p>The notice in the Supplier Portal shows who has read and acknowledged it so far.</p>',
    ],
    [
      '{{supplier}} 已回签通知 {{noticeNo}} {{title}}',
      '<p>{{supplier}} 已回签您发布的通知 <b>{{title}}</b>（{{noticeNo}}）{{#by}}，回签人：{{by}}{{/by}}。</p>' +
        '{{#comment}}<p>备注：{{comment}}</p>{{/comment}}' +
        '<p>可在供应商门户的通知详情中查看各供应商的阅读与回签情况。</p>',
    ],
    [
      '{{supplier}} 已回簽通知 {{noticeNo}} {{title}}',
      '<p>{{supplier}} 已回簽您發布的通知 <b>{{title}}</b>（{{noticeNo}}）{{#by}}，回簽人：{{by}}{{/by}}。</p>' +
        '{{#comment}}<p>備註：{{comment}}</p>{{/comment}}' +
        '<p>可在供應商入口網站的通知詳情中查看各供應商的閱讀與回簽情況。</p>',
    ],
  ],
  sampleOf('noticeNo', 'title', 'supplier', 'by', 'comment'),
);

export const noticeRefused = event(
  'Refused',
  ['Notice refused by a supplier', '供应商拒绝回签通知', '供應商拒絕回簽通知'],
  'buyer',
  [
    [
      '{{supplier}} refused notice {{noticeNo}} {{title}}',
      '<p>{{supplier}} refused to acknowledge your notice <b>{{title}}</b> ({{noticeNo}}){{#by}}: {{by}}{{/by}}.</p>' +
        '<p>Reason: {{comment}}</p>' +
        '<p>Please contact the supplier to settle the point; the notice stays open for them.</p>',
    ],
    [
      '{{supplier}} 拒绝回签通知 {{noticeNo}} {{title}}',
      '<p>{{supplier}} 拒绝回签您发布的通知 <b>{{title}}</b>（{{noticeNo}}）{{#by}}，操作人：{{by}}{{/by}}。</p>' +
        '<p>拒绝原因：{{comment}}</p>' +
        '<p>请与该供应商沟通处理。</p>',
    ],
    [
      '{{supplier}} 拒絕回簽通知 {{noticeNo}} {{title}}',
      '<p>{{supplier}} 拒絕回簽您發布的通知 <b>{{title}}</b>（{{noticeNo}}）{{#by}}，操作人：{{by}}{{/by}}。</p>' +
        '<p>拒絕原因：{{comment}}</p>' +
        '<p>請與該供應商溝通處理。</p>',
    ],
  ],
  sampleOf('noticeNo', 'title', 'supplier', 'by', 'comment'),
);

export const noticeReplied = event(
  'Replied',
  ['Supplier replied to a notice', '供应商已回复通知', '供應商已回覆通知'],
  'buyer',
  [
    [
      '{{supplier}} replied to notice {{noticeNo}} {{title}}: please review',
      '<p>{{supplier}} submitted a reply to your notice <b>{{title}}</b> ({{noticeNo}}){{#by}} ({{by}}){{/by}}.</p>' +
        '{{#comment}}<blockquote>{{comment}}</blockquote>{{/comment}}' +
        '<p>Please review the reply and its files in the Supplier Portal, then accept it or return it with your comment.</p>',
    ],
    [
      '{{supplier}} 回复了通知 {{noticeNo}} {{title}}，请审核',
      '<p>{{supplier}} 提交了对通知 <b>{{title}}</b>（{{noticeNo}}）的回复{{#by}}（{{by}}）{{/by}}。</p>' +
        '{{#comment}}<blockquote>{{comment}}</blockquote>{{/comment}}' +
        '<p>请登录供应商门户审核回复内容及附件，接受或填写意见退回。</p>',
    ],
    [
      '{{supplier}} 回覆了通知 {{noticeNo}} {{title}}，請審核',
      '<p>{{supplier}} 送出了對通知 <b>{{title}}</b>（{{noticeNo}}）的回覆{{#by}}（{{by}}）{{/by}}。</p>' +
        '{{#comment}}<blockquote>{{comment}}</blockquote>{{/comment}}' +
        '<p>請登入供應商入口網站審核回覆內容及附件，接受或填寫意見退回。</p>',
    ],
  ],
  sampleOf('noticeNo', 'title', 'supplier', 'by', 'comment'),
);

export const noticeReplyReturned = event(
  'ReplyReturned',
  ['Notice reply returned to the supplier', '通知回复被退回', '通知回覆被退回'],
  'vendor',
  [
    [
      'Your reply to notice {{noticeNo}} was returned: please revise it',
      '<p>Dear {{supplier}},</p><p>Your reply to the notice <b>{{title}}</b> ({{noticeNo}}) was returned{{#by}} by {{by}}{{/by}}.</p>' +
        '<p>Comment: {{comment}}</p>' +
        '<p>Please revise the reply in the Supplier Portal (Supplier notices → My notices) and submit it again.</p>',
    ],
    [
      '通知 {{noticeNo}} 的回复被退回，请修改',
      '<p>{{supplier}} 您好：</p><p>贵司对通知 <b>{{title}}</b>（{{noticeNo}}）的回复已被退回{{#by}}（{{by}}）{{/by}}。</p>' +
        '<p>退回意见：{{comment}}</p>' +
        '<p>请登录供应商门户（供应商通知 → 我的通知）修改回复后重新提交。</p>',
    ],
    [
      '通知 {{noticeNo}} 的回覆被退回，請修改',
      '<p>{{supplier}} 您好：</p><p>貴司對通知 <b>{{title}}</b>（{{noticeNo}}）的回覆已被退回{{#by}}（{{by}}）{{/by}}。</p>' +
        '<p>退回意見：{{comment}}</p>' +
        '<p>請登入供應商入口網站（供應商通知 → 我的通知）修改回覆後重新送出。</p>',
    ],
  ],
  sampleOf('noticeNo', 'title', 'supplier', 'by', 'comment'),
);

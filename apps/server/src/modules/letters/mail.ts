import {
  LetterStatus,
  letterTexts,
  PartNoConfirmStatus,
  letterWorkflow,
  partNoConfirmWorkflow,
  Policies,
  type Texts,
} from '@sp/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { withoutSupplierScope } from '../../platform/db/scope.js';
import { mailEventMaker, type MailEventDefinition } from '../../platform/notifications/events.js';
import { notify } from '../../platform/notifications/notify.js';
import { buyersHolding } from '../../platform/permissions/holders.js';
import { tenantSetting } from '../../platform/notifications/tenant-setting.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import { users } from '../identity/schema.js';
import { suppliers } from '../suppliers/schema.js';
import { dayIn, daysBetween } from './expiry/clock.js';
import { letterApprovals, letterCheckItems, letterItems, letters, partNoConfirms } from './schema.js';

/**
 * The area's mail events (business-domain §2.2), each worded in three languages with what the
 * reader needs to act: the request or letter number, the part, the supplier, the dates, the reason
 * or conditions, and the next step. A tenant may reword any of them on the mail-template page.
 * Requests and letters call `mailRequestEvent` / `mailLetterEvent` inside their transaction, after
 * the change; the daily job (expiry/) calls the reminder and expiry mails.
 *
 * Values that depend on the reader's language (the request type, what an "other" letter is, the
 * names of check items) come as one placeholder per language: `{{requestTypeEn}}`,
 * `{{requestTypeZhHans}}`, `{{requestTypeZhHant}}`.
 */
export type RequestMailEvent = 'Created' | 'Acknowledged' | 'Declined';
export type LetterMailEvent = 'Submitted' | 'Returned' | 'Approved' | 'ConditionallyApproved' | 'Rejected';

type Data = Record<string, unknown>;
const BASE = '/letter-of-recognition';
const requestRoute = (id: string) => `${BASE}/update-partno-confirm?id=${id}`;
const vendorLetterRoute = (id: string) => `${BASE}/vendor-letter-detail?id=${id}`;
const adminLetterRoute = (id: string) => `${BASE}/admin-letter-detail?id=${id}`;

/** One placeholder per language: `{ nameEn, nameZhHans, nameZhHant }`. */
function tri<P extends string>(prefix: P, texts: Texts) {
  return {
    [`${prefix}En`]: texts[0],
    [`${prefix}ZhHans`]: texts[1],
    [`${prefix}ZhHant`]: texts[2],
  } as Record<`${P}En` | `${P}ZhHans` | `${P}ZhHant`, string>;
}
const same = (s: string): Texts => [s, s, s];

/** Everything a letters' template may show; each event's sample lists the keys it uses. */
const full = {
  requestNo: 'PNC-202603-00042',
  ...tri('requestType', ['New part', '新料承认', '新料承認']),
  letterNo: 'CRS-202600123',
  revision: 1,
  ...tri('title', same('201-000456-00 外壳 Housing')),
  partNo: '201-000456-00',
  partName: '外壳 Housing',
  drawing: 'DWG-456 rev. B',
  supplier: 'V0001 深圳华强电子',
  dueDate: '2026-04-15',
  promisedDate: '2026-04-10',
  ownerEngineer: '李工 Li Wei',
  submissionLevel: 3,
  sampleQty: 5,
  comment: 'Please use the SGS report of 2026.',
  reason: 'Dimension 12.5 ±0.05 out of tolerance on 3 of 5 samples',
  conditions: 'Limited to 200K pcs; the mould must be corrected by 2026-06-30',
  deviationUntil: '2026-06-30',
  validFrom: '2026-04-20',
  validTo: '2027-04-19',
  by: '王磊',
  date: '2026-04-20',
  hasItems: true,
  items: [
    {
      code: 'ROHS_REPORT',
      ...tri('name', [
        'Third-party RoHS report (SGS)',
        '第三方RoHS测试报告（SGS）',
        '第三方RoHS測試報告（SGS）',
      ]),
      comment: 'The report expired on 2026-01-09; please upload the current one.',
    },
  ],
  documentNo: 'PNC-202603-00042',
  overdue: false,
  dueToday: false,
  dueSoon: true,
  daysLeft: 3,
  daysOverdue: 0,
  toAcknowledge: true,
  toStart: false,
  toSubmit: false,
  toFix: false,
  expiresOn: '2026-05-20',
  conditional: false,
  renewalRequestNo: 'PNC-202604-00051',
};
type Key = keyof typeof full;
const sampleOf = (...keys: Key[]): Data => Object.fromEntries(keys.map((k) => [k, full[k]]));

const requestKeys: Key[] = [
  'requestNo',
  'requestTypeEn',
  'requestTypeZhHans',
  'requestTypeZhHant',
  'titleEn',
  'titleZhHans',
  'titleZhHant',
  'partNo',
  'partName',
  'drawing',
  'supplier',
  'dueDate',
  'promisedDate',
  'ownerEngineer',
  'submissionLevel',
  'sampleQty',
  'comment',
];
const letterKeys: Key[] = [
  'letterNo',
  'revision',
  'requestNo',
  'titleEn',
  'titleZhHans',
  'titleZhHant',
  'partNo',
  'partName',
  'supplier',
  'ownerEngineer',
  'dueDate',
  'comment',
];

// The lists of check items a returned or rejected letter's mail shows, per language.
const itemList = (name: 'nameEn' | 'nameZhHans' | 'nameZhHant') => {
  const [open, close, sep] = name === 'nameEn' ? [' (', ')', ': '] : ['（', '）', '：'];
  return `<ul>{{#items}}<li><b>{{${name}}}</b>${open}{{code}}${close}{{#comment}}${sep}{{comment}}{{/comment}}</li>{{/items}}</ul>`;
};

/** This area's events: `LetterOfRecognition.<name>`, wording per language as [subject, body]. */
const event = mailEventMaker<Data>('LetterOfRecognition');

export const requestCreated = event(
  'RequestCreated',
  ['Letter request sent to a supplier', '承认申请已发给供应商', '承認申請已發給供應商'],
  'vendor',
  [
    [
      'Letter of recognition requested: {{titleEn}} ({{requestNo}}), due {{dueDate}}',
      '<p>Dear {{supplier}},</p><p>We request a letter of recognition (parts approval) for <b>{{titleEn}}</b>.</p>' +
        '<ul><li>Request no.: {{requestNo}}</li><li>Request type: {{requestTypeEn}}</li>' +
        '{{#drawing}}<li>Drawing: {{drawing}}</li>{{/drawing}}' +
        '{{#submissionLevel}}<li>Submission level: {{submissionLevel}}</li>{{/submissionLevel}}' +
        '{{#sampleQty}}<li>Samples: {{sampleQty}} pcs</li>{{/sampleQty}}' +
        '<li>Due date: <b>{{dueDate}}</b></li><li>Owner engineer: {{ownerEngineer}}</li></ul>' +
        '{{#comment}}<p>Note: {{comment}}</p>{{/comment}}' +
        '<p>Please acknowledge the request in the Supplier Portal with the date you can submit by, or decline it with a reason. ' +
        'Once acknowledged, start the letter, upload the documents of every check item and submit it before the due date.</p>',
    ],
    [
      '承认书申请：{{titleZhHans}}（{{requestNo}}），请于 {{dueDate}} 前提交',
      '<p>{{supplier}} 您好：</p><p>我司需要贵司提供 <b>{{titleZhHans}}</b> 的承认书。</p>' +
        '<ul><li>申请编号：{{requestNo}}</li><li>承认类型：{{requestTypeZhHans}}</li>' +
        '{{#drawing}}<li>图号：{{drawing}}</li>{{/drawing}}' +
        '{{#submissionLevel}}<li>提交等级：{{submissionLevel}}</li>{{/submissionLevel}}' +
        '{{#sampleQty}}<li>样品数：{{sampleQty}} 件</li>{{/sampleQty}}' +
        '<li>要求提交日：<b>{{dueDate}}</b></li><li>承认工程师：{{ownerEngineer}}</li></ul>' +
        '{{#comment}}<p>备注：{{comment}}</p>{{/comment}}' +
        '<p>请登录供应商门户确认该申请并填写可提交日期，如无法提供请填写原因后拒绝。' +
        '确认后请创建承认书，按检查项目上传资料，并在要求提交日前提交。</p>',
    ],
    [
      '承認書申請：{{titleZhHant}}（{{requestNo}}），請於 {{dueDate}} 前送出',
      '<p>{{supplier}} 您好：</p><p>我司需要貴司提供 <b>{{titleZhHant}}</b> 的承認書。</p>' +
        '<ul><li>申請編號：{{requestNo}}</li><li>承認類型：{{requestTypeZhHant}}</li>' +
        '{{#drawing}}<li>圖號：{{drawing}}</li>{{/drawing}}' +
        '{{#submissionLevel}}<li>提交等級：{{submissionLevel}}</li>{{/submissionLevel}}' +
        '{{#sampleQty}}<li>樣品數：{{sampleQty}} 件</li>{{/sampleQty}}' +
        '<li>要求提交日：<b>{{dueDate}}</b></li><li>承認工程師：{{ownerEngineer}}</li></ul>' +
        '{{#comment}}<p>備註：{{comment}}</p>{{/comment}}' +
        '<p>請登入供應商入口網站確認該申請並填寫可送出日期，如無法提供請填寫原因後拒絕。' +
        '確認後請建立承認書，依檢查項目上傳資料，並於要求提交日前送出。</p>',
    ],
  ],
  sampleOf(...requestKeys),
);

export const requestAcknowledged = event(
  'RequestAcknowledged',
  ['Letter request acknowledged', '承认申请已确认', '承認申請已確認'],
  'buyer',
  [
    [
      '{{supplier}} acknowledged letter request {{requestNo}} ({{titleEn}})',
      '<p>{{supplier}} acknowledged the letter of recognition request <b>{{requestNo}}</b> for {{titleEn}}.</p>' +
        '<ul><li>Due date: {{dueDate}}</li>{{#promisedDate}}<li>Promised submission: <b>{{promisedDate}}</b></li>{{/promisedDate}}</ul>' +
        "{{#comment}}<p>Supplier's comment: {{comment}}</p>{{/comment}}" +
        '<p>The supplier now prepares the letter; you will be told when it is submitted.</p>',
    ],
    [
      '{{supplier}} 已确认承认申请 {{requestNo}}（{{titleZhHans}}）',
      '<p>{{supplier}} 已确认 <b>{{titleZhHans}}</b> 的承认申请 <b>{{requestNo}}</b>。</p>' +
        '<ul><li>要求提交日：{{dueDate}}</li>{{#promisedDate}}<li>承诺提交日：<b>{{promisedDate}}</b></li>{{/promisedDate}}</ul>' +
        '{{#comment}}<p>供应商说明：{{comment}}</p>{{/comment}}' +
        '<p>供应商将着手准备承认书，提交后系统会再通知您。</p>',
    ],
    [
      '{{supplier}} 已確認承認申請 {{requestNo}}（{{titleZhHant}}）',
      '<p>{{supplier}} 已確認 <b>{{titleZhHant}}</b> 的承認申請 <b>{{requestNo}}</b>。</p>' +
        '<ul><li>要求提交日：{{dueDate}}</li>{{#promisedDate}}<li>承諾送出日：<b>{{promisedDate}}</b></li>{{/promisedDate}}</ul>' +
        '{{#comment}}<p>供應商說明：{{comment}}</p>{{/comment}}' +
        '<p>供應商將著手準備承認書，送出後系統會再通知您。</p>',
    ],
  ],
  sampleOf(...requestKeys),
);

export const requestDeclined = event(
  'RequestDeclined',
  ['Letter request declined', '承认申请被拒绝', '承認申請被拒絕'],
  'buyer',
  [
    [
      '{{supplier}} declined letter request {{requestNo}} ({{titleEn}})',
      '<p>{{supplier}} declined the letter of recognition request <b>{{requestNo}}</b> for {{titleEn}} (due {{dueDate}}).</p>' +
        '<p>Reason: {{comment}}</p>' +
        '<p>Please clarify with the supplier, then edit the request and send it again, or cancel it, in the Supplier Portal.</p>',
    ],
    [
      '{{supplier}} 拒绝了承认申请 {{requestNo}}（{{titleZhHans}}）',
      '<p>{{supplier}} 拒绝了 <b>{{titleZhHans}}</b> 的承认申请 <b>{{requestNo}}</b>（要求提交日 {{dueDate}}）。</p>' +
        '<p>原因：{{comment}}</p>' +
        '<p>请与供应商沟通后在供应商门户中修改申请并重新发送，或取消该申请。</p>',
    ],
    [
      '{{supplier}} 拒絕了承認申請 {{requestNo}}（{{titleZhHant}}）',
      '<p>{{supplier}} 拒絕了 <b>{{titleZhHant}}</b> 的承認申請 <b>{{requestNo}}</b>（要求提交日 {{dueDate}}）。</p>' +
        '<p>原因：{{comment}}</p>' +
        '<p>請與供應商溝通後在供應商入口網站修改申請並重新發送，或取消該申請。</p>',
    ],
  ],
  sampleOf(...requestKeys),
);

export const letterSubmitted = event(
  'LetterSubmitted',
  ['Letter submitted for the initial check', '承认书已提交待初检', '承認書已送出待初檢'],
  'buyer',
  [
    [
      'Letter {{letterNo}} for {{titleEn}} submitted by {{supplier}}',
      '<p>{{supplier}} submitted letter of recognition <b>{{letterNo}}</b> (revision {{revision}}) for {{titleEn}}' +
        '{{#requestNo}}, requested under {{requestNo}}{{/requestNo}}.</p>' +
        "{{#comment}}<p>Supplier's comment: {{comment}}</p>{{/comment}}" +
        '<p>Please do the initial check in the Supplier Portal: mark every check item OK or NG, then pass the letter to review or return it to the supplier.</p>',
    ],
    [
      '{{supplier}} 提交了 {{titleZhHans}} 的承认书 {{letterNo}}',
      '<p>{{supplier}} 提交了 {{titleZhHans}} 的承认书 <b>{{letterNo}}</b>（第 {{revision}} 版）' +
        '{{#requestNo}}，对应申请 {{requestNo}}{{/requestNo}}。</p>' +
        '{{#comment}}<p>供应商说明：{{comment}}</p>{{/comment}}' +
        '<p>请登录供应商门户进行初检：逐项判定合格或不合格，然后转入审核或退回供应商。</p>',
    ],
    [
      '{{supplier}} 送出了 {{titleZhHant}} 的承認書 {{letterNo}}',
      '<p>{{supplier}} 送出了 {{titleZhHant}} 的承認書 <b>{{letterNo}}</b>（第 {{revision}} 版）' +
        '{{#requestNo}}，對應申請 {{requestNo}}{{/requestNo}}。</p>' +
        '{{#comment}}<p>供應商說明：{{comment}}</p>{{/comment}}' +
        '<p>請登入供應商入口網站進行初檢：逐項判定合格或不合格，然後轉入審核或退回供應商。</p>',
    ],
  ],
  sampleOf(...letterKeys),
);

export const letterReturned = event(
  'LetterReturned',
  ['Letter returned to the supplier', '承认书被退回', '承認書被退回'],
  'vendor',
  [
    [
      'Letter {{letterNo}} returned: please correct and submit it again',
      '<p>Dear {{supplier}},</p><p>Your letter of recognition <b>{{letterNo}}</b> for {{titleEn}} did not pass the initial check and was returned to you.</p>' +
        '{{#comment}}<p>Reason: {{comment}}</p>{{/comment}}' +
        `{{#hasItems}}<p>Items to correct:</p>${itemList('nameEn')}{{/hasItems}}` +
        '<p>Please upload corrected documents for these items in the Supplier Portal and submit the letter again{{#dueDate}} by {{dueDate}}{{/dueDate}}.</p>',
    ],
    [
      '承认书 {{letterNo}} 被退回，请修改后重新提交',
      '<p>{{supplier}} 您好：</p><p>贵司提交的 {{titleZhHans}} 承认书 <b>{{letterNo}}</b> 初检未通过，已退回。</p>' +
        '{{#comment}}<p>退回原因：{{comment}}</p>{{/comment}}' +
        `{{#hasItems}}<p>需修改的项目：</p>${itemList('nameZhHans')}{{/hasItems}}` +
        '<p>请登录供应商门户为这些项目上传修正后的资料，{{#dueDate}}并于 {{dueDate}} 前{{/dueDate}}重新提交。</p>',
    ],
    [
      '承認書 {{letterNo}} 被退回，請修改後重新送出',
      '<p>{{supplier}} 您好：</p><p>貴司送出的 {{titleZhHant}} 承認書 <b>{{letterNo}}</b> 初檢未通過，已退回。</p>' +
        '{{#comment}}<p>退回原因：{{comment}}</p>{{/comment}}' +
        `{{#hasItems}}<p>需修改的項目：</p>${itemList('nameZhHant')}{{/hasItems}}` +
        '<p>請登入供應商入口網站為這些項目上傳修正後的資料，{{#dueDate}}並於 {{dueDate}} 前{{/dueDate}}重新送出。</p>',
    ],
  ],
  sampleOf(...letterKeys, 'hasItems', 'items'),
);

const conclusionKeys: Key[] = [...letterKeys, 'by', 'date', 'validFrom', 'validTo'];

export const letterApproved = event(
  'LetterApproved',
  ['Letter approved', '承认书已承认', '承認書已承認'],
  'any',
  [
    [
      'Letter {{letterNo}} approved: {{titleEn}} from {{supplier}}',
      '<p>Letter of recognition <b>{{letterNo}}</b> (revision {{revision}}) for {{titleEn}} from {{supplier}} was approved{{#by}} by {{by}}{{/by}} on {{date}}.</p>' +
        '{{#validTo}}<p>Valid until <b>{{validTo}}</b>.</p>{{/validTo}}' +
        '{{#comment}}<p>Comment: {{comment}}</p>{{/comment}}' +
        '<p>The part may be delivered as approved. The stamped PDF of the approved letter can be downloaded from the letter in the Supplier Portal.' +
        '{{#validTo}} A renewal will be requested before it expires.{{/validTo}}</p>',
    ],
    [
      '承认书 {{letterNo}} 已承认：{{supplier}} 的 {{titleZhHans}}',
      '<p>{{supplier}} 的 {{titleZhHans}} 承认书 <b>{{letterNo}}</b>（第 {{revision}} 版）已于 {{date}} {{#by}}由 {{by}} {{/by}}承认。</p>' +
        '{{#validTo}}<p>有效期至 <b>{{validTo}}</b>。</p>{{/validTo}}' +
        '{{#comment}}<p>说明：{{comment}}</p>{{/comment}}' +
        '<p>该料号可按承认状态交货。已盖章的承认书 PDF 可在供应商门户的承认书中下载。' +
        '{{#validTo}}到期前系统将发起更新申请。{{/validTo}}</p>',
    ],
    [
      '承認書 {{letterNo}} 已承認：{{supplier}} 的 {{titleZhHant}}',
      '<p>{{supplier}} 的 {{titleZhHant}} 承認書 <b>{{letterNo}}</b>（第 {{revision}} 版）已於 {{date}} {{#by}}由 {{by}} {{/by}}承認。</p>' +
        '{{#validTo}}<p>有效期至 <b>{{validTo}}</b>。</p>{{/validTo}}' +
        '{{#comment}}<p>說明：{{comment}}</p>{{/comment}}' +
        '<p>該料號可依承認狀態交貨。已蓋章的承認書 PDF 可在供應商入口網站的承認書中下載。' +
        '{{#validTo}}到期前系統將發起更新申請。{{/validTo}}</p>',
    ],
  ],
  sampleOf(...conclusionKeys),
);

export const letterConditionallyApproved = event(
  'LetterConditionallyApproved',
  ['Letter approved with conditions', '承认书有条件承认', '承認書有條件承認'],
  'any',
  [
    [
      'Letter {{letterNo}} approved with conditions: {{titleEn}} from {{supplier}}',
      '<p>Letter of recognition <b>{{letterNo}}</b> (revision {{revision}}) for {{titleEn}} from {{supplier}} was approved with conditions{{#by}} by {{by}}{{/by}} on {{date}}.</p>' +
        '<p>Conditions: <b>{{conditions}}</b></p>' +
        '{{#deviationUntil}}<p>The deviation is accepted until <b>{{deviationUntil}}</b>; the conditions must be closed by then.</p>{{/deviationUntil}}' +
        '{{#validTo}}<p>Valid until {{validTo}}.</p>{{/validTo}}' +
        '<p>Deliveries are accepted within these conditions only. Supplier: please act on the conditions and report the closure to the owner engineer{{#ownerEngineer}} ({{ownerEngineer}}){{/ownerEngineer}}.</p>',
    ],
    [
      '承认书 {{letterNo}} 有条件承认：{{supplier}} 的 {{titleZhHans}}',
      '<p>{{supplier}} 的 {{titleZhHans}} 承认书 <b>{{letterNo}}</b>（第 {{revision}} 版）已于 {{date}} {{#by}}由 {{by}} {{/by}}有条件承认。</p>' +
        '<p>承认条件：<b>{{conditions}}</b></p>' +
        '{{#deviationUntil}}<p>偏差允收期限至 <b>{{deviationUntil}}</b>，请在此之前完成整改。</p>{{/deviationUntil}}' +
        '{{#validTo}}<p>有效期至 {{validTo}}。</p>{{/validTo}}' +
        '<p>仅在上述条件范围内允收交货。请供应商按条件整改，并向承认工程师{{#ownerEngineer}}（{{ownerEngineer}}）{{/ownerEngineer}}回报结案。</p>',
    ],
    [
      '承認書 {{letterNo}} 有條件承認：{{supplier}} 的 {{titleZhHant}}',
      '<p>{{supplier}} 的 {{titleZhHant}} 承認書 <b>{{letterNo}}</b>（第 {{revision}} 版）已於 {{date}} {{#by}}由 {{by}} {{/by}}有條件承認。</p>' +
        '<p>承認條件：<b>{{conditions}}</b></p>' +
        '{{#deviationUntil}}<p>偏差允收期限至 <b>{{deviationUntil}}</b>，請在此之前完成改善。</p>{{/deviationUntil}}' +
        '{{#validTo}}<p>有效期至 {{validTo}}。</p>{{/validTo}}' +
        '<p>僅在上述條件範圍內允收交貨。請供應商依條件改善，並向承認工程師{{#ownerEngineer}}（{{ownerEngineer}}）{{/ownerEngineer}}回報結案。</p>',
    ],
  ],
  sampleOf(...conclusionKeys, 'conditions', 'deviationUntil'),
);

export const letterRejected = event(
  'LetterRejected',
  ['Letter rejected', '承认书不承认', '承認書不承認'],
  'any',
  [
    [
      'Letter {{letterNo}} rejected: {{titleEn}} from {{supplier}}',
      '<p>Letter of recognition <b>{{letterNo}}</b> (revision {{revision}}) for {{titleEn}} from {{supplier}} was rejected{{#by}} by {{by}}{{/by}} on {{date}}.</p>' +
        '<p>Reason: {{reason}}</p>' +
        `{{#hasItems}}<p>Items found not acceptable:</p>${itemList('nameEn')}{{/hasItems}}` +
        '<p>The part is not approved: incoming lots are not covered by a letter of recognition. ' +
        'Supplier: please contact the owner engineer{{#ownerEngineer}} ({{ownerEngineer}}){{/ownerEngineer}} about corrective actions; a new submission needs a new request.</p>',
    ],
    [
      '承认书 {{letterNo}} 不承认：{{supplier}} 的 {{titleZhHans}}',
      '<p>{{supplier}} 的 {{titleZhHans}} 承认书 <b>{{letterNo}}</b>（第 {{revision}} 版）已于 {{date}} {{#by}}由 {{by}} {{/by}}判定为不承认。</p>' +
        '<p>原因：{{reason}}</p>' +
        `{{#hasItems}}<p>不合格项目：</p>${itemList('nameZhHans')}{{/hasItems}}` +
        '<p>该料号未获承认，来料不在承认范围内。请供应商与承认工程师{{#ownerEngineer}}（{{ownerEngineer}}）{{/ownerEngineer}}联系确认改善措施；重新送样需新的承认申请。</p>',
    ],
    [
      '承認書 {{letterNo}} 不承認：{{supplier}} 的 {{titleZhHant}}',
      '<p>{{supplier}} 的 {{titleZhHant}} 承認書 <b>{{letterNo}}</b>（第 {{revision}} 版）已於 {{date}} {{#by}}由 {{by}} {{/by}}判定為不承認。</p>' +
        '<p>原因：{{reason}}</p>' +
        `{{#hasItems}}<p>不合格項目：</p>${itemList('nameZhHant')}{{/hasItems}}` +
        '<p>該料號未獲承認，來料不在承認範圍內。請供應商與承認工程師{{#ownerEngineer}}（{{ownerEngineer}}）{{/ownerEngineer}}聯繫確認改善措施；重新送樣需新的承認申請。</p>',
    ],
  ],
  sampleOf(...conclusionKeys, 'reason', 'hasItems', 'items'),
);

export const letterDueReminder = event(
  'LetterDueReminder',
  ['Letter due reminder', '承认书提交提醒', '承認書送出提醒'],
  'vendor',
  [
    [
      '{{#overdue}}Overdue since {{dueDate}}{{/overdue}}{{^overdue}}Due {{dueDate}}{{/overdue}}: letter of recognition for {{titleEn}} ({{documentNo}})',
      '<p>Dear {{supplier}},</p><p>The letter of recognition for <b>{{titleEn}}</b> ' +
        '{{#overdue}}was due on <b>{{dueDate}}</b> and is {{daysOverdue}} day(s) overdue.{{/overdue}}' +
        '{{#dueToday}}is due today, <b>{{dueDate}}</b>.{{/dueToday}}' +
        '{{#dueSoon}}is due on <b>{{dueDate}}</b>, in {{daysLeft}} day(s).{{/dueSoon}}</p>' +
        '<p>Request {{requestNo}}{{#letterNo}}, letter {{letterNo}}{{/letterNo}}.</p>' +
        '<p>What to do in the Supplier Portal: ' +
        '{{#toAcknowledge}}acknowledge the request with the date you can submit by, or decline it with a reason.{{/toAcknowledge}}' +
        '{{#toStart}}start the letter from the acknowledged request, upload the documents of every check item and submit it.{{/toStart}}' +
        '{{#toSubmit}}complete the check items of the draft letter and submit it.{{/toSubmit}}' +
        '{{#toFix}}correct the items the initial check returned and submit the letter again.{{/toFix}}</p>' +
        '<p>While the letter is overdue this reminder is sent every day.</p>',
    ],
    [
      '{{#overdue}}已逾期（要求 {{dueDate}}）{{/overdue}}{{^overdue}}请于 {{dueDate}} 前提交{{/overdue}}：{{titleZhHans}} 的承认书（{{documentNo}}）',
      '<p>{{supplier}} 您好：</p><p><b>{{titleZhHans}}</b> 的承认书' +
        '{{#overdue}}要求于 <b>{{dueDate}}</b> 提交，现已逾期 {{daysOverdue}} 天。{{/overdue}}' +
        '{{#dueToday}}要求今天（<b>{{dueDate}}</b>）提交。{{/dueToday}}' +
        '{{#dueSoon}}要求于 <b>{{dueDate}}</b> 提交，还剩 {{daysLeft}} 天。{{/dueSoon}}</p>' +
        '<p>申请编号 {{requestNo}}{{#letterNo}}，承认书编号 {{letterNo}}{{/letterNo}}。</p>' +
        '<p>请登录供应商门户：' +
        '{{#toAcknowledge}}确认该申请并填写可提交日期，如无法提供请填写原因后拒绝。{{/toAcknowledge}}' +
        '{{#toStart}}从已确认的申请创建承认书，按检查项目上传资料并提交。{{/toStart}}' +
        '{{#toSubmit}}完成承认书草稿中的各检查项目并提交。{{/toSubmit}}' +
        '{{#toFix}}修改初检退回的项目后重新提交。{{/toFix}}</p>' +
        '<p>逾期期间系统每天发送此提醒。</p>',
    ],
    [
      '{{#overdue}}已逾期（要求 {{dueDate}}）{{/overdue}}{{^overdue}}請於 {{dueDate}} 前送出{{/overdue}}：{{titleZhHant}} 的承認書（{{documentNo}}）',
      '<p>{{supplier}} 您好：</p><p><b>{{titleZhHant}}</b> 的承認書' +
        '{{#overdue}}要求於 <b>{{dueDate}}</b> 送出，現已逾期 {{daysOverdue}} 天。{{/overdue}}' +
        '{{#dueToday}}要求今天（<b>{{dueDate}}</b>）送出。{{/dueToday}}' +
        '{{#dueSoon}}要求於 <b>{{dueDate}}</b> 送出，還剩 {{daysLeft}} 天。{{/dueSoon}}</p>' +
        '<p>申請編號 {{requestNo}}{{#letterNo}}，承認書編號 {{letterNo}}{{/letterNo}}。</p>' +
        '<p>請登入供應商入口網站：' +
        '{{#toAcknowledge}}確認該申請並填寫可送出日期，如無法提供請填寫原因後拒絕。{{/toAcknowledge}}' +
        '{{#toStart}}從已確認的申請建立承認書，依檢查項目上傳資料並送出。{{/toStart}}' +
        '{{#toSubmit}}完成承認書草稿中的各檢查項目並送出。{{/toSubmit}}' +
        '{{#toFix}}修改初檢退回的項目後重新送出。{{/toFix}}</p>' +
        '<p>逾期期間系統每天發送此提醒。</p>',
    ],
  ],
  sampleOf(
    'documentNo',
    'requestNo',
    'letterNo',
    'titleEn',
    'titleZhHans',
    'titleZhHant',
    'supplier',
    'dueDate',
    'overdue',
    'dueToday',
    'dueSoon',
    'daysLeft',
    'daysOverdue',
    'toAcknowledge',
    'toStart',
    'toSubmit',
    'toFix',
  ),
);

const expiryKeys: Key[] = [
  'letterNo',
  'revision',
  'titleEn',
  'titleZhHans',
  'titleZhHant',
  'partNo',
  'partName',
  'supplier',
  'expiresOn',
  'renewalRequestNo',
];

export const letterExpiring = event(
  'LetterExpiring',
  ['Letter about to expire', '承认书即将到期', '承認書即將到期'],
  'any',
  [
    [
      'Letter {{letterNo}} for {{titleEn}} expires on {{expiresOn}} ({{daysLeft}} days)',
      '<p>Letter of recognition <b>{{letterNo}}</b> (revision {{revision}}) for {{titleEn}} from {{supplier}} expires on <b>{{expiresOn}}</b>, in {{daysLeft}} day(s).</p>' +
        '{{#conditional}}<p>It was approved with conditions; the accepted deviation ends on {{deviationUntil}}.</p>{{/conditional}}' +
        '{{#renewalRequestNo}}<p>Renewal request <b>{{renewalRequestNo}}</b> is open. Supplier: please acknowledge it and submit the renewed letter with current documents (for example a new third-party RoHS report) before the expiry date.</p>{{/renewalRequestNo}}' +
        '{{^renewalRequestNo}}<p>Please renew the expiring documents and submit a new revision before the expiry date.</p>{{/renewalRequestNo}}' +
        '<p>After that date, deliveries of this part are no longer covered by an approved letter.</p>',
    ],
    [
      '承认书 {{letterNo}}（{{titleZhHans}}）将于 {{expiresOn}} 到期，剩余 {{daysLeft}} 天',
      '<p>{{supplier}} 的 {{titleZhHans}} 承认书 <b>{{letterNo}}</b>（第 {{revision}} 版）将于 <b>{{expiresOn}}</b> 到期，剩余 {{daysLeft}} 天。</p>' +
        '{{#conditional}}<p>该承认书为有条件承认，偏差允收期限至 {{deviationUntil}}。</p>{{/conditional}}' +
        '{{#renewalRequestNo}}<p>更新申请 <b>{{renewalRequestNo}}</b> 已发起。请供应商确认该申请，并在到期前以最新资料（如新的第三方 RoHS 报告）提交更新后的承认书。</p>{{/renewalRequestNo}}' +
        '{{^renewalRequestNo}}<p>请在到期前更新即将过期的资料并提交新版次。</p>{{/renewalRequestNo}}' +
        '<p>到期后该料号的来料将不再有有效的承认书。</p>',
    ],
    [
      '承認書 {{letterNo}}（{{titleZhHant}}）將於 {{expiresOn}} 到期，剩餘 {{daysLeft}} 天',
      '<p>{{supplier}} 的 {{titleZhHant}} 承認書 <b>{{letterNo}}</b>（第 {{revision}} 版）將於 <b>{{expiresOn}}</b> 到期，剩餘 {{daysLeft}} 天。</p>' +
        '{{#conditional}}<p>該承認書為有條件承認，偏差允收期限至 {{deviationUntil}}。</p>{{/conditional}}' +
        '{{#renewalRequestNo}}<p>更新申請 <b>{{renewalRequestNo}}</b> 已發起。請供應商確認該申請，並於到期前以最新資料（如新的第三方 RoHS 報告）送出更新後的承認書。</p>{{/renewalRequestNo}}' +
        '{{^renewalRequestNo}}<p>請於到期前更新即將過期的資料並送出新版次。</p>{{/renewalRequestNo}}' +
        '<p>到期後該料號的來料將不再有有效的承認書。</p>',
    ],
  ],
  sampleOf(...expiryKeys, 'daysLeft', 'conditional', 'deviationUntil'),
);

export const letterExpired = event(
  'LetterExpired',
  ['Letter expired', '承认书已过期', '承認書已過期'],
  'any',
  [
    [
      'Letter {{letterNo}} for {{titleEn}} has expired',
      '<p>Letter of recognition <b>{{letterNo}}</b> (revision {{revision}}) for {{titleEn}} from {{supplier}} was valid until {{expiresOn}} and has expired.</p>' +
        '<p>Deliveries of this part are no longer covered by an approved letter until a renewed letter is approved.</p>' +
        '{{#renewalRequestNo}}<p>Renewal request: <b>{{renewalRequestNo}}</b>. Supplier: please submit the renewed letter as soon as possible.</p>{{/renewalRequestNo}}',
    ],
    [
      '承认书 {{letterNo}}（{{titleZhHans}}）已过期',
      '<p>{{supplier}} 的 {{titleZhHans}} 承认书 <b>{{letterNo}}</b>（第 {{revision}} 版）有效期至 {{expiresOn}}，现已过期。</p>' +
        '<p>在更新后的承认书获承认之前，该料号的来料不在有效承认范围内。</p>' +
        '{{#renewalRequestNo}}<p>更新申请：<b>{{renewalRequestNo}}</b>。请供应商尽快提交更新后的承认书。</p>{{/renewalRequestNo}}',
    ],
    [
      '承認書 {{letterNo}}（{{titleZhHant}}）已過期',
      '<p>{{supplier}} 的 {{titleZhHant}} 承認書 <b>{{letterNo}}</b>（第 {{revision}} 版）有效期至 {{expiresOn}}，現已過期。</p>' +
        '<p>在更新後的承認書獲承認之前，該料號的來料不在有效承認範圍內。</p>' +
        '{{#renewalRequestNo}}<p>更新申請：<b>{{renewalRequestNo}}</b>。請供應商盡快送出更新後的承認書。</p>{{/renewalRequestNo}}',
    ],
  ],
  sampleOf(...expiryKeys),
);

// ---------------------------------------------------------------------------------------------
// Reading what the mails show.

type RequestRow = typeof partNoConfirms.$inferSelect;
export type LetterRow = typeof letters.$inferSelect;

const enumTexts = letterTexts.texts as Readonly<Record<string, Texts>>;

/** What a request or letter is about: the part, or for an other letter its kind. */
function titleOf(r: Pick<RequestRow, 'letterType' | 'otherType' | 'partNo' | 'partName'>) {
  if (r.letterType === 'Other' && r.otherType) {
    const kind = enumTexts[`Enum:OtherLetterType.${r.otherType}`] ?? same(r.otherType);
    return tri('title', kind);
  }
  return tri('title', same([r.partNo, r.partName].filter(Boolean).join(' ') || '—'));
}

/** The supplier as a mail names it, and where its people are reached. */
async function supplierOf(tx: Tx, tenantId: string, supplierId: string) {
  const [s] = await tx
    .select({ code: suppliers.vendorCode, name: suppliers.name, contacts: suppliers.contacts })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, supplierId)));
  const vendorUsers = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.supplierId, supplierId),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
      ),
    );
  return {
    label: s ? `${s.code} ${s.name}` : '',
    userIds: vendorUsers.map((u) => u.id),
    emails: (s?.contacts ?? []).map((c) => c.email ?? '').filter(Boolean),
  };
}

/** A buyer user's display name (a vendor's transaction does not see buyer users otherwise). */
async function userName(tx: Tx, tenantId: string, id: string | null): Promise<string> {
  if (!id) return '';
  const [u] = await withoutSupplierScope(tx, () =>
    tx
      .select({ userName: users.userName, name: users.name, surname: users.surname })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id))),
  );
  if (!u) return '';
  return [u.name, u.surname].filter(Boolean).join(' ') || u.userName;
}

async function tenantDay(tx: Tx, at: Date): Promise<string> {
  return dayIn(await tenantSetting(tx, SettingNames.TimeZone), at);
}

async function requestOf(tx: Tx, tenantId: string, id: string): Promise<RequestRow | undefined> {
  const [r] = await tx
    .select()
    .from(partNoConfirms)
    .where(and(eq(partNoConfirms.tenantId, tenantId), eq(partNoConfirms.id, id)));
  return r;
}

async function letterOf(tx: Tx, tenantId: string, id: string): Promise<LetterRow | undefined> {
  const [l] = await tx
    .select()
    .from(letters)
    .where(and(eq(letters.tenantId, tenantId), eq(letters.id, id)));
  return l;
}

function requestData(r: RequestRow, supplier: string, owner: string, comment: string | null) {
  const type = enumTexts[`Enum:LetterRequestType.${r.requestType}`] ?? same(r.requestType);
  return {
    requestNo: r.requestNo,
    ...tri('requestType', type),
    ...titleOf(r),
    partNo: r.partNo ?? '',
    partName: r.partName ?? '',
    drawing: r.drawingNo ? `${r.drawingNo}${r.drawingRev ? ` rev. ${r.drawingRev}` : ''}` : '',
    supplier,
    dueDate: r.dueDate,
    promisedDate: r.promisedDate ?? '',
    ownerEngineer: owner,
    submissionLevel: r.submissionLevel ?? '',
    sampleQty: r.sampleQty ?? '',
    comment: comment ?? '',
  };
}

/** The letter's items judged NG by the initial check or the review, with the judge's comment. */
async function ngItems(tx: Tx, l: LetterRow, stage: 'initial' | 'review') {
  const result = stage === 'initial' ? letterItems.initialCheck : letterItems.reviewResult;
  const comment = stage === 'initial' ? letterItems.initialComment : letterItems.reviewComment;
  const rows = await tx
    .select({
      code: letterItems.itemCode,
      comment,
      en: letterCheckItems.nameEn,
      hans: letterCheckItems.nameZhHans,
      hant: letterCheckItems.nameZhHant,
    })
    .from(letterItems)
    .leftJoin(
      letterCheckItems,
      and(
        eq(letterCheckItems.tenantId, letterItems.tenantId),
        eq(letterCheckItems.code, letterItems.itemCode),
        eq(letterCheckItems.isDeleted, false),
      ),
    )
    .where(and(eq(letterItems.tenantId, l.tenantId), eq(letterItems.letterId, l.id), eq(result, 'NG')))
    .orderBy(asc(letterItems.sort), asc(letterItems.itemCode));
  return rows.map((r) => ({
    code: r.code,
    ...tri('name', [r.en ?? r.code, r.hans ?? r.en ?? r.code, r.hant ?? r.en ?? r.code]),
    comment: r.comment ?? '',
  }));
}

/** Who signed the letter's last step (the approver of a conclusion). */
async function lastSigner(tx: Tx, l: LetterRow): Promise<string> {
  const [a] = await tx
    .select({ userName: letterApprovals.userName })
    .from(letterApprovals)
    .where(and(eq(letterApprovals.tenantId, l.tenantId), eq(letterApprovals.letterId, l.id)))
    .orderBy(desc(letterApprovals.time))
    .limit(1);
  return a?.userName ?? '';
}

async function letterData(tx: Tx, l: LetterRow, supplier: string, comment: string | null) {
  const request = l.partNoConfirmId ? await requestOf(tx, l.tenantId, l.partNoConfirmId) : undefined;
  return {
    letterNo: l.letterNo,
    revision: l.revision,
    requestNo: request?.requestNo ?? '',
    ...titleOf(l),
    partNo: l.partNo ?? '',
    partName: l.partName ?? '',
    supplier,
    ownerEngineer: await userName(tx, l.tenantId, l.ownerEngineerId),
    dueDate: l.dueDate ?? request?.dueDate ?? '',
    comment: comment ?? '',
  };
}

const requestEntity = (id: string) => ({ type: partNoConfirmWorkflow.entity, id });
const letterEntity = (id: string) => ({ type: letterWorkflow.entity, id });

// ---------------------------------------------------------------------------------------------
// The events the requests and letters raise.

/** Mails a request's event: Created to the vendor, Acknowledged / Declined to the owner engineer. */
export async function mailRequestEvent(
  tx: Tx,
  event: RequestMailEvent,
  tenantId: string,
  requestId: string,
  comment?: string | null,
): Promise<void> {
  const r = await requestOf(tx, tenantId, requestId);
  if (!r) return;
  const supplier = await supplierOf(tx, tenantId, r.supplierId);
  const owner = await userName(tx, tenantId, r.ownerEngineerId);
  const data = requestData(r, supplier.label, owner, null);
  if (event === 'Created') {
    await notify(tx, requestCreated, {
      userIds: supplier.userIds,
      emails: supplier.emails,
      data: { ...data, comment: comment?.trim() || r.remark || '' },
      route: requestRoute(r.id),
      entity: requestEntity(r.id),
    });
    return;
  }
  await notify(tx, event === 'Acknowledged' ? requestAcknowledged : requestDeclined, {
    userIds: [r.ownerEngineerId, ...(r.buyerId ? [r.buyerId] : [])],
    data: { ...data, comment: comment?.trim() || r.ackComment || '' },
    route: requestRoute(r.id),
    entity: requestEntity(r.id),
  });
}

/**
 * Mails a letter's event: Submitted to the reviewers, Returned to the vendor, the conclusions to
 * the vendor, the owner engineer and the buyers who hold incoming inspection.
 */
export async function mailLetterEvent(
  tx: Tx,
  event: LetterMailEvent,
  tenantId: string,
  letterId: string,
  comment?: string | null,
): Promise<void> {
  const l = await letterOf(tx, tenantId, letterId);
  if (!l) return;
  const supplier = await supplierOf(tx, tenantId, l.supplierId);
  const note = comment?.trim() || null;
  const data = await letterData(tx, l, supplier.label, note);
  const toVendor = (ev: MailEventDefinition<Data>, d: Data) =>
    notify(tx, ev, {
      userIds: supplier.userIds,
      emails: supplier.emails,
      data: d,
      route: vendorLetterRoute(l.id),
      entity: letterEntity(l.id),
    });

  if (event === 'Submitted') {
    await notify(tx, letterSubmitted, {
      userIds: await buyersHolding(tx, Policies.LetterOfRecognition.AdminLetterOverview.Update.name),
      data,
      route: adminLetterRoute(l.id),
      entity: letterEntity(l.id),
    });
    return;
  }
  if (event === 'Returned') {
    const items = await ngItems(tx, l, 'initial');
    await toVendor(letterReturned, { ...data, hasItems: items.length > 0, items });
    return;
  }

  const items = event === 'Rejected' ? await ngItems(tx, l, 'review') : [];
  const concluded: Data = {
    ...data,
    by: await lastSigner(tx, l),
    date: await tenantDay(tx, l.approvedTime ?? new Date()),
    validFrom: l.validFrom ?? '',
    validTo: l.validTo ?? '',
    conditions: l.conditions ?? note ?? '',
    deviationUntil: l.deviationUntil ?? '',
    reason: l.rejectReason ?? note ?? '',
    hasItems: items.length > 0,
    items,
  };
  const ev =
    event === 'Approved'
      ? letterApproved
      : event === 'ConditionallyApproved'
        ? letterConditionallyApproved
        : letterRejected;
  await toVendor(ev, concluded);
  const iqc = await buyersHolding(tx, Policies['QualityControl.IIF'].AdminFormOverview.Review.name);
  await notify(tx, ev, {
    userIds: [...(l.ownerEngineerId ? [l.ownerEngineerId] : []), ...iqc],
    data: concluded,
    route: adminLetterRoute(l.id),
    entity: letterEntity(l.id),
  });
}

// ---------------------------------------------------------------------------------------------
// The daily job's mails (expiry/).

/** The request a due reminder is about, and the letter started from it (if any). */
export interface DueReminderSubject {
  request: RequestRow;
  letter: Pick<LetterRow, 'id' | 'letterNo' | 'status' | 'dueDate'> | null;
}

/** A due reminder to the supplier: 3 days before the due date, then daily while overdue. */
export async function mailDueReminder(tx: Tx, s: DueReminderSubject, today: string): Promise<void> {
  const { request: r, letter: l } = s;
  const supplier = await supplierOf(tx, r.tenantId, r.supplierId);
  const due = l?.dueDate ?? r.dueDate;
  const left = daysBetween(today, due);
  await notify(tx, letterDueReminder, {
    userIds: supplier.userIds,
    emails: supplier.emails,
    data: {
      documentNo: l?.letterNo ?? r.requestNo,
      requestNo: r.requestNo,
      letterNo: l?.letterNo ?? '',
      ...titleOf(r),
      supplier: supplier.label,
      dueDate: due,
      overdue: left < 0,
      dueToday: left === 0,
      dueSoon: left > 0,
      daysLeft: Math.max(left, 0),
      daysOverdue: Math.max(-left, 0),
      toAcknowledge: !l && r.status === PartNoConfirmStatus.PendingAck,
      toStart: !l && r.status === PartNoConfirmStatus.Acknowledged,
      toSubmit: l?.status === LetterStatus.Draft,
      toFix: l?.status === LetterStatus.Returned,
    },
    route: l ? vendorLetterRoute(l.id) : requestRoute(r.id),
    entity: l ? letterEntity(l.id) : requestEntity(r.id),
  });
}

/** Expiry mails go to the supplier (with the vendor's route) and to the owner engineer. */
async function mailExpiry(tx: Tx, ev: MailEventDefinition<Data>, l: LetterRow, data: Data): Promise<void> {
  const supplier = await supplierOf(tx, l.tenantId, l.supplierId);
  const d = { ...data, supplier: supplier.label };
  await notify(tx, ev, {
    userIds: supplier.userIds,
    emails: supplier.emails,
    data: d,
    route: vendorLetterRoute(l.id),
    entity: letterEntity(l.id),
  });
  if (l.ownerEngineerId)
    await notify(tx, ev, {
      userIds: [l.ownerEngineerId],
      data: d,
      route: adminLetterRoute(l.id),
      entity: letterEntity(l.id),
    });
}

const expiryData = (l: LetterRow, expiresOn: string, renewalRequestNo: string | null) => ({
  letterNo: l.letterNo,
  revision: l.revision,
  ...titleOf(l),
  partNo: l.partNo ?? '',
  partName: l.partName ?? '',
  expiresOn,
  renewalRequestNo: renewalRequestNo ?? '',
});

/** "Letter X expires on D, in N days" (30, 7 and 1 days before). */
export async function mailExpiring(
  tx: Tx,
  l: LetterRow,
  expiresOn: string,
  daysLeft: number,
  renewalRequestNo: string | null,
): Promise<void> {
  await mailExpiry(tx, letterExpiring, l, {
    ...expiryData(l, expiresOn, renewalRequestNo),
    daysLeft,
    conditional: l.status === LetterStatus.ConditionallyApproved || l.conclusion === 'ConditionallyApproved',
    deviationUntil: l.deviationUntil ?? '',
  });
}

/** "Letter X has expired" (once, when the job expires it). */
export async function mailExpired(
  tx: Tx,
  l: LetterRow,
  expiresOn: string,
  renewalRequestNo: string | null,
): Promise<void> {
  await mailExpiry(tx, letterExpired, l, expiryData(l, expiresOn, renewalRequestNo));
}

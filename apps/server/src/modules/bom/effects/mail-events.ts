import { mailEventMaker } from '../../../platform/notifications/events.js';

/**
 * Supplier BOMs' mail events (business-domain §6.2: BOM_SUBMITTED, BOM_REJECTED, BOM_APPROVED,
 * BOM_RELEASED, BOM_UPDATE_REQUESTED), each in three languages with what the reader needs to act:
 * the BOM, its parent part and revision, the supplier, the ECN, the reason or note and the next
 * step. A tenant may reword any of them on the mail-template page.
 */
type Data = Record<string, unknown>;

/** Everything a template may show; each event's sample lists the keys it uses. */
const full = {
  bomNo: 'BOM-301-000789-00-B',
  parentPartNo: '301-000789-00',
  parentName: '电源板组件 PWR-12V',
  revision: 'B',
  supplier: 'V2002 东莞精工电子',
  ecnNo: 'ECN-2026-031',
  effectiveFrom: '2026-12-01',
  lineCount: 42,
  by: '陈志明',
  date: '2026-11-24',
  comment: 'C12 must be the X7R part of the designated list; the usage shares of group G2 add up to 90 %.',
};
type Key = keyof typeof full;
const sampleOf = (...keys: Key[]): Data => Object.fromEntries(keys.map((k) => [k, full[k]]));

/** This area's events: `Bom.<name>`, wording per language as [subject, body]. */
const event = mailEventMaker<Data>('Bom');

const keys: Key[] = [
  'bomNo',
  'parentPartNo',
  'parentName',
  'revision',
  'supplier',
  'ecnNo',
  'effectiveFrom',
  'lineCount',
];
const factsEn =
  '<ul><li>BOM {{bomNo}}, revision {{revision}}, {{lineCount}} lines</li><li>Supplier: {{supplier}}</li>' +
  '<li>Effective from {{effectiveFrom}}</li>{{#ecnNo}}<li>ECN: {{ecnNo}}</li>{{/ecnNo}}</ul>';
const factsHans =
  '<ul><li>BOM {{bomNo}}，版本 {{revision}}，共 {{lineCount}} 行</li><li>供应商：{{supplier}}</li>' +
  '<li>生效日期：{{effectiveFrom}}</li>{{#ecnNo}}<li>变更单号：{{ecnNo}}</li>{{/ecnNo}}</ul>';
const factsHant =
  '<ul><li>BOM {{bomNo}}，版本 {{revision}}，共 {{lineCount}} 行</li><li>供應商：{{supplier}}</li>' +
  '<li>生效日期：{{effectiveFrom}}</li>{{#ecnNo}}<li>變更單號：{{ecnNo}}</li>{{/ecnNo}}</ul>';

export const bomSubmitted = event(
  'Submitted',
  ['BOM submitted for approval', 'BOM 已提交待审核', 'BOM 已送出待審核'],
  'buyer',
  [
    [
      '{{supplier}} submitted BOM {{parentPartNo}} rev. {{revision}} for approval',
      '<p>{{supplier}} submitted the bill of materials of <b>{{parentPartNo}} {{parentName}}</b>, revision {{revision}}{{#by}} ({{by}}){{/by}}.</p>' +
        factsEn +
        '<p>Please review it in the Supplier Portal (Supplier material control → BOM overview): compare it with the previous revision, confirm the customer-supplied lines, then approve or reject it with a reason.</p>',
    ],
    [
      '{{supplier}} 提交了 BOM {{parentPartNo}} 版本 {{revision}}，请审核',
      '<p>{{supplier}}{{#by}}（{{by}}）{{/by}}提交了 <b>{{parentPartNo}} {{parentName}}</b> 的物料清单，版本 {{revision}}。</p>' +
        factsHans +
        '<p>请登录供应商门户（供应商物料管控 → BOM 总览）审核：与上一版本比对，确认客供料明细后批准，或填写原因驳回。</p>',
    ],
    [
      '{{supplier}} 送出了 BOM {{parentPartNo}} 版本 {{revision}}，請審核',
      '<p>{{supplier}}{{#by}}（{{by}}）{{/by}}送出了 <b>{{parentPartNo}} {{parentName}}</b> 的物料清單，版本 {{revision}}。</p>' +
        factsHant +
        '<p>請登入供應商入口網站（供應商物料管控 → BOM 總覽）審核：與上一版本比對，確認客供料明細後核准，或填寫原因駁回。</p>',
    ],
  ],
  sampleOf(...keys, 'by'),
);

export const bomRejected = event(
  'Rejected',
  ['BOM rejected', 'BOM 被驳回', 'BOM 被駁回'],
  'vendor',
  [
    [
      'BOM {{parentPartNo}} rev. {{revision}} was rejected: please correct it',
      '<p>Dear {{supplier}},</p><p>Engineering rejected the bill of materials of <b>{{parentPartNo}} {{parentName}}</b>, revision {{revision}}{{#by}} ({{by}}){{/by}}.</p>' +
        '<p>Reason: {{comment}}</p>' +
        factsEn +
        '<p>Please correct the revision in the Supplier Portal (Supplier material control → Supplier BOM) and submit it again.</p>',
    ],
    [
      'BOM {{parentPartNo}} 版本 {{revision}} 被驳回，请修改',
      '<p>{{supplier}} 您好：</p><p>我司工程部门{{#by}}（{{by}}）{{/by}}驳回了 <b>{{parentPartNo}} {{parentName}}</b> 的物料清单，版本 {{revision}}。</p>' +
        '<p>驳回原因：{{comment}}</p>' +
        factsHans +
        '<p>请登录供应商门户（供应商物料管控 → 供应商 BOM）修改该版本后重新提交。</p>',
    ],
    [
      'BOM {{parentPartNo}} 版本 {{revision}} 被駁回，請修改',
      '<p>{{supplier}} 您好：</p><p>我司工程部門{{#by}}（{{by}}）{{/by}}駁回了 <b>{{parentPartNo}} {{parentName}}</b> 的物料清單，版本 {{revision}}。</p>' +
        '<p>駁回原因：{{comment}}</p>' +
        factsHant +
        '<p>請登入供應商入口網站（供應商物料管控 → 供應商 BOM）修改該版本後重新送出。</p>',
    ],
  ],
  sampleOf(...keys, 'by', 'comment'),
);

export const bomApproved = event(
  'Approved',
  ['BOM approved', 'BOM 已批准', 'BOM 已核准'],
  'any',
  [
    [
      'BOM {{parentPartNo}} rev. {{revision}} approved, effective {{effectiveFrom}}',
      '<p>The bill of materials of <b>{{parentPartNo}} {{parentName}}</b>, revision {{revision}}, was approved{{#by}} by {{by}}{{/by}}{{#date}} on {{date}}{{/date}}.</p>' +
        factsEn +
        '<p>It will be released on its effective date, when it replaces the revision in force. Purchasing and incoming inspection plan the children of this revision from then on.</p>',
    ],
    [
      'BOM {{parentPartNo}} 版本 {{revision}} 已批准，{{effectiveFrom}} 生效',
      '<p><b>{{parentPartNo}} {{parentName}}</b> 的物料清单版本 {{revision}} 已{{#date}}于 {{date}} {{/date}}{{#by}}由 {{by}} {{/by}}批准。</p>' +
        factsHans +
        '<p>该版本将于生效日发行，并取代现行版本；此后采购与进料检验按此版本的子件安排。</p>',
    ],
    [
      'BOM {{parentPartNo}} 版本 {{revision}} 已核准，{{effectiveFrom}} 生效',
      '<p><b>{{parentPartNo}} {{parentName}}</b> 的物料清單版本 {{revision}} 已{{#date}}於 {{date}} {{/date}}{{#by}}由 {{by}} {{/by}}核准。</p>' +
        factsHant +
        '<p>該版本將於生效日發行，並取代現行版本；此後採購與進料檢驗依此版本的子件安排。</p>',
    ],
  ],
  sampleOf(...keys, 'by', 'date'),
);

export const bomReleased = event(
  'Released',
  ['BOM released', 'BOM 已发行', 'BOM 已發行'],
  'any',
  [
    [
      'BOM {{parentPartNo}} rev. {{revision}} released: now in force',
      '<p>The bill of materials of <b>{{parentPartNo}} {{parentName}}</b>, revision {{revision}}, was released{{#date}} on {{date}}{{/date}}{{#by}} ({{by}}){{/by}} and is now the revision in force; the previous released revision is obsolete.</p>' +
        factsEn +
        '<p>Build, buy and inspect to this revision from now on.</p>',
    ],
    [
      'BOM {{parentPartNo}} 版本 {{revision}} 已发行，即日生效',
      '<p><b>{{parentPartNo}} {{parentName}}</b> 的物料清单版本 {{revision}} 已{{#date}}于 {{date}} {{/date}}发行{{#by}}（{{by}}）{{/by}}，成为现行版本；之前发行的版本已作废。</p>' +
        factsHans +
        '<p>即日起请按此版本生产、采购与检验。</p>',
    ],
    [
      'BOM {{parentPartNo}} 版本 {{revision}} 已發行，即日生效',
      '<p><b>{{parentPartNo}} {{parentName}}</b> 的物料清單版本 {{revision}} 已{{#date}}於 {{date}} {{/date}}發行{{#by}}（{{by}}）{{/by}}，成為現行版本；之前發行的版本已作廢。</p>' +
        factsHant +
        '<p>即日起請依此版本生產、採購與檢驗。</p>',
    ],
  ],
  sampleOf(...keys, 'by', 'date'),
);

export const bomUpdateRequested = event(
  'UpdateRequested',
  ['BOM update requested (ECN)', '要求更新 BOM（工程变更）', '要求更新 BOM（工程變更）'],
  'vendor',
  [
    [
      'Please issue a new revision of BOM {{parentPartNo}}{{#ecnNo}} for {{ecnNo}}{{/ecnNo}}',
      '<p>Dear {{supplier}},</p><p>Engineering{{#by}} ({{by}}){{/by}} asks for a new revision of the bill of materials of <b>{{parentPartNo}} {{parentName}}</b> (now revision {{revision}}){{#ecnNo}} after engineering change {{ecnNo}}{{/ecnNo}}.</p>' +
        '{{#comment}}<p>What to change: {{comment}}</p>{{/comment}}' +
        '<p>Please copy revision {{revision}} into a new revision in the Supplier Portal (Supplier material control → Supplier BOM), apply the change{{#ecnNo}}, give the ECN number {{ecnNo}}{{/ecnNo}} and submit it.</p>',
    ],
    [
      '请更新 BOM {{parentPartNo}}{{#ecnNo}}（变更单 {{ecnNo}}）{{/ecnNo}}',
      '<p>{{supplier}} 您好：</p><p>我司工程部门{{#by}}（{{by}}）{{/by}}要求为 <b>{{parentPartNo}} {{parentName}}</b>（现为版本 {{revision}}）的物料清单建立新版本{{#ecnNo}}，依据工程变更单 {{ecnNo}}{{/ecnNo}}。</p>' +
        '{{#comment}}<p>变更内容：{{comment}}</p>{{/comment}}' +
        '<p>请登录供应商门户（供应商物料管控 → 供应商 BOM），复制版本 {{revision}} 为新版本，修改后{{#ecnNo}}填写变更单号 {{ecnNo}} 并{{/ecnNo}}提交。</p>',
    ],
    [
      '請更新 BOM {{parentPartNo}}{{#ecnNo}}（變更單 {{ecnNo}}）{{/ecnNo}}',
      '<p>{{supplier}} 您好：</p><p>我司工程部門{{#by}}（{{by}}）{{/by}}要求為 <b>{{parentPartNo}} {{parentName}}</b>（現為版本 {{revision}}）的物料清單建立新版本{{#ecnNo}}，依據工程變更單 {{ecnNo}}{{/ecnNo}}。</p>' +
        '{{#comment}}<p>變更內容：{{comment}}</p>{{/comment}}' +
        '<p>請登入供應商入口網站（供應商物料管控 → 供應商 BOM），複製版本 {{revision}} 為新版本，修改後{{#ecnNo}}填寫變更單號 {{ecnNo}} 並{{/ecnNo}}送出。</p>',
    ],
  ],
  sampleOf(...keys, 'by', 'comment'),
);

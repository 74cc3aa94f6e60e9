import { mailEventMaker } from '../../../platform/notifications/events.js';

/**
 * Incoming inspection's mail events (business-domain §5.2: IIF_SUBMITTED, IIF_RETURNED,
 * IIF_REJECTED, IIF_CONDITIONAL, IIF_MISSING, and the configuration's confirmations), each in three
 * languages with what the reader needs to act: the form or part, the lot, the supplier, the
 * comment or disposition and the next step. A tenant may reword any of them on the mail-template
 * page. Values that depend on the reader's language (the mode, the conclusion, the disposition, the
 * documents' names) come as one placeholder per language (`{{dispositionEn}}` …).
 */
type Data = Record<string, unknown>;

/** Everything a template may show; each event's sample lists the keys it uses. */
const full = {
  supplier: 'V0001 深圳华强电子',
  partNo: '301-000128-00',
  partName: '贴片电阻 10kΩ 0603',
  revised: false,
  modeEn: 'Sampling',
  modeZhHans: '抽检',
  modeZhHant: '抽檢',
  level: 'II',
  aqlEn: 'Critical 0.065, Major 0.65, Minor 2.5',
  aqlZhHans: '致命 0.065，严重 0.65，轻微 2.5',
  aqlZhHant: '致命 0.065，嚴重 0.65，輕微 2.5',
  hasDocs: true,
  docs: [
    {
      nameEn: 'Certificate of conformity (CoC)',
      nameZhHans: '合格证明（CoC）',
      nameZhHant: '合格證明（CoC）',
    },
  ],
  itemCount: 4,
  remark: 'Measure L on 5 pieces per reel.',
  by: '陈志明',
  formNo: 'IIF-202611240001',
  version: 1,
  deliveryNo: 'DN-V0001-20261124-001',
  deliveryLineNo: 1,
  poNo: 'PO-2026-0012',
  lotNo: 'L20261120A',
  lotQty: 1200,
  sampleSize: 80,
  conclusionEn: 'Pass',
  conclusionZhHans: '合格',
  conclusionZhHant: '合格',
  ngCritical: 0,
  ngMajor: 2,
  ngMinor: 1,
  comment: 'Dimension L measured 10.18 mm on 2 of 80 samples (limit 10.1 mm).',
  dispositionEn: 'Sort',
  dispositionZhHans: '挑选',
  dispositionZhHant: '挑選',
  reviewer: '王磊',
  date: '2026-11-24',
  shipDate: '2026-11-24',
  expectedArrivalDate: '2026-11-26',
  lineCount: 1,
  lines: [
    { lineNo: 1, partNo: '301-000128-00', partName: '贴片电阻 10kΩ 0603', lotNo: 'L20261120A', qty: 1200 },
  ],
};
type Key = keyof typeof full;
const sampleOf = (...keys: Key[]): Data => Object.fromEntries(keys.map((k) => [k, full[k]]));

/** This area's events: `IncomingInspection.<name>`, wording per language as [subject, body]. */
const event = mailEventMaker<Data>('IncomingInspection');

const docList = (name: 'nameEn' | 'nameZhHans' | 'nameZhHant') =>
  `<ul>{{#docs}}<li>{{${name}}}</li>{{/docs}}</ul>`;

const configKeys: Key[] = [
  'supplier',
  'partNo',
  'partName',
  'modeEn',
  'modeZhHans',
  'modeZhHant',
  'level',
  'aqlEn',
  'aqlZhHans',
  'aqlZhHant',
  'hasDocs',
  'docs',
  'itemCount',
  'remark',
];

export const configToConfirm = event(
  'ConfigToConfirm',
  ['Inspection requirements to confirm', '物料检验要求待供应商确认', '物料檢驗要求待供應商確認'],
  'vendor',
  [
    [
      '{{#revised}}Revised inspection{{/revised}}{{^revised}}Inspection{{/revised}} requirements for {{partNo}} {{partName}}: please confirm',
      '<p>Dear {{supplier}},</p><p>Incoming inspection (IQC) has {{#revised}}revised{{/revised}}{{^revised}}set{{/revised}} what each lot of <b>{{partNo}} {{partName}}</b> must come with:</p>' +
        '<ul><li>Inspection mode: {{modeEn}}</li>{{#level}}<li>Inspection level: {{level}}</li>{{/level}}' +
        '{{#aqlEn}}<li>AQL: {{aqlEn}}</li>{{/aqlEn}}<li>Inspection items: {{itemCount}}</li></ul>' +
        `{{#hasDocs}}<p>Documents required with every lot:</p>${docList('nameEn')}{{/hasDocs}}` +
        '{{#remark}}<p>Note: {{remark}}</p>{{/remark}}' +
        '<p>Please read the requirements in the Supplier Portal (Incoming inspection → Material info check) and confirm them. ' +
        'Once IQC puts them in force, every shipped lot of this part needs an inspection form with these results and documents.</p>',
    ],
    [
      '{{partNo}} {{partName}} 的{{#revised}}修订后{{/revised}}检验要求，请确认',
      '<p>{{supplier}} 您好：</p><p>我司进料检验（IQC）已{{#revised}}修订{{/revised}}{{^revised}}制定{{/revised}} <b>{{partNo}} {{partName}}</b> 每批来料的检验要求：</p>' +
        '<ul><li>检验方式：{{modeZhHans}}</li>{{#level}}<li>检验水平：{{level}}</li>{{/level}}' +
        '{{#aqlZhHans}}<li>AQL：{{aqlZhHans}}</li>{{/aqlZhHans}}<li>检验项目：{{itemCount}} 项</li></ul>' +
        `{{#hasDocs}}<p>每批须随货提供的资料：</p>${docList('nameZhHans')}{{/hasDocs}}` +
        '{{#remark}}<p>备注：{{remark}}</p>{{/remark}}' +
        '<p>请登录供应商门户（进料检验文件 → 物料信息确认）阅读并确认上述要求。' +
        'IQC 确认生效后，该料号每批发货都需按此要求填写检验单并上传资料。</p>',
    ],
    [
      '{{partNo}} {{partName}} 的{{#revised}}修訂後{{/revised}}檢驗要求，請確認',
      '<p>{{supplier}} 您好：</p><p>我司進料檢驗（IQC）已{{#revised}}修訂{{/revised}}{{^revised}}制定{{/revised}} <b>{{partNo}} {{partName}}</b> 每批來料的檢驗要求：</p>' +
        '<ul><li>檢驗方式：{{modeZhHant}}</li>{{#level}}<li>檢驗水準：{{level}}</li>{{/level}}' +
        '{{#aqlZhHant}}<li>AQL：{{aqlZhHant}}</li>{{/aqlZhHant}}<li>檢驗項目：{{itemCount}} 項</li></ul>' +
        `{{#hasDocs}}<p>每批須隨貨提供的資料：</p>${docList('nameZhHant')}{{/hasDocs}}` +
        '{{#remark}}<p>備註：{{remark}}</p>{{/remark}}' +
        '<p>請登入供應商入口網站（進料檢驗文件 → 物料資訊確認）閱讀並確認上述要求。' +
        'IQC 確認生效後，該料號每批出貨都需依此要求填寫檢驗單並上傳資料。</p>',
    ],
  ],
  sampleOf(...configKeys, 'revised'),
);

export const configVendorConfirmed = event(
  'ConfigVendorConfirmed',
  ['Inspection requirements confirmed by the supplier', '供应商已确认检验要求', '供應商已確認檢驗要求'],
  'buyer',
  [
    [
      '{{supplier}} confirmed the inspection requirements of {{partNo}} {{partName}}',
      '<p>{{supplier}} confirmed the incoming inspection requirements of <b>{{partNo}} {{partName}}</b>{{#by}} ({{by}}){{/by}}.</p>' +
        '<ul><li>Inspection mode: {{modeEn}}</li>{{#level}}<li>Inspection level: {{level}}</li>{{/level}}' +
        '{{#aqlEn}}<li>AQL: {{aqlEn}}</li>{{/aqlEn}}<li>Inspection items: {{itemCount}}</li></ul>' +
        '<p>Please confirm the configuration in the Supplier Portal to put it in force; until then it does not drive inspection forms.</p>',
    ],
    [
      '{{supplier}} 已确认 {{partNo}} {{partName}} 的检验要求',
      '<p>{{supplier}}{{#by}}（{{by}}）{{/by}}已确认 <b>{{partNo}} {{partName}}</b> 的进料检验要求。</p>' +
        '<ul><li>检验方式：{{modeZhHans}}</li>{{#level}}<li>检验水平：{{level}}</li>{{/level}}' +
        '{{#aqlZhHans}}<li>AQL：{{aqlZhHans}}</li>{{/aqlZhHans}}<li>检验项目：{{itemCount}} 项</li></ul>' +
        '<p>请在供应商门户中确认该配置使其生效；生效前不会据此生成检验单。</p>',
    ],
    [
      '{{supplier}} 已確認 {{partNo}} {{partName}} 的檢驗要求',
      '<p>{{supplier}}{{#by}}（{{by}}）{{/by}}已確認 <b>{{partNo}} {{partName}}</b> 的進料檢驗要求。</p>' +
        '<ul><li>檢驗方式：{{modeZhHant}}</li>{{#level}}<li>檢驗水準：{{level}}</li>{{/level}}' +
        '{{#aqlZhHant}}<li>AQL：{{aqlZhHant}}</li>{{/aqlZhHant}}<li>檢驗項目：{{itemCount}} 項</li></ul>' +
        '<p>請在供應商入口網站中確認該配置使其生效；生效前不會據此產生檢驗單。</p>',
    ],
  ],
  sampleOf(...configKeys, 'by'),
);

const formKeys: Key[] = [
  'formNo',
  'version',
  'supplier',
  'partNo',
  'partName',
  'deliveryNo',
  'deliveryLineNo',
  'poNo',
  'lotNo',
  'lotQty',
  'sampleSize',
];
const lotEn =
  '<ul><li>Delivery {{deliveryNo}}, line {{deliveryLineNo}} (PO {{poNo}})</li><li>Lot {{lotNo}}: {{lotQty}} pcs, sample {{sampleSize}}</li></ul>';
const lotHans =
  '<ul><li>送货单 {{deliveryNo}} 第 {{deliveryLineNo}} 行（采购单 {{poNo}}）</li><li>批号 {{lotNo}}：{{lotQty}} 件，抽样 {{sampleSize}} 件</li></ul>';
const lotHant =
  '<ul><li>送貨單 {{deliveryNo}} 第 {{deliveryLineNo}} 行（採購單 {{poNo}}）</li><li>批號 {{lotNo}}：{{lotQty}} 件，抽樣 {{sampleSize}} 件</li></ul>';

export const formSubmitted = event(
  'FormSubmitted',
  ['Inspection form submitted', '检验单已提交', '檢驗單已送出'],
  'buyer',
  [
    [
      'Inspection form {{formNo}} for {{partNo}} lot {{lotNo}} submitted by {{supplier}}',
      '<p>{{supplier}} submitted inspection form <b>{{formNo}}</b>{{#version}} (version {{version}}){{/version}} for <b>{{partNo}} {{partName}}</b>.</p>' +
        lotEn +
        "<p>Supplier's conclusion: <b>{{conclusionEn}}</b>; defects found: critical {{ngCritical}}, major {{ngMajor}}, minor {{ngMinor}}.</p>" +
        '<p>Please review the results and documents in the Supplier Portal, then accept the lot, accept it conditionally, reject it with a disposition, or return the form to the supplier.</p>',
    ],
    [
      '{{supplier}} 提交了检验单 {{formNo}}（{{partNo}}，批号 {{lotNo}}）',
      '<p>{{supplier}} 提交了 <b>{{partNo}} {{partName}}</b> 的检验单 <b>{{formNo}}</b>{{#version}}（第 {{version}} 版）{{/version}}。</p>' +
        lotHans +
        '<p>供方判定：<b>{{conclusionZhHans}}</b>；不良数：致命 {{ngCritical}}，严重 {{ngMajor}}，轻微 {{ngMinor}}。</p>' +
        '<p>请登录供应商门户审核检验结果与随货资料，判定合格、特采、判退（含处置方式）或退回供应商。</p>',
    ],
    [
      '{{supplier}} 送出了檢驗單 {{formNo}}（{{partNo}}，批號 {{lotNo}}）',
      '<p>{{supplier}} 送出了 <b>{{partNo}} {{partName}}</b> 的檢驗單 <b>{{formNo}}</b>{{#version}}（第 {{version}} 版）{{/version}}。</p>' +
        lotHant +
        '<p>供方判定：<b>{{conclusionZhHant}}</b>；不良數：致命 {{ngCritical}}，嚴重 {{ngMajor}}，輕微 {{ngMinor}}。</p>' +
        '<p>請登入供應商入口網站審核檢驗結果與隨貨資料，判定合格、特採、判退（含處置方式）或退回供應商。</p>',
    ],
  ],
  sampleOf(
    ...formKeys,
    'conclusionEn',
    'conclusionZhHans',
    'conclusionZhHant',
    'ngCritical',
    'ngMajor',
    'ngMinor',
  ),
);

export const formReturned = event(
  'FormReturned',
  ['Inspection form returned to the supplier', '检验单被退回', '檢驗單被退回'],
  'vendor',
  [
    [
      'Inspection form {{formNo}} returned: please correct and submit it again',
      '<p>Dear {{supplier}},</p><p>IQC returned inspection form <b>{{formNo}}</b> for <b>{{partNo}} {{partName}}</b>.</p>' +
        lotEn +
        '<p>Reason: {{comment}}</p>' +
        '<p>Please correct the results or documents in the Supplier Portal and submit the form again; the lot cannot be received before it is accepted.</p>',
    ],
    [
      '检验单 {{formNo}} 被退回，请修改后重新提交',
      '<p>{{supplier}} 您好：</p><p>IQC 退回了 <b>{{partNo}} {{partName}}</b> 的检验单 <b>{{formNo}}</b>。</p>' +
        lotHans +
        '<p>退回原因：{{comment}}</p>' +
        '<p>请登录供应商门户修改检验结果或资料后重新提交；检验单判定合格前该批无法收货。</p>',
    ],
    [
      '檢驗單 {{formNo}} 被退回，請修改後重新送出',
      '<p>{{supplier}} 您好：</p><p>IQC 退回了 <b>{{partNo}} {{partName}}</b> 的檢驗單 <b>{{formNo}}</b>。</p>' +
        lotHant +
        '<p>退回原因：{{comment}}</p>' +
        '<p>請登入供應商入口網站修改檢驗結果或資料後重新送出；檢驗單判定合格前該批無法收貨。</p>',
    ],
  ],
  sampleOf(...formKeys, 'comment'),
);

const decisionKeys: Key[] = [
  ...formKeys,
  'comment',
  'dispositionEn',
  'dispositionZhHans',
  'dispositionZhHant',
  'reviewer',
  'date',
  'ngCritical',
  'ngMajor',
  'ngMinor',
];

export const formRejected = event(
  'FormRejected',
  ['Lot rejected by incoming inspection', '来料判退', '來料判退'],
  'any',
  [
    [
      'Lot {{lotNo}} of {{partNo}} rejected ({{dispositionEn}}): inspection form {{formNo}}',
      '<p>Incoming inspection rejected lot <b>{{lotNo}}</b> of <b>{{partNo}} {{partName}}</b> from {{supplier}}{{#reviewer}} ({{reviewer}}, {{date}}){{/reviewer}}.</p>' +
        lotEn +
        '<p>Disposition: <b>{{dispositionEn}}</b></p><p>Reason: {{comment}}</p>' +
        '<p>Defects: critical {{ngCritical}}, major {{ngMajor}}, minor {{ngMinor}}.</p>' +
        '<p>Supplier: please contact IQC about the disposition (return, sorting at your cost or scrap) and the corrective action. Buyer: the lot is not available; plan the replacement with the supplier.</p>',
    ],
    [
      '{{partNo}} 批号 {{lotNo}} 判退（{{dispositionZhHans}}）：检验单 {{formNo}}',
      '<p>{{supplier}} 的 <b>{{partNo}} {{partName}}</b> 批号 <b>{{lotNo}}</b> 经进料检验判退{{#reviewer}}（{{reviewer}}，{{date}}）{{/reviewer}}。</p>' +
        lotHans +
        '<p>处置方式：<b>{{dispositionZhHans}}</b></p><p>原因：{{comment}}</p>' +
        '<p>不良数：致命 {{ngCritical}}，严重 {{ngMajor}}，轻微 {{ngMinor}}。</p>' +
        '<p>请供应商与 IQC 联系处置事宜（退货、挑选或报废）并提交改善对策；采购请与供应商安排补货。</p>',
    ],
    [
      '{{partNo}} 批號 {{lotNo}} 判退（{{dispositionZhHant}}）：檢驗單 {{formNo}}',
      '<p>{{supplier}} 的 <b>{{partNo}} {{partName}}</b> 批號 <b>{{lotNo}}</b> 經進料檢驗判退{{#reviewer}}（{{reviewer}}，{{date}}）{{/reviewer}}。</p>' +
        lotHant +
        '<p>處置方式：<b>{{dispositionZhHant}}</b></p><p>原因：{{comment}}</p>' +
        '<p>不良數：致命 {{ngCritical}}，嚴重 {{ngMajor}}，輕微 {{ngMinor}}。</p>' +
        '<p>請供應商與 IQC 聯繫處置事宜（退貨、挑選或報廢）並提交改善對策；採購請與供應商安排補貨。</p>',
    ],
  ],
  sampleOf(...decisionKeys),
);

export const formConditionallyAccepted = event(
  'FormConditionallyAccepted',
  ['Lot accepted conditionally (特采)', '来料特采', '來料特採'],
  'any',
  [
    [
      'Lot {{lotNo}} of {{partNo}} accepted conditionally: inspection form {{formNo}}',
      '<p>Incoming inspection accepted lot <b>{{lotNo}}</b> of <b>{{partNo}} {{partName}}</b> from {{supplier}} conditionally (special acceptance){{#reviewer}} ({{reviewer}}, {{date}}){{/reviewer}}.</p>' +
        lotEn +
        '{{#dispositionEn}}<p>Disposition: <b>{{dispositionEn}}</b></p>{{/dispositionEn}}<p>Conditions: {{comment}}</p>' +
        '<p>The lot may be received and used within these conditions only. Supplier: the deviation must not recur; please send IQC your corrective action.</p>',
    ],
    [
      '{{partNo}} 批号 {{lotNo}} 特采：检验单 {{formNo}}',
      '<p>{{supplier}} 的 <b>{{partNo}} {{partName}}</b> 批号 <b>{{lotNo}}</b> 经进料检验判定特采{{#reviewer}}（{{reviewer}}，{{date}}）{{/reviewer}}。</p>' +
        lotHans +
        '{{#dispositionZhHans}}<p>处置方式：<b>{{dispositionZhHans}}</b></p>{{/dispositionZhHans}}<p>特采条件：{{comment}}</p>' +
        '<p>该批仅可在上述条件范围内收货使用。请供应商避免再次发生，并向 IQC 提交改善对策。</p>',
    ],
    [
      '{{partNo}} 批號 {{lotNo}} 特採：檢驗單 {{formNo}}',
      '<p>{{supplier}} 的 <b>{{partNo}} {{partName}}</b> 批號 <b>{{lotNo}}</b> 經進料檢驗判定特採{{#reviewer}}（{{reviewer}}，{{date}}）{{/reviewer}}。</p>' +
        lotHant +
        '{{#dispositionZhHant}}<p>處置方式：<b>{{dispositionZhHant}}</b></p>{{/dispositionZhHant}}<p>特採條件：{{comment}}</p>' +
        '<p>該批僅可在上述條件範圍內收貨使用。請供應商避免再次發生，並向 IQC 提交改善對策。</p>',
    ],
  ],
  sampleOf(...decisionKeys),
);

export const formAccepted = event(
  'FormAccepted',
  ['Lot accepted by incoming inspection', '来料检验合格', '來料檢驗合格'],
  'vendor',
  [
    [
      'Lot {{lotNo}} of {{partNo}} accepted: inspection form {{formNo}}',
      '<p>Incoming inspection accepted lot <b>{{lotNo}}</b> of <b>{{partNo}} {{partName}}</b>{{#reviewer}} ({{reviewer}}, {{date}}){{/reviewer}}.</p>' +
        lotEn +
        '{{#comment}}<p>Comment: {{comment}}</p>{{/comment}}<p>Nothing more is needed from you for this lot.</p>',
    ],
    [
      '{{partNo}} 批号 {{lotNo}} 检验合格：检验单 {{formNo}}',
      '<p><b>{{partNo}} {{partName}}</b> 批号 <b>{{lotNo}}</b> 经进料检验判定合格{{#reviewer}}（{{reviewer}}，{{date}}）{{/reviewer}}。</p>' +
        lotHans +
        '{{#comment}}<p>说明：{{comment}}</p>{{/comment}}<p>该批无需贵司再做处理。</p>',
    ],
    [
      '{{partNo}} 批號 {{lotNo}} 檢驗合格：檢驗單 {{formNo}}',
      '<p><b>{{partNo}} {{partName}}</b> 批號 <b>{{lotNo}}</b> 經進料檢驗判定合格{{#reviewer}}（{{reviewer}}，{{date}}）{{/reviewer}}。</p>' +
        lotHant +
        '{{#comment}}<p>說明：{{comment}}</p>{{/comment}}<p>該批無需貴司再做處理。</p>',
    ],
  ],
  sampleOf(...formKeys, 'comment', 'reviewer', 'date'),
);

const lineList =
  '<ul>{{#lines}}<li>{{lineNo}}: <b>{{partNo}}</b> {{partName}}, {{lotNo}}, {{qty}}</li>{{/lines}}</ul>';

export const formMissing = event(
  'FormMissing',
  ['Shipped without an inspection form', '已发货未提交检验单', '已出貨未送出檢驗單'],
  'vendor',
  [
    [
      'Delivery {{deliveryNo}} was shipped without inspection forms ({{lineCount}} lines)',
      '<p>Dear {{supplier}},</p><p>Delivery note <b>{{deliveryNo}}</b> was shipped on {{shipDate}} (expected arrival {{expectedArrivalDate}}), ' +
        'but these lines have no inspection form, although incoming inspection requires one for their parts:</p>' +
        lineList.replace('{{lineNo}}:', 'Line {{lineNo}}:') +
        '<p>Please open the delivery in the Supplier Portal, create the inspection form of each line, enter the results, attach the required documents and submit them before the goods arrive. ' +
        'A lot without an accepted form may not be received.</p>',
    ],
    [
      '送货单 {{deliveryNo}} 已发货但缺少检验单（{{lineCount}} 行）',
      '<p>{{supplier}} 您好：</p><p>送货单 <b>{{deliveryNo}}</b> 已于 {{shipDate}} 发货（预计到货 {{expectedArrivalDate}}），' +
        '但以下各行的料号需进料检验，尚未填写检验单：</p>' +
        lineList
          .replace('{{lineNo}}: ', '第 {{lineNo}} 行：')
          .replace(', {{lotNo}}, {{qty}}', '，批号 {{lotNo}}，{{qty}} 件') +
        '<p>请登录供应商门户打开该送货单，为每行创建检验单，填写检验结果、上传所需资料，并在到货前提交。未判定合格的批次可能无法收货。</p>',
    ],
    [
      '送貨單 {{deliveryNo}} 已出貨但缺少檢驗單（{{lineCount}} 行）',
      '<p>{{supplier}} 您好：</p><p>送貨單 <b>{{deliveryNo}}</b> 已於 {{shipDate}} 出貨（預計到貨 {{expectedArrivalDate}}），' +
        '但以下各行的料號需進料檢驗，尚未填寫檢驗單：</p>' +
        lineList
          .replace('{{lineNo}}: ', '第 {{lineNo}} 行：')
          .replace(', {{lotNo}}, {{qty}}', '，批號 {{lotNo}}，{{qty}} 件') +
        '<p>請登入供應商入口網站開啟該送貨單，為每行建立檢驗單，填寫檢驗結果、上傳所需資料，並於到貨前送出。未判定合格的批次可能無法收貨。</p>',
    ],
  ],
  sampleOf('supplier', 'deliveryNo', 'shipDate', 'expectedArrivalDate', 'lineCount', 'lines'),
);

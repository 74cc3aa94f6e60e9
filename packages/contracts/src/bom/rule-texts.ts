import { defineTexts } from '../texts.js';

/**
 * Supplier BOMs: the line rules' messages (line-rules.ts; `{0}` the line's position, `{1}` its
 * child part) and the server's refusals (`SupplierPortal`).
 */
export const bomRuleTexts = defineTexts('SupplierPortal', {
  // Line rules (shared by the grid and the server).
  'Bom:Rule.AlternateWithoutGroup': [
    'Line {0} ({1}): an alternate needs an alternate group.',
    '行 {0}（{1}）：替代料须填写替代组。',
    '行 {0}（{1}）：替代料須填寫替代組。',
  ],
  'Bom:Rule.DuplicateLineNo': [
    'Line {0} ({1}): position {0} is already used by {2}.',
    '行 {0}（{1}）：行号 {0} 已被 {2} 使用。',
    '行 {0}（{1}）：行號 {0} 已被 {2} 使用。',
  ],
  'Bom:Rule.GroupLineNo': [
    'Line {0} ({1}): the lines of alternate group {2} share position {3}.',
    '行 {0}（{1}）：替代组 {2} 的各行须使用同一行号 {3}。',
    '行 {0}（{1}）：替代組 {2} 的各行須使用同一行號 {3}。',
  ],
  'Bom:Rule.GroupNoPrimary': [
    'Line {0} ({1}): alternate group {2} needs one primary line (not marked as an alternate).',
    '行 {0}（{1}）：替代组 {2} 须有一行主料（不标记为替代料）。',
    '行 {0}（{1}）：替代組 {2} 須有一行主料（不標記為替代料）。',
  ],
  'Bom:Rule.GroupTwoPrimaries': [
    'Line {0} ({1}): alternate group {2} already has a primary line; mark this one as an alternate.',
    '行 {0}（{1}）：替代组 {2} 已有主料，请将此行标记为替代料。',
    '行 {0}（{1}）：替代組 {2} 已有主料，請將此行標記為替代料。',
  ],
  'Bom:Rule.GroupSameChild': [
    'Line {0} ({1}): the part is twice in alternate group {2}.',
    '行 {0}（{1}）：该料号在替代组 {2} 中重复。',
    '行 {0}（{1}）：該料號在替代組 {2} 中重複。',
  ],
  'Bom:Rule.GroupSamePriority': [
    'Line {0} ({1}): priority {3} is used twice in alternate group {2}.',
    '行 {0}（{1}）：替代组 {2} 中优先级 {3} 重复。',
    '行 {0}（{1}）：替代組 {2} 中優先級 {3} 重複。',
  ],
  'Bom:Rule.GroupShares': [
    'Line {0} ({1}): the usage shares of alternate group {2} add up to {3} %, not 100 %.',
    '行 {0}（{1}）：替代组 {2} 的使用比例合计 {3} %，应为 100 %。',
    '行 {0}（{1}）：替代組 {2} 的使用比例合計 {3} %，應為 100 %。',
  ],

  // The server's checks of a line against the tenant's data.
  'Bom:Rule.UnknownChild': [
    'Line {0}: part {1} is not in the material master.',
    '行 {0}：料号 {1} 不在物料主数据中。',
    '行 {0}：料號 {1} 不在物料主資料中。',
  ],
  'Bom:Rule.BlockedChild': [
    'Line {0}: part {1} is blocked in the material master.',
    '行 {0}：料号 {1} 在物料主数据中已冻结。',
    '行 {0}：料號 {1} 在物料主資料中已凍結。',
  ],
  'Bom:Rule.ChildIsParent': [
    "Line {0}: part {1} is the BOM's own parent part.",
    '行 {0}：料号 {1} 是本 BOM 的母件。',
    '行 {0}：料號 {1} 是本 BOM 的母件。',
  ],
  'Bom:Rule.Cycle': [
    'Line {0}: part {1} would make the parent contain itself: {2}.',
    '行 {0}：料号 {1} 会使母件包含自身：{2}。',
    '行 {0}：料號 {1} 會使母件包含自身：{2}。',
  ],

  // The operations' names in refusals.
  'Bom:Copy': ['Copy to a new revision', '复制为新版本', '複製為新版本'],
  'Bom:ConfirmSupply': ['Confirm the lines we supply', '确认客供料', '確認客供料'],
  'Bom:RequestUpdate': ['Request an update', '要求更新', '要求更新'],
  'Bom:Revised': ['Edited after rejection', '驳回后修改', '駁回後修改'],

  // Refusals.
  'Bom:Cycle': [
    'BOM {0} would contain its own parent through other BOMs: {1}.',
    'BOM {0} 会通过其他 BOM 包含其自身母件：{1}。',
    'BOM {0} 會透過其他 BOM 包含其自身母件：{1}。',
  ],
  'Bom:UnknownParent': [
    'Parent part {0} is not in the material master.',
    '母件料号 {0} 不在物料主数据中。',
    '母件料號 {0} 不在物料主資料中。',
  ],
  'Bom:BlockedParent': [
    'Parent part {0} is blocked in the material master.',
    '母件料号 {0} 在物料主数据中已冻结。',
    '母件料號 {0} 在物料主資料中已凍結。',
  ],
  'Bom:RevisionTaken': [
    'Revision {1} of {0} already exists for this supplier.',
    '该供应商的 {0} 已有版本 {1}。',
    '該供應商的 {0} 已有版本 {1}。',
  ],
  'Bom:SupplierRequired': [
    'A supplier BOM names its supplier.',
    '供应商 BOM 须指定供应商。',
    '供應商 BOM 須指定供應商。',
  ],
  'Bom:StandardHasNoSupplier': [
    'A standard BOM (our own) has no supplier.',
    '本厂 BOM 不指定供应商。',
    '本廠 BOM 不指定供應商。',
  ],
  'Bom:UnknownSupplier': [
    'The supplier is not an active supplier of this company.',
    '该供应商不是本公司的有效供应商。',
    '該供應商不是本公司的有效供應商。',
  ],
  'Bom:EffectiveToBeforeFrom': [
    'The effective-to date is before the effective-from date.',
    '失效日期早于生效日期。',
    '失效日期早於生效日期。',
  ],
  'Bom:ReadOnly': [
    'BOM {0} is {1} and cannot change: copy it into a new revision.',
    'BOM {0} 为{1}状态，不能修改：请复制为新版本。',
    'BOM {0} 為{1}狀態，不能修改：請複製為新版本。',
  ],
  'Bom:NoLines': [
    'BOM {0} has no lines: add its parts before submitting.',
    'BOM {0} 没有明细：请先添加子件再提交。',
    'BOM {0} 沒有明細：請先新增子件再提交。',
  ],
  'Bom:SupplyNotConfirmed': [
    'Lines {0} are supplied by us and not confirmed yet: confirm them before approving.',
    '行 {0} 为客供料，尚未确认：请先确认再核准。',
    '行 {0} 為客供料，尚未確認：請先確認再核准。',
  ],
  'Bom:NotCustomerSupplied': [
    'Line {0} ({1}) is not supplied by us.',
    '行 {0}（{1}）不是客供料。',
    '行 {0}（{1}）不是客供料。',
  ],
  'Bom:UnknownLine': [
    'Line {0} is not a line of this BOM.',
    '明细 {0} 不属于此 BOM。',
    '明細 {0} 不屬於此 BOM。',
  ],
});

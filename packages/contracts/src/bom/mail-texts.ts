import { defineTexts } from '../texts.js';

/**
 * Supplier BOMs' To-do titles (the dashboard's "waiting for you" card; `{0}` is the count). The
 * mails' own wording lives with their events on the server (bom/effects/mail-events.ts), where a
 * tenant may override it.
 */
export const bomMailTexts = defineTexts('SupplierPortal', {
  // The supplier's.
  'BomTodo:Rejected': ['Rejected BOMs to correct', '被驳回的 BOM 待修改', '被駁回的 BOM 待修改'],
  'BomTodo:UpdateRequested': [
    'BOMs with an update requested (ECN)',
    '被要求更新的 BOM（工程变更）',
    '被要求更新的 BOM（工程變更）',
  ],
  // Engineering's.
  'BomTodo:ToReview': ['Submitted BOMs to review', '已提交的 BOM 待审核', '已送出的 BOM 待審核'],
  'BomTodo:ToRelease': ['Approved BOMs not yet released', '已批准的 BOM 尚未发行', '已核准的 BOM 尚未發行'],
});

import { defineTexts } from '../texts.js';

/**
 * Supplier BOMs' To-do titles (the dashboard's "waiting for you" card; `{0}` is the count). The
 * mails' own wording lives with their events on the server (bom/effects/mail-events.ts), where a
 * tenant may override it.
 */
export const bomMailTexts = defineTexts('SupplierPortal', {
  // The supplier's.
  'BomTodo:Rejected': [
    '{0} rejected BOMs to correct',
    '{0} 份被驳回的 BOM 待修改',
    '{0} 份被駁回的 BOM 待修改',
  ],
  'BomTodo:UpdateRequested': [
    '{0} BOMs with an update requested (ECN)',
    '{0} 份 BOM 被要求更新（工程变更）',
    '{0} 份 BOM 被要求更新（工程變更）',
  ],
  // Engineering's.
  'BomTodo:ToReview': [
    '{0} submitted BOMs to review',
    '{0} 份已提交的 BOM 待审核',
    '{0} 份已送出的 BOM 待審核',
  ],
  'BomTodo:ToRelease': [
    '{0} approved BOMs not yet released',
    '{0} 份已批准的 BOM 尚未发行',
    '{0} 份已核准的 BOM 尚未發行',
  ],
});

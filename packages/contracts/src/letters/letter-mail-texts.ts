import { defineTexts } from '../texts.js';

/**
 * The letters' To-do titles (the dashboard's "waiting for you" card; `{0}` is the count). The mails'
 * own wording lives with their events on the server (letters/mail.ts), where a tenant may override it.
 */
export const letterMailTexts = defineTexts('SupplierPortal', {
  'LetterTodo:RequestsToAcknowledge': [
    '{0} letter requests to acknowledge',
    '{0} 个承认申请待确认',
    '{0} 個承認申請待確認',
  ],
  'LetterTodo:RequestsToStart': [
    '{0} acknowledged requests without a letter',
    '{0} 个已确认的申请尚未创建承认书',
    '{0} 個已確認的申請尚未建立承認書',
  ],
  'LetterTodo:LettersDraft': [
    '{0} draft letters to complete and submit',
    '{0} 份承认书草稿待填写提交',
    '{0} 份承認書草稿待填寫送出',
  ],
  'LetterTodo:LettersReturned': [
    '{0} returned letters to correct',
    '{0} 份被退回的承认书待修改',
    '{0} 份被退回的承認書待修改',
  ],
  'LetterTodo:LettersToCheck': [
    '{0} submitted letters for the initial check',
    '{0} 份已提交的承认书待初检',
    '{0} 份已送出的承認書待初檢',
  ],
  'LetterTodo:LettersToReview': ['{0} letters to review', '{0} 份承认书待审核', '{0} 份承認書待審核'],
  'LetterTodo:RequestsDeclined': [
    '{0} letter requests declined by suppliers',
    '{0} 个承认申请被供应商拒绝',
    '{0} 個承認申請被供應商拒絕',
  ],
});

import { defineTexts } from '../texts.js';

/**
 * The letters' To-do titles (the dashboard's "waiting for you" card; `{0}` is the count). The mails'
 * own wording lives with their events on the server (letters/mail.ts), where a tenant may override it.
 */
export const letterMailTexts = defineTexts('SupplierPortal', {
  'LetterTodo:RequestsToAcknowledge': ['Letter requests to acknowledge', '承认申请待确认', '承認申請待確認'],
  'LetterTodo:RequestsToStart': [
    'Acknowledged requests without a letter',
    '已确认的申请尚未创建承认书',
    '已確認的申請尚未建立承認書',
  ],
  'LetterTodo:LettersDraft': [
    'Draft letters to complete and submit',
    '承认书草稿待填写提交',
    '承認書草稿待填寫送出',
  ],
  'LetterTodo:LettersReturned': [
    'Returned letters to correct',
    '被退回的承认书待修改',
    '被退回的承認書待修改',
  ],
  'LetterTodo:LettersToCheck': [
    'Submitted letters for the initial check',
    '已提交的承认书待初检',
    '已送出的承認書待初檢',
  ],
  'LetterTodo:LettersToReview': ['Letters to review', '承认书待审核', '承認書待審核'],
  'LetterTodo:RequestsDeclined': [
    'Letter requests declined by suppliers',
    '被供应商拒绝的承认申请',
    '被供應商拒絕的承認申請',
  ],
});

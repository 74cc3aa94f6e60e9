import { defineMailEvent, findMailEvent } from './events.js';

const NAME = 'Demo.DocumentSubmitted';

/**
 * One mail event for installations with demo data, so the mail templates page has something to
 * show and edit before the business modules declare theirs. Never in production: a production
 * server refuses to start with demo data.
 */
export function defineDemoMailEvents(): void {
  if (findMailEvent(NAME)) return;
  defineMailEvent({
    name: NAME,
    displayName: ['Demo: document submitted', '演示：单据已提交', '示範：單據已提交'],
    audience: 'buyer',
    defaults: {
      en: {
        subject: 'Document {{number}} was submitted by {{supplier}}',
        body: '<p>Hello {{recipient}},</p><p>{{supplier}} submitted document <b>{{number}}</b> on {{date}}.</p><p>Please review it in the Supplier Portal.</p>',
      },
      'zh-Hans': {
        subject: '{{supplier}} 提交了单据 {{number}}',
        body: '<p>{{recipient}}，您好：</p><p>{{supplier}} 于 {{date}} 提交了单据 <b>{{number}}</b>。</p><p>请登录供应商门户审核。</p>',
      },
      'zh-Hant': {
        subject: '{{supplier}} 提交了單據 {{number}}',
        body: '<p>{{recipient}}，您好：</p><p>{{supplier}} 於 {{date}} 提交了單據 <b>{{number}}</b>。</p><p>請登入供應商入口網站審核。</p>',
      },
    },
    sample: { recipient: 'Alex', supplier: 'Acme & Sons', number: 'DOC-20250301-001', date: '2025-03-01' },
  });
}

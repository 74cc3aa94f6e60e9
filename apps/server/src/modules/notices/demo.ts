import { and, eq } from 'drizzle-orm';
import { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import type { WorkflowActor } from '../../platform/workflow/caller.js';
import type { Services } from '../../services.js';
import { users } from '../identity/schema.js';
import { supplierIdsByCode } from '../materials/codes.js';
import { publishNotice } from './notices/actions.js';
import { createNotice } from './notices/service.js';
import type { NoticeContext } from './shared/context.js';
import { acknowledgeMine, readMine } from './vendor/service.js';

const everything = { isGranted: () => true } as const;
const DAY_MS = 86_400_000;

async function userOf(tx: Tx, tenantId: string, userName: string) {
  const [u] = await tx
    .select({ id: users.id, name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName), eq(users.isDeleted, false)));
  return u ? { id: u.id, name: [u.name, u.surname].filter(Boolean).join(' ') || userName } : null;
}

/**
 * The demo tenant's notices (issue 13), made through the area's own services (numbers, recipients,
 * history, mails in the outbox): a published quality notice to V0001 and V0002 (acknowledgement in
 * a week, a reply required; V0001 has read it), a published packaging notice to every supplier
 * (V0002 has acknowledged it) and a draft. Runs after the demo suppliers and users.
 */
export async function seedDemoNotices(s: Services, tenantId: string): Promise<{ notices: number }> {
  return inScope(s.database.db, tenantScope(tenantId), async (tx) => {
    const admin = await userOf(tx, tenantId, 'admin');
    const ids = await supplierIdsByCode(tx, ['V0001', 'V0002']);
    const v1 = ids.get('V0001');
    const v2 = ids.get('V0002');
    if (!admin || !v1 || !v2) return { notices: 0 };
    const buyer: WorkflowActor = { id: admin.id, name: '王静', supplierId: null, ...everything };
    const c = (actor: WorkflowActor): NoticeContext => ({
      tx,
      tenantId,
      actor,
      audit: new AuditCollector(),
      culture: 'zh-Hans',
    });
    const now = Date.now();

    const quality = await createNotice(c(buyer), {
      title: '关于 10 月批次 PCB 板翘曲超标的质量异常通知',
      category: 'QUALITY',
      content:
        '<p>各相关供应商：</p><p>10 月 21 日来料检验发现批次 <b>L2410-18</b> 的 PCB 板翘曲度达 1.2%，超出图纸要求（≤0.75%），' +
        '已造成 SMT 贴片不良 326 件。</p><ol><li>请于 3 日内完成库存及在途批次的全检并隔离不良品；</li>' +
        '<li>请于回签期限前提交 8D 报告（含根本原因及纠正预防措施）；</li><li>后续 3 批来料请附翘曲度检测报告。</li></ol>' +
        '<p>依据质量协议第 6.2 条，本批次扣款 5,000 元（见上方罚款金额及处罚依据）。</p>',
      priority: 'High',
      targetScope: 'Selected',
      supplierIds: [v1, v2],
      materialCategories: [],
      requireAck: true,
      ackDeadline: new Date(now + 7 * DAY_MS).toISOString(),
      requireReply: true,
      replyTemplate: '1. 围堵措施及全检结果：\n2. 根本原因：\n3. 纠正及预防措施：\n4. 措施完成日期：',
      problemType: 'Dimension',
      fineAmount: 5000,
      basis: '《供应商质量协议》第 6.2 条：批量性尺寸不良，每批次扣款 5,000 元',
    });
    await publishNotice(c(buyer), quality.id);

    const packaging = await createNotice(c(buyer), {
      title: '关于统一外箱标签及包装规范的通知',
      category: 'PACKAGING',
      content:
        '<p>各位供应商伙伴：</p><p>为配合仓库条码化管理，自 12 月 1 日起所有来料外箱须粘贴带 GS1-128 条码的统一标签，' +
        '单箱重量不超过 20 kg，静电敏感物料须使用防静电包装并贴警示标识。</p>' +
        '<p>标签模板可在“供应商标签”中下载。请在期限内回签确认。</p>',
      priority: 'Medium',
      targetScope: 'AllVendors',
      supplierIds: [],
      materialCategories: [],
      requireAck: true,
      ackDeadline: new Date(now + 14 * DAY_MS).toISOString(),
      requireReply: false,
      replyTemplate: null,
      problemType: null,
      fineAmount: null,
      basis: null,
    });
    await publishNotice(c(buyer), packaging.id);

    await createNotice(c(buyer), {
      title: '2026 年度供应商大会邀请（草稿）',
      category: 'POLICY',
      content:
        '<p>兹定于 2026 年 1 月 15 日在苏州召开年度供应商大会，届时将发布年度采购策略及优秀供应商评选结果。</p>',
      priority: 'Low',
      targetScope: 'AllVendors',
      supplierIds: [],
      materialCategories: [],
      requireAck: false,
      ackDeadline: null,
      requireReply: false,
      replyTemplate: null,
      problemType: null,
      fineAmount: null,
      basis: null,
    });

    // The suppliers' first steps, so the progress figures show something.
    const vendor1 = await userOf(tx, tenantId, 'vendor');
    const vendor2 = await userOf(tx, tenantId, 'vendor2');
    if (vendor1) await readMine(c({ ...vendor1, supplierId: v1, ...everything }), quality.id);
    if (vendor2)
      await acknowledgeMine(c({ ...vendor2, supplierId: v2, ...everything }), packaging.id, {
        note: '已知悉，将按新规范执行。',
      });
    return { notices: 3 };
  });
}

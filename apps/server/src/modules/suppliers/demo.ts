import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { tenantScope } from '../../platform/db/scope.js';
import { users } from '../identity/schema.js';
import type { SupplierInput } from './service.js';
import { createSupplier } from './service.js';

/** The demo tenant's supplier directory; the first one is the demo `vendor` user's company. */
export const demoSuppliers: SupplierInput[] = [
  {
    vendorCode: 'V0001',
    name: '深圳市华强电子有限公司',
    shortName: '华强电子',
    contacts: [
      {
        name: '陈志明',
        title: '销售经理',
        email: 'chen.zhiming@huaqiang-demo.example',
        phone: '0755-8376 5021',
        isPrimary: true,
      },
      {
        name: '林晓燕',
        title: '品质工程师',
        email: 'lin.xiaoyan@huaqiang-demo.example',
        phone: '138 2345 6701',
      },
    ],
    address: '广东省深圳市福田区华强北路 1019 号',
    remark: 'Shenzhen Huaqiang Electronics: passive components, connectors',
    extraProperties: { EnglishName: 'Shenzhen Huaqiang Electronics Co., Ltd.' },
  },
  {
    vendorCode: 'V0002',
    name: '东莞精密五金制品厂',
    shortName: '精密五金',
    contacts: [
      {
        name: '黄国强',
        title: '业务主管',
        email: 'huang.guoqiang@dg-hardware-demo.example',
        phone: '0769-2288 3310',
        isPrimary: true,
      },
    ],
    address: '广东省东莞市长安镇振安中路 88 号',
    remark: 'Structural parts: stamping, CNC machining',
    extraProperties: { EnglishName: 'Dongguan Precision Hardware Products Factory' },
  },
  {
    vendorCode: 'V0003',
    name: '苏州立讯线缆有限公司',
    shortName: '立讯线缆',
    contacts: [
      {
        name: '王丽娟',
        title: '客户经理',
        email: 'wang.lijuan@sz-cable-demo.example',
        phone: '0512-6258 7740',
        isPrimary: true,
      },
      { name: '周涛', title: '工程师', email: null, phone: '139 1355 2468' },
    ],
    address: '江苏省苏州市吴中区木渎镇金枫南路 1288 号',
    remark: 'Cables and wire harnesses',
    extraProperties: { EnglishName: 'Suzhou Luxshare Cable Co., Ltd.' },
  },
];

/**
 * Fills a tenant's supplier directory with the demo suppliers and binds the user `vendorUserName`
 * to the first. Runs inside the caller's tenant-scoped transaction; returns the first supplier's id.
 */
export async function seedDemoSuppliers(tx: Tx, tenantId: string, vendorUserName: string): Promise<string> {
  const ids: string[] = [];
  for (const input of demoSuppliers) {
    ids.push((await createSupplier(tx, null, tenantScope(tenantId), input, null)).id);
  }
  const first = ids[0]!;
  await tx
    .update(users)
    .set({ supplierId: first })
    .where(and(eq(users.tenantId, tenantId), eq(users.normalizedUserName, vendorUserName.toUpperCase())));
  return first;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { newId } from '../../platform/db/columns.js';
import { dictionaries, dictionaryDetails } from './schema.js';
import { normalizeDictionaryName } from './service.js';

/** The dictionaries business pages read by name (`/dictionary/by-name/{name}/items`). */
export const DictionaryNames = {
  UnitOfMeasure: 'UnitOfMeasure',
  MaterialCategory: 'MaterialCategory',
  Carrier: 'Carrier',
  DocumentType: 'DocumentType',
  /** Notices to suppliers (contracts `NOTICE_CATEGORY_DICTIONARY`; `QUALITY` carries the quality fields). */
  NoticeCategory: 'NoticeCategory',
} as const;

interface SeedDictionary {
  name: string;
  description: string;
  /** [label, value]: labels as the shop floor says them, values as stable English codes. */
  items: readonly (readonly [string, string])[];
}

/** What an electronics manufacturer in China starts with; each tenant edits its own copy. */
const defaults: readonly SeedDictionary[] = [
  {
    name: DictionaryNames.UnitOfMeasure,
    description: '计量单位 / Units of measure',
    items: [
      ['个', 'PCS'],
      ['千克', 'KG'],
      ['米', 'M'],
      ['卷', 'ROLL'],
      ['箱', 'BOX'],
      ['套', 'SET'],
      ['对', 'PAIR'],
    ],
  },
  {
    name: DictionaryNames.MaterialCategory,
    description: '物料类别 / Material categories',
    items: [
      ['电子元器件', 'ELECTRONIC'],
      ['PCB', 'PCB'],
      ['结构件', 'MECHANICAL'],
      ['包材', 'PACKAGING'],
      ['线材', 'CABLE'],
      ['辅料', 'CONSUMABLE'],
    ],
  },
  {
    name: DictionaryNames.Carrier,
    description: '承运商 / Carriers',
    items: [
      ['顺丰速运', 'SF'],
      ['京东物流', 'JD'],
      ['德邦快递', 'DEPPON'],
      ['中通快递', 'ZTO'],
      ['自提', 'PICKUP'],
    ],
  },
  {
    name: DictionaryNames.DocumentType,
    description: '文件类型 / Document types',
    items: [
      ['承认书', 'LOR'],
      ['规格书', 'SPEC'],
      ['检验报告', 'INSPECTION'],
      ['RoHS 报告', 'ROHS'],
      ['MSDS', 'MSDS'],
      ['3C 认证证书', 'CCC'],
    ],
  },
  {
    name: DictionaryNames.NoticeCategory,
    description: '通知类别 / Notice categories',
    items: [
      ['质量异常', 'QUALITY'],
      ['PCN/ECN 变更', 'PCN'],
      ['交付', 'DELIVERY'],
      ['包装/标签', 'PACKAGING'],
      ['政策制度', 'POLICY'],
      ['审核', 'AUDIT'],
      ['其他', 'OTHER'],
    ],
  },
];

/**
 * Seeds a tenant's (or the host's) default dictionaries in the caller's transaction, scoped to
 * that tenant. Idempotent: a dictionary that already exists by name is left as the tenant keeps it.
 */
export async function seedDictionaries(tx: Tx, tenantId: string): Promise<void> {
  const existing = await tx
    .select({ normalizedName: dictionaries.normalizedName })
    .from(dictionaries)
    .where(
      and(
        eq(dictionaries.tenantId, tenantId),
        inArray(
          dictionaries.normalizedName,
          defaults.map((d) => normalizeDictionaryName(d.name)),
        ),
      ),
    );
  const present = new Set(existing.map((e) => e.normalizedName));
  for (const [index, d] of defaults.entries()) {
    if (present.has(normalizeDictionaryName(d.name))) continue;
    const id = newId();
    await tx.insert(dictionaries).values({
      tenantId,
      id,
      name: d.name,
      normalizedName: normalizeDictionaryName(d.name),
      description: d.description,
      sort: index + 1,
    });
    await tx.insert(dictionaryDetails).values(
      d.items.map(([label, value], i) => ({
        tenantId,
        id: newId(),
        dictionaryId: id,
        label,
        value,
        sort: i + 1,
      })),
    );
  }
}

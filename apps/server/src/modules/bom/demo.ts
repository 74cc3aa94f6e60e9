import {
  MaterialStatus,
  MaterialSupplierStatus,
  type BomLineInput,
  type MaterialSourceValue,
} from '@sp/contracts';
import { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { inScope, tenantScope } from '../../platform/db/scope.js';
import type { WorkflowActor } from '../../platform/workflow/caller.js';
import type { Services } from '../../services.js';
import { supplierIdsByCode } from '../materials/codes.js';
import { upsertMaterials } from '../materials/upsert.js';
import { approveBom, confirmSupply, submitBom } from './boms/actions.js';
import { copyBom, createBom, updateBom } from './boms/write.js';
import type { BomContext } from './shared/context.js';
import { findBomRow } from './shared/load.js';
import { releaseBom } from './shared/release.js';
import { linesOf } from './structure/rows.js';

/**
 * The demo tenant's BOMs (business-domain §6), four levels with V0001 (the `vendor` login) as the
 * contract manufacturer:
 *   100-P200-00 P200 整机 (our standard BOM, released)
 *     └ 301-000789-00 P200 电源板 PCBA (V0001: rev A released; rev B submitted after ECN-2026-018,
 *         differing by the PCB revision, an LED colour and a capacitor count)
 *         └ 302-000456-00 DC-DC 降压模块 (V0001, released)
 *             └ components of the materials demo (MP2315, inductor, capacitors with an alternate …)
 * The three assemblies are added to the part master here (approved for V0001), as the materials
 * demo has only purchased parts. Written through the revisions' own services (checks, history,
 * audit), in one transaction.
 */

const ASSEMBLIES = [
  { partNo: '100-P200-00', name: 'P200 整机', spec: 'P200 手持终端 黑色 标准版', category: null },
  {
    partNo: '301-000789-00',
    name: 'P200 电源板 PCBA',
    spec: '充电 + 稳压 5V/3.3V 60×40mm',
    category: 'ELECTRONIC',
  },
  {
    partNo: '302-000456-00',
    name: 'DC-DC 降压模块',
    spec: 'MP2315 3A 12V→5V 20×15mm',
    category: 'ELECTRONIC',
  },
] as const;

type L = Partial<BomLineInput> & { lineNo: number; childPartNo: string; qtyPer: number };
const ln = (
  lineNo: number,
  childPartNo: string,
  qtyPer: number,
  more: Partial<BomLineInput> & { materialSource?: MaterialSourceValue } = {},
): L => ({ lineNo, childPartNo, qtyPer, ...more });

const full = (l: L): BomLineInput => ({
  uom: null,
  scrapRate: null,
  refDesignators: null,
  materialSource: 'SupplierPurchased',
  manufacturer: null,
  mpn: null,
  altGroup: null,
  altPriority: null,
  usageProbability: null,
  isAlternate: false,
  rohs: true,
  remark: null,
  ...l,
});

const MODULE_LINES: L[] = [
  ln(10, '2-DCDC-MP2315GJ', 1, { refDesignators: 'U1', manufacturer: 'MPS', mpn: 'MP2315GJ-Z' }),
  ln(20, '1-L-4R7', 1, { refDesignators: 'L1' }),
  ln(30, '1-CC0402-106K', 2, {
    refDesignators: 'C3,C4',
    altGroup: 'A1',
    altPriority: 1,
    usageProbability: 70,
    manufacturer: 'Murata',
  }),
  ln(30, '1-CC0402-106M', 2, {
    refDesignators: 'C3,C4',
    altGroup: 'A1',
    altPriority: 2,
    usageProbability: 30,
    isAlternate: true,
    manufacturer: 'Samsung Electro-Mechanics',
  }),
  ln(40, '1-CC0402-104K', 2, { refDesignators: 'C1,C2', scrapRate: 0.5 }),
  ln(50, '1-RC0402-100K', 1, { refDesignators: 'R1', scrapRate: 0.5 }),
  ln(60, '1-RC0402-22K', 1, { refDesignators: 'R2', scrapRate: 0.5 }),
  ln(70, '3-CN-HDR-1X4', 1, { refDesignators: 'J1' }),
];

const BOARD_A: L[] = [
  ln(10, '6-PCB-P200-PWR-B', 1, { materialSource: 'CustomerSupplied', remark: '客供 PCB，按工单配套发料' }),
  ln(20, '302-000456-00', 1, { refDesignators: 'M1' }),
  ln(30, '2-PMIC-BQ24075', 1, { refDesignators: 'U2', manufacturer: 'Texas Instruments' }),
  ln(40, '2-LDO-ME6211C33M5G', 1, {
    refDesignators: 'U3',
    altGroup: 'A1',
    altPriority: 1,
    usageProbability: 60,
  }),
  ln(40, '2-LDO-TLV75533PDBVR', 1, {
    refDesignators: 'U3',
    altGroup: 'A1',
    altPriority: 2,
    usageProbability: 40,
    isAlternate: true,
  }),
  ln(50, '1-D-SS34', 2, { refDesignators: 'D1,D2' }),
  ln(60, '1-TVS-SMBJ5', 1, { refDesignators: 'D3' }),
  ln(70, '1-FUSE-1A', 1, { refDesignators: 'F1' }),
  ln(80, '3-CN-DC005', 1, { refDesignators: 'J1' }),
  ln(90, '3-CN-PH2-4P', 2, { refDesignators: 'J2,J3' }),
  ln(100, '1-CC0402-104K', 6, { refDesignators: 'C1-C6', scrapRate: 0.5 }),
  ln(110, '1-CC0402-106K', 4, { refDesignators: 'C7-C10', scrapRate: 0.5 }),
  ln(120, '1-RC0402-10K', 5, { refDesignators: 'R1-R5', scrapRate: 0.5 }),
  ln(130, '1-LED-G', 1, { refDesignators: 'LED1' }),
  ln(140, '1-FB-600', 2, { refDesignators: 'FB1,FB2' }),
  ln(150, '8-SOLDER-PASTE', 0.002, { uom: 'KG', remark: '每板锡膏用量' }),
];

/** Rev B (ECN-2026-018): a red status LED instead of green, two more 100nF capacitors, ESD on the USB input. */
const BOARD_B: L[] = [
  ...BOARD_A.map((l) =>
    l.childPartNo === '1-LED-G'
      ? { ...l, childPartNo: '1-LED-R' }
      : l.childPartNo === '1-CC0402-104K'
        ? { ...l, qtyPer: 8, refDesignators: 'C1-C6,C11,C12' }
        : l,
  ),
  ln(160, '2-ESD-USBLC62SC6', 1, { refDesignators: 'U4' }),
];

const PRODUCT: L[] = [
  ln(10, '301-000789-00', 1),
  ln(20, '5-P200-HSG-TOP', 1),
  ln(30, '5-P200-HSG-BOT', 1),
  ln(40, '5-P200-BTN-PWR', 1),
  ln(50, '4-WH-PH2-4P-150', 1),
  ln(60, '5-P200-SCREW-M2X4', 4, { scrapRate: 1 }),
  ln(70, '9-PK-GIFT-P200', 1),
  ln(80, '9-PK-BAG-ESD', 1),
];

async function addAssemblies(tx: Tx, v0001: string | undefined) {
  await upsertMaterials(
    tx,
    new AuditCollector(),
    ASSEMBLIES.map((a) => ({
      values: {
        ...a,
        unit: 'PCS',
        drawingNo: a.partNo.replace(/-00$/, ''),
        drawingRev: 'B',
        msl: null,
        rohs: true,
        halogenFree: false,
        shelfLifeDays: null,
        status: MaterialStatus.Active,
        remark: null,
      },
      ...(v0001
        ? {
            suppliers: {
              mode: 'add' as const,
              list: [
                {
                  supplierId: v0001,
                  supplierPartNo: null,
                  manufacturer: null,
                  mpn: null,
                  status: MaterialSupplierStatus.Approved,
                },
              ],
            },
          }
        : {}),
    })),
    null,
  );
}

const actor = (name: string, supplierId: string | null): WorkflowActor => ({
  id: null,
  name,
  supplierId,
  isGranted: () => true,
});

export async function seedDemoBom(s: Services, tenantId: string): Promise<{ boms: number }> {
  return inScope(s.database.db, tenantScope(tenantId), async (tx) => {
    const v0001 = (await supplierIdsByCode(tx, ['V0001'])).get('V0001');
    await addAssemblies(tx, v0001);
    const base = { tx, audit: new AuditCollector(), tenantId, culture: 'zh-Hans' as const };
    const buyer: BomContext = { ...base, actor: actor('王工 (工程部)', null) };
    const header = {
      bomType: 'Supplier' as const,
      supplierId: v0001 ?? null,
      baseQty: 1,
      effectiveFrom: '2026-03-01',
    };

    if (!v0001) return { boms: 0 };
    const vendor: BomContext = { ...base, actor: actor('李敏 (V0001)', v0001) };
    const releaseNow = async (id: string) => {
      await submitBom(vendor, id);
      const lines = (await findBomLinesToConfirm(buyer, id)) ?? [];
      if (lines.length > 0) await confirmSupply(buyer, id, { lineIds: lines });
      await approveBom(buyer, id);
      await releaseBom(buyer, await findBomRow(tx, tenantId, id, true));
    };

    const module = await createBom(vendor, {
      ...header,
      parentPartNo: '302-000456-00',
      revision: 'A',
      ecnNo: null,
      uom: null,
      effectiveTo: null,
      remark: '降压模块，单独测试后上板',
      lines: MODULE_LINES.map(full),
    });
    await releaseNow(module.id);

    const boardA = await createBom(vendor, {
      ...header,
      parentPartNo: '301-000789-00',
      revision: 'A',
      ecnNo: null,
      uom: null,
      effectiveTo: null,
      remark: null,
      lines: BOARD_A.map(full),
    });
    await releaseNow(boardA.id);

    const boardB = await copyBom(vendor, boardA.id, { ecnNo: 'ECN-2026-018', effectiveFrom: '2026-06-01' });
    await updateBom(vendor, boardB.id, {
      baseQty: 1,
      uom: null,
      effectiveFrom: '2026-06-01',
      effectiveTo: null,
      ecnNo: 'ECN-2026-018',
      remark: 'ECN-2026-018：状态灯改红色，增加两颗 100nF 去耦电容，USB 输入增加 ESD 保护',
      lines: BOARD_B.map(full),
      concurrencyStamp: null,
    });
    await submitBom(vendor, boardB.id);

    const product = await createBom(buyer, {
      parentPartNo: '100-P200-00',
      bomType: 'Standard',
      supplierId: null,
      revision: 'A',
      baseQty: 1,
      uom: null,
      effectiveFrom: '2026-03-01',
      effectiveTo: null,
      ecnNo: null,
      remark: null,
      lines: PRODUCT.map(full),
    });
    await submitBom(buyer, product.id);
    await approveBom(buyer, product.id);
    await releaseBom(buyer, await findBomRow(tx, tenantId, product.id, true));
    return { boms: 4 };
  });
}

/** The customer-supplied lines of a BOM (the buyer confirms them before approving). */
async function findBomLinesToConfirm(c: BomContext, id: string): Promise<string[]> {
  return (await linesOf(c.tx, c.tenantId, id))
    .filter((l) => l.materialSource === 'CustomerSupplied')
    .map((l) => l.id);
}

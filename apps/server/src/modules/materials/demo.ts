import { MaterialStatus, MaterialSupplierStatus, type MslLevel } from '@sp/contracts';
import { AuditCollector } from '../../platform/audit/collector.js';
import type { Tx } from '../../platform/db/client.js';
import { supplierIdsByCode } from './codes.js';
import type { MaterialValues, UpsertItem } from './upsert.js';
import { upsertMaterials } from './upsert.js';

type Demo = Omit<MaterialValues, 'remark' | 'status' | 'drawingNo' | 'drawingRev'> & {
  drawingNo?: string | null;
  drawingRev?: string | null;
  status?: number;
  suppliers: { code: string; manufacturer: string; mpn: string }[];
};

const base = { rohs: true, halogenFree: false, msl: null, shelfLifeDays: null, category: 'ELECTRONIC' };

/** MLCC: 0402 and 0603, the values a phone board uses. */
function capacitors(): Demo[] {
  const values = [
    ['100pF', '101', '50V', 'C0G'],
    ['1nF', '102', '50V', 'X7R'],
    ['10nF', '103', '50V', 'X7R'],
    ['100nF', '104', '16V', 'X7R'],
    ['220nF', '224', '16V', 'X7R'],
    ['1uF', '105', '10V', 'X5R'],
    ['2.2uF', '225', '10V', 'X5R'],
    ['4.7uF', '475', '6.3V', 'X5R'],
    ['10uF', '106', '6.3V', 'X5R'],
    ['22uF', '226', '6.3V', 'X5R'],
  ];
  const out: Demo[] = [];
  for (const size of ['0402', '0603']) {
    for (const [value, code, volts, dielectric] of values) {
      for (const tol of ['K', 'M']) {
        out.push({
          ...base,
          partNo: `1-CC${size}-${code}${tol}`,
          name: `贴片陶瓷电容 ${size} ${value}`,
          spec: `${size} ${value} ±${tol === 'K' ? '10' : '20'}% ${volts} ${dielectric}`,
          unit: 'PCS',
          halogenFree: true,
          shelfLifeDays: 730,
          suppliers: [
            {
              code: 'V0001',
              manufacturer: tol === 'K' ? 'Murata' : 'Samsung Electro-Mechanics',
              mpn:
                tol === 'K'
                  ? `GRM${size === '0402' ? '155' : '188'}R6${code}${tol}A01D`
                  : `CL${size === '0402' ? '05' : '10'}A${code}${tol}Q5NNNC`,
            },
          ],
        });
      }
    }
  }
  return out; // 40
}

/** Chip resistors, 1%, 0402 and 0603. */
function resistors(): Demo[] {
  const values = [
    '0R',
    '10R',
    '22R',
    '47R',
    '100R',
    '330R',
    '1K',
    '2.2K',
    '4.7K',
    '10K',
    '22K',
    '47K',
    '100K',
    '220K',
    '1M',
  ];
  const out: Demo[] = [];
  for (const size of ['0402', '0603']) {
    for (const v of values) {
      out.push({
        ...base,
        partNo: `1-RC${size}-${v.replace('.', 'P')}`,
        name: `贴片电阻 ${size} ${v}Ω`,
        spec: `${size} ${v}Ω ±1% ${size === '0402' ? '1/16W' : '1/10W'}`,
        unit: 'PCS',
        halogenFree: true,
        shelfLifeDays: 1095,
        suppliers: [{ code: 'V0001', manufacturer: 'Yageo', mpn: `RC${size}FR-07${v}L` }],
      });
    }
  }
  return out; // 30
}

/** ICs: MCUs, PMICs, LDOs, interface chips; moisture sensitive. */
function ics(): Demo[] {
  const list: [string, string, string, string, MslLevel, string][] = [
    ['MCU', 'STM32F103C8T6', 'LQFP-48 72MHz 64KB Flash', 'STMicroelectronics', '3', 'MCU 微控制器'],
    ['MCU', 'STM32G030F6P6', 'TSSOP-20 64MHz 32KB Flash', 'STMicroelectronics', '3', 'MCU 微控制器'],
    ['MCU', 'GD32F303RCT6', 'LQFP-64 120MHz 256KB Flash', 'GigaDevice', '3', 'MCU 微控制器'],
    ['MCU', 'ESP32-C3FH4', 'QFN-32 RISC-V Wi-Fi/BLE 4MB', 'Espressif', '3', 'MCU 无线微控制器'],
    ['MCU', 'CH32V003F4P6', 'TSSOP-20 48MHz RISC-V', 'WCH', '3', 'MCU 微控制器'],
    ['PMIC', 'AXP2101', 'QFN-40 多路电源管理', 'X-Powers', '3', '电源管理芯片'],
    ['PMIC', 'TPS65217C', 'QFN-48 PMIC for AM335x', 'Texas Instruments', '3', '电源管理芯片'],
    ['PMIC', 'BQ24075', 'QFN-16 1.5A 锂电池充电', 'Texas Instruments', '2', '充电管理芯片'],
    ['PMIC', 'IP5306', 'ESOP-8 移动电源 SoC', 'INJOINIC', '3', '电源管理芯片'],
    ['LDO', 'AMS1117-3.3', 'SOT-223 1A 3.3V', 'AMS', '1', '低压差稳压器 LDO'],
    ['LDO', 'ME6211C33M5G', 'SOT-23-5 500mA 3.3V', 'MICRONE', '1', '低压差稳压器 LDO'],
    ['LDO', 'TLV75533PDBVR', 'SOT-23-5 500mA 3.3V', 'Texas Instruments', '1', '低压差稳压器 LDO'],
    ['LDO', 'RT9013-18GB', 'SOT-23-5 500mA 1.8V', 'Richtek', '1', '低压差稳压器 LDO'],
    ['LDO', 'XC6206P332MR', 'SOT-23 200mA 3.3V', 'Torex', '1', '低压差稳压器 LDO'],
    ['DCDC', 'MP2315GJ', 'TSOT-23-8 3A 同步降压', 'MPS', '1', 'DC-DC 降压芯片'],
    ['DCDC', 'SY8089AAAC', 'SOT-23-5 2A 同步降压', 'Silergy', '1', 'DC-DC 降压芯片'],
    ['IF', 'CH340C', 'SOP-16 USB 转串口', 'WCH', '1', 'USB 转串口芯片'],
    ['IF', 'SP3485EN-L/TR', 'SOIC-8 RS-485 收发器', 'MaxLinear', '1', 'RS-485 收发器'],
    ['IF', 'TJA1050T', 'SOIC-8 CAN 收发器', 'NXP', '1', 'CAN 收发器'],
    ['MEM', 'W25Q64JVSSIQ', 'SOIC-8 64Mbit SPI NOR Flash', 'Winbond', '1', 'SPI 闪存'],
    ['MEM', 'AT24C02D-SSHM-T', 'SOIC-8 2Kbit I2C EEPROM', 'Microchip', '1', 'EEPROM 存储器'],
    ['SEN', 'SHT30-DIS-B', 'DFN-8 温湿度传感器', 'Sensirion', '2a', '温湿度传感器'],
    ['SEN', 'BMI270', 'LGA-14 六轴 IMU', 'Bosch', '3', '六轴惯性传感器'],
    ['ESD', 'USBLC6-2SC6', 'SOT-23-6 USB ESD 保护', 'STMicroelectronics', '1', 'ESD 保护器件'],
    ['MOS', 'AO3400A', 'SOT-23 30V 5.7A N 沟道', 'Alpha & Omega', '1', 'N 沟道 MOSFET'],
  ];
  return list.map(([kind, mpn, spec, maker, msl, name]) => ({
    ...base,
    partNo: `2-${kind}-${mpn
      .replace(/[^A-Z0-9]/gi, '')
      .slice(0, 14)
      .toUpperCase()}`,
    name,
    spec: `${mpn} ${spec}`,
    unit: 'PCS',
    msl,
    halogenFree: msl !== '1',
    shelfLifeDays: 365,
    suppliers: [{ code: 'V0001', manufacturer: maker, mpn }],
  })); // 25
}

/** Connectors: board-to-board, FPC, USB, headers, terminals. */
function connectors(): Demo[] {
  const out: Demo[] = [];
  for (const pins of [2, 3, 4, 5, 6, 8]) {
    out.push({
      ...base,
      partNo: `3-CN-PH2-${pins}P`,
      name: `PH2.0 立贴插座 ${pins}P`,
      spec: `PH 2.0mm ${pins}P 立式 贴片`,
      unit: 'PCS',
      suppliers: [{ code: 'V0001', manufacturer: 'JST', mpn: `S${pins}B-PH-SM4-TB` }],
    });
    out.push({
      ...base,
      partNo: `3-CN-HDR-1X${pins}`,
      name: `排针 2.54mm 1×${pins}P`,
      spec: `2.54mm 单排 ${pins}P 直插 镀金`,
      unit: 'PCS',
      suppliers: [
        { code: 'V0001', manufacturer: 'BOOMELE', mpn: `PZ254-1-${pins}-Z` },
        { code: 'V0002', manufacturer: '精密五金', mpn: `HDR-254-1X${pins}` },
      ],
    });
  }
  for (const pins of [6, 10, 12, 24, 30, 40]) {
    out.push({
      ...base,
      partNo: `3-CN-FPC05-${pins}P`,
      name: `FPC 连接器 0.5mm ${pins}P`,
      spec: `0.5mm ${pins}P 下接 翻盖式`,
      unit: 'PCS',
      msl: '1',
      suppliers: [{ code: 'V0001', manufacturer: 'HRS', mpn: `FH12-${pins}S-0.5SH` }],
    });
  }
  for (const [no, name, spec] of [
    ['USBC-16P', 'USB Type-C 母座 16P', 'USB 2.0 16P 沉板 贴片'],
    ['USBC-24P', 'USB Type-C 母座 24P', 'USB 3.1 24P 贴片 带定位柱'],
    ['MICROUSB-5P', 'Micro USB 母座 5P', 'B 型 5P 贴片 加长脚'],
    ['DC005', 'DC 电源座 5.5×2.1', 'DC-005 直插 3 脚'],
    ['KF128-2P', '接线端子 5.08mm 2P', 'KF128 螺钉式 2P 绿色'],
    ['KF128-3P', '接线端子 5.08mm 3P', 'KF128 螺钉式 3P 绿色'],
    ['SIM-6P', 'Nano SIM 卡座', '6P 自弹式 贴片'],
    ['TF-8P', 'TF 卡座', 'Micro SD 8P 自弹式 贴片'],
  ] as const) {
    out.push({
      ...base,
      partNo: `3-CN-${no}`,
      name,
      spec,
      unit: 'PCS',
      suppliers: [{ code: 'V0001', manufacturer: 'Korean Hroparts', mpn: no }],
    });
  }
  return out; // 26
}

/** Cables and harnesses from the cable supplier. */
function cables(): Demo[] {
  return [100, 150, 200, 300, 500].flatMap((len) => [
    {
      ...base,
      category: 'CABLE',
      partNo: `4-WH-PH2-4P-${len}`,
      name: `端子线 PH2.0 4P ${len}mm`,
      spec: `PH2.0 4P 双头同向 26AWG UL1007 ${len}mm`,
      unit: 'PCS',
      suppliers: [{ code: 'V0003', manufacturer: '立讯线缆', mpn: `WH-PH4-${len}` }],
    },
    {
      ...base,
      category: 'CABLE',
      partNo: `4-FFC05-30P-${len}`,
      name: `FFC 排线 0.5mm 30P ${len}mm`,
      spec: `0.5mm 30P 同向 A 型 ${len}mm 补强板`,
      unit: 'PCS',
      suppliers: [
        { code: 'V0003', manufacturer: '立讯线缆', mpn: `FFC-0530-${len}A` },
        { code: 'V0001', manufacturer: 'Molex', mpn: `15166-030${len}` },
      ],
    },
  ]); // 10
}

/** Plastic housings and structural parts from the hardware supplier (with drawings). */
function mechanical(): Demo[] {
  const parts: [string, string, string, string][] = [
    ['HSG-TOP', '上壳', 'PC+ABS 黑色 哑光 UL94 V-0', 'A'],
    ['HSG-BOT', '下壳', 'PC+ABS 黑色 哑光 UL94 V-0', 'B'],
    ['BTN-PWR', '电源按键', '硅胶 灰色 邵氏 50A', 'A'],
    ['LENS', '导光柱', 'PMMA 透明', 'A'],
    ['BRKT', '电池支架', 'SPCC 镀锌 t=0.8', 'C'],
    ['SHIELD', '屏蔽罩', '洋白铜 t=0.2', 'B'],
    ['SCREW-M2X4', '自攻螺丝 M2×4', 'PWB 十字 黑锌', '-'],
    ['SCREW-M3X6', '机牙螺丝 M3×6', 'PM 十字 镀镍', '-'],
    ['FOAM', '导电泡棉', '5×5×2mm 背胶', 'A'],
    ['LABEL-SN', '序列号标签', 'PET 哑银 40×15mm', 'A'],
  ];
  return ['P100', 'P200'].flatMap((model) =>
    parts.map(([code, name, spec, rev]) => ({
      ...base,
      category: code.startsWith('SCREW') ? 'MECHANICAL' : code === 'LABEL-SN' ? 'CONSUMABLE' : 'MECHANICAL',
      partNo: `5-${model}-${code}`,
      name: `${model} ${name}`,
      spec,
      unit: 'PCS',
      drawingNo: rev === '-' ? null : `DWG-${model}-${code}`,
      drawingRev: rev === '-' ? null : rev,
      suppliers: [{ code: 'V0002', manufacturer: '精密五金', mpn: `${model}-${code}` }],
    })),
  ); // 20
}

/** Bare boards (moisture sensitive: baked before reflow) and their panels. */
function pcbs(): Demo[] {
  const boards: [string, string, string][] = [
    ['P100-MAIN', 'P100 主板 PCB', 'FR-4 4 层 1.6mm 沉金 TG150 100×60mm'],
    ['P100-KEY', 'P100 按键板 PCB', 'FR-4 2 层 1.0mm 喷锡 40×20mm'],
    ['P200-MAIN', 'P200 主板 PCB', 'FR-4 6 层 1.2mm 沉金 HDI 一阶 80×50mm'],
    ['P200-PWR', 'P200 电源板 PCB', 'FR-4 2 层 1.6mm 2oz 沉金 60×40mm'],
    ['P200-FPC', 'P200 屏幕 FPC', 'PI 2 层 0.12mm 沉金 带补强'],
  ];
  return boards.flatMap(([code, name, spec]) =>
    ['A', 'B'].map((rev) => ({
      ...base,
      category: 'PCB',
      partNo: `6-PCB-${code}-${rev}`,
      name,
      spec,
      unit: 'PCS',
      msl: '3',
      shelfLifeDays: 180,
      drawingNo: `GBR-${code}`,
      drawingRev: rev,
      status: rev === 'A' ? MaterialStatus.Blocked : MaterialStatus.Active,
      suppliers: [{ code: 'V0002', manufacturer: '深南电路', mpn: `SCC-${code}-${rev}` }],
    })),
  ); // 10
}

/** Packaging: cartons, trays, bags. */
function packaging(): Demo[] {
  const items: [string, string, string, string][] = [
    ['CTN-P100', 'P100 外箱', 'K=K 五层瓦楞 AB 楞 420×320×260mm', 'PCS'],
    ['CTN-P200', 'P200 外箱', 'K=K 五层瓦楞 AB 楞 380×300×220mm', 'PCS'],
    ['GIFT-P100', 'P100 彩盒', '350g 白卡 四色印刷 覆哑膜', 'PCS'],
    ['GIFT-P200', 'P200 彩盒', '350g 白卡 四色印刷 烫金', 'PCS'],
    ['TRAY-P100', 'P100 吸塑托盘', 'PET 防静电 黑色 10 穴', 'PCS'],
    ['TRAY-P200', 'P200 吸塑托盘', 'PET 防静电 黑色 12 穴', 'PCS'],
    ['TRAY-QFN', 'QFN 芯片托盘', 'JEDEC 标准 耐高温 MPPO', 'PCS'],
    ['BAG-ESD', '防静电屏蔽袋', '200×300mm 平口', 'PCS'],
    ['BAG-MBB', '防潮铝箔袋', '300×400mm 带湿度卡', 'PCS'],
    ['DESICCANT', '干燥剂', '10g 蒙脱石', 'PCS'],
    ['TAPE-SEAL', '封箱胶带', '48mm×100m 透明', 'ROLL'],
    ['PE-FOAM', 'EPE 珍珠棉内衬', '厚 10mm 模切', 'SET'],
    ['DIVIDER', '刀卡隔板', 'B 楞 3×4 格', 'SET'],
    ['CORNER', '护角', '纸护角 50×50×5mm', 'PAIR'],
    ['STRETCH', '缠绕膜', '500mm×23μm', 'ROLL'],
  ];
  return items.map(([code, name, spec, unit]) => ({
    ...base,
    category: 'PACKAGING',
    rohs: true,
    partNo: `9-PK-${code}`,
    name,
    spec,
    unit,
    suppliers: [
      { code: 'V0002', manufacturer: '精密五金', mpn: code },
      ...(code.startsWith('BAG') ? [{ code: 'V0001', manufacturer: '华强电子', mpn: code }] : []),
    ],
  })); // 15
}

/** Crystals, inductors, LEDs, diodes: the rest of a bill of materials. */
function passives(): Demo[] {
  const list: [string, string, string, string, string][] = [
    ['XTAL-8M', '无源晶振 8MHz', '3225 8MHz 20pF ±10ppm', 'TXC', '7M08000046'],
    ['XTAL-32K', '无源晶振 32.768kHz', '2012 32.768kHz 12.5pF', 'Epson', 'FC-135'],
    ['XTAL-40M', '无源晶振 40MHz', '2016 40MHz 10pF ±10ppm', 'TXC', '8Y40070013'],
    ['L-2R2', '功率电感 2.2uH', '4030 2.2uH 3A', 'Sunlord', 'SWPA4030S2R2MT'],
    ['L-4R7', '功率电感 4.7uH', '4030 4.7uH 2.2A', 'Sunlord', 'SWPA4030S4R7MT'],
    ['L-10U', '功率电感 10uH', '5040 10uH 2A', 'Sunlord', 'SWPA5040S100MT'],
    ['FB-600', '磁珠 600Ω', '0603 600Ω@100MHz 1A', 'Murata', 'BLM18KG601SN1D'],
    ['LED-R', '贴片 LED 红色', '0603 红色 620nm', 'Everlight', '19-217/R6C'],
    ['LED-G', '贴片 LED 绿色', '0603 绿色 525nm', 'Everlight', '19-217/G7C'],
    ['LED-B', '贴片 LED 蓝色', '0603 蓝色 470nm', 'Everlight', '19-217/BHC'],
    ['D-SS34', '肖特基二极管 SS34', 'SMA 40V 3A', 'MDD', 'SS34'],
    ['D-1N4148', '开关二极管 1N4148W', 'SOD-123 100V 150mA', 'Diodes', '1N4148W-7-F'],
    ['TVS-SMBJ5', 'TVS 二极管 5V', 'SMBJ5.0A SMB 600W', 'Littelfuse', 'SMBJ5.0A'],
    ['FUSE-1A', '自恢复保险丝 1A', '1206 1A 6V', 'Littelfuse', '1206L100/6SLYR'],
    ['BUZ-5V', '无源蜂鸣器', '9×5.5mm 5V 2.7kHz', 'Jiangsu Huaneng', 'MLT-8530'],
  ];
  return list.map(([code, name, spec, maker, mpn]) => ({
    ...base,
    partNo: `1-${code}`,
    name,
    spec,
    unit: 'PCS',
    msl: code.startsWith('LED') ? '2a' : null,
    shelfLifeDays: code.startsWith('LED') ? 365 : null,
    suppliers: [{ code: 'V0001', manufacturer: maker, mpn }],
  })); // 15
}

/** Glue, solder and tapes: consumables sold by the reel or kilogram. */
function consumables(): Demo[] {
  const list: [string, string, string, string, number, string][] = [
    ['SOLDER-PASTE', '无铅锡膏', 'SAC305 T4 500g/罐', 'KG', 180, 'V0001'],
    ['SOLDER-WIRE', '无铅锡线', 'Sn99.3Cu0.7 Φ0.8mm 500g', 'ROLL', 730, 'V0001'],
    ['FLUX', '免清洗助焊剂', '低固含量 25L', 'KG', 365, 'V0001'],
    ['GLUE-UV', 'UV 胶', '低黏度 透明 250g', 'KG', 180, 'V0002'],
    ['TAPE-KAPTON', '高温胶带', '聚酰亚胺 10mm×33m', 'ROLL', 730, 'V0002'],
    ['THERMAL-PAD', '导热硅胶垫', '1.5mm 3W/mK 200×400mm', 'PCS', 730, 'V0002'],
    ['HEAT-SHRINK', '热缩管', 'Φ3mm 2:1 黑色', 'M', 1095, 'V0003'],
    ['WIRE-26AWG', '电子线 26AWG', 'UL1007 红色 305m/卷', 'ROLL', 1095, 'V0003'],
    ['CABLE-TIE', '尼龙扎带', '3×100mm 白色', 'BOX', 1095, 'V0003'],
  ];
  return list.map(([code, name, spec, unit, shelf, supplier]) => ({
    ...base,
    category: 'CONSUMABLE',
    partNo: `8-${code}`,
    name,
    spec,
    unit,
    shelfLifeDays: shelf,
    suppliers: [{ code: supplier, manufacturer: name.slice(0, 4), mpn: code }],
  })); // 9
}

/** The demo part master: 200 parts across the demo suppliers (see `seedDemoMaterials`). */
export const demoMaterials = (): Demo[] => [
  ...capacitors(),
  ...resistors(),
  ...passives(),
  ...ics(),
  ...connectors(),
  ...cables(),
  ...mechanical(),
  ...pcbs(),
  ...packaging(),
  ...consumables(),
];

/**
 * Fills the demo tenant's part master, each part approved for one or two of the demo suppliers
 * (V0001 electronics, V0002 structural and packaging, V0003 cables). Runs in the caller's
 * tenant-scoped transaction after the demo suppliers; idempotent (an upsert by part number).
 */
export async function seedDemoMaterials(tx: Tx): Promise<number> {
  const ids = await supplierIdsByCode(tx, ['V0001', 'V0002', 'V0003']);
  const items: UpsertItem[] = demoMaterials().map(({ suppliers, ...m }) => ({
    values: {
      drawingNo: null,
      drawingRev: null,
      remark: null,
      status: MaterialStatus.Active,
      ...m,
    },
    suppliers: {
      mode: 'replace',
      list: suppliers
        .filter((s) => ids.has(s.code))
        .map((s) => ({
          supplierId: ids.get(s.code)!,
          supplierPartNo: null,
          manufacturer: s.manufacturer,
          mpn: s.mpn,
          status: MaterialSupplierStatus.Approved,
        })),
    },
  }));
  const result = await upsertMaterials(tx, new AuditCollector(), items, null);
  return result.created + result.updated + result.unchanged;
}

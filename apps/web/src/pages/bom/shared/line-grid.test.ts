import type { BomLineDto } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { actionPath } from '../bom-api';
import { bomPaths } from '../bom-format';
import {
  gridProblems,
  isBlankLine,
  lineDraftOf,
  lineInputOf,
  newLine,
  serverCellProblems,
} from './line-grid';

const saved: BomLineDto = {
  id: 'l1',
  lineNo: 10,
  childPartNo: 'R-100',
  childName: 'Resistor',
  childSpec: null,
  qtyPer: 2.5,
  uom: 'PCS',
  scrapRate: null,
  refDesignators: 'R1,R2',
  materialSource: 'SupplierPurchased',
  manufacturer: null,
  mpn: null,
  altGroup: null,
  altPriority: null,
  usageProbability: null,
  isAlternate: false,
  letterNo: null,
  rohs: true,
  supplyConfirmed: false,
  supplyConfirmedByName: null,
  remark: null,
};

describe('the BOM grid', () => {
  it('sends a saved line back as it was read, blank texts as null', () => {
    expect(lineInputOf(lineDraftOf(saved))).toEqual({
      lineNo: 10,
      childPartNo: 'R-100',
      qtyPer: 2.5,
      uom: 'PCS',
      scrapRate: null,
      refDesignators: 'R1,R2',
      materialSource: 'SupplierPurchased',
      manufacturer: null,
      mpn: null,
      altGroup: null,
      altPriority: null,
      usageProbability: null,
      isAlternate: false,
      rohs: true,
      remark: null,
    });
  });

  it('numbers a new row in tens after the last and leaves an untouched row out of the checks', () => {
    const rows = [lineDraftOf(saved), { ...lineDraftOf(saved), key: 'l2', lineNo: 25 }];
    const added = newLine(rows);
    expect(added.lineNo).toBe(30);
    expect(newLine([]).lineNo).toBe(10);
    expect(isBlankLine(added)).toBe(true);
    expect(gridProblems([...rows, added])).toEqual([]);
  });

  it('names the cell of a typed row without a child or with a quantity of 0', () => {
    const row = { ...newLine([]), qtyPer: 0, childPartNo: ' ' };
    const problems = gridProblems([row]);
    expect(problems.map((p) => [p.key, p.field, p.text])).toEqual([
      [row.key, 'childPartNo', 'BomPage:Required'],
      [row.key, 'qtyPer', 'BomPage:QtyPositive'],
    ]);
  });

  it("puts the server's field errors on the row sent at that index, skipping blank rows", () => {
    const blank = newLine([]);
    const a = lineDraftOf(saved);
    const b = { ...lineDraftOf(saved), key: 'l2', lineNo: 20, childPartNo: 'C-9' };
    const problems = serverCellProblems(
      [a, blank, b],
      [
        { message: 'C-9 is not in the material master', members: ['lines.1.childPartNo'] },
        { message: 'other', members: ['effectiveFrom'] },
      ],
    );
    expect(problems).toEqual([
      { key: 'l2', field: 'childPartNo', message: 'C-9 is not in the material master' },
    ]);
    expect(serverCellProblems([a, b], [{ message: 'x', members: ['lines[0].qtyPer'] }])[0]).toMatchObject({
      key: 'l1',
      field: 'qtyPer',
    });
  });

  it('addresses the pages and actions as the routes and endpoints do', () => {
    expect(bomPaths.detail('a b')).toBe('/supplier-material-control/bom-detail?id=a%20b');
    expect(bomPaths.edit()).toBe('/supplier-material-control/supplier-bom-edit');
    expect(actionPath('confirmSupply')).toBe('confirm-supply');
    expect(actionPath('requestUpdate')).toBe('request-update');
  });
});

import type { BomTreeNodeDto } from '@sp/contracts';
import { describe, expect, it } from 'vitest';
import { keysAbove, withoutEmpty } from './tree-levels';

const node = (key: string, level: number, children?: BomTreeNodeDto[]): BomTreeNodeDto => ({
  key,
  level,
  lineNo: 10,
  childPartNo: key,
  childName: key,
  childSpec: null,
  qtyPer: 1,
  uom: 'PCS',
  scrapRate: null,
  materialSource: 'SupplierPurchased',
  isAlternate: false,
  altGroup: null,
  usageProbability: null,
  extendedQty: 1,
  childBomId: null,
  childBomNo: null,
  childRevision: null,
  ...(children ? { children } : {}),
});

// a (level 1) > b (2) > c (3) > d (4); e (1) a leaf with an empty children list.
const tree = [node('a', 1, [node('a/b', 2, [node('a/b/c', 3, [node('a/b/c/d', 4)])])]), node('e', 1, [])];

describe('the BOM tree', () => {
  it('expands to a level: the rows above it that have children', () => {
    expect(keysAbove(tree, 1)).toEqual([]);
    expect(keysAbove(tree, 2)).toEqual(['a']);
    expect(keysAbove(tree, 3)).toEqual(['a', 'a/b']);
    expect(keysAbove(tree, 9)).toEqual(['a', 'a/b', 'a/b/c']);
  });

  it('gives a leaf no children, so no expander shows beside it', () => {
    const shown = withoutEmpty(tree);
    expect('children' in shown[1]!).toBe(false);
    expect(shown[0]!.children![0]!.children![0]!.children![0]!.key).toBe('a/b/c/d');
  });
});

import { describe, expect, it } from 'vitest';
import type { OrganizationUnit } from '../../../api/organizations';
import { dropParent, filterTree, indexUnits, isInSubtree, moveTargets, parentIds } from './tree';

function unit(id: string, code: string, parentId: string | null, children: OrganizationUnit[] = []) {
  return {
    id,
    code,
    parentId,
    displayName: `Unit ${id}`,
    level: code.split('.').length,
    isLeaf: children.length === 0,
    children,
    concurrencyStamp: 's',
    creationTime: '2024-01-01T00:00:00Z',
    lastModificationTime: null,
    extraProperties: {},
  } satisfies OrganizationUnit;
}

// a (00001) > b (00001.00001) > c (00001.00001.00001); d (00002)
const c = unit('c', '00001.00001.00001', 'b');
const b = unit('b', '00001.00001', 'a', [c]);
const a = unit('a', '00001', null, [b]);
const d = unit('d', '00002', null);
const roots = [a, d];

describe('organization tree helpers', () => {
  it('indexes every unit and lists the units with children', () => {
    expect([...indexUnits(roots).keys()]).toEqual(['a', 'b', 'c', 'd']);
    expect(parentIds(roots)).toEqual(['a', 'b']);
  });

  it('knows a sub-tree by its code prefix, not by a longer sibling code', () => {
    expect(isInSubtree(c, a)).toBe(true);
    expect(isInSubtree(a, a)).toBe(true);
    expect(isInSubtree({ code: '000010' }, a)).toBe(false);
    expect(isInSubtree(d, a)).toBe(false);
  });

  it('filters by name or code and keeps the ancestors of a match', () => {
    const found = filterTree(roots, 'unit c');
    expect(found.map((u) => u.id)).toEqual(['a']);
    expect(found[0]!.children[0]!.children.map((u) => u.id)).toEqual(['c']);
    expect(filterTree(roots, '00002').map((u) => u.id)).toEqual(['d']);
    expect(filterTree(roots, '  ')).toHaveLength(2);
  });

  it('turns a drop into a new parent, refusing moves into the own sub-tree', () => {
    expect(dropParent(d, b, false)).toEqual({ parentId: 'b' });
    expect(dropParent(d, b, true)).toEqual({ parentId: 'a' });
    expect(dropParent(c, a, true)).toEqual({ parentId: null });
    expect(dropParent(d, a, true)).toBeNull(); // already top level
    expect(dropParent(a, c, false)).toBeNull();
    expect(dropParent(a, c, true)).toBeNull();
    expect(dropParent(a, a, false)).toBeNull();
    expect(dropParent(c, b, false)).toBeNull(); // already there
  });

  it('offers every unit outside the moved sub-tree as a new parent', () => {
    expect([...indexUnits(moveTargets(roots, b)).keys()]).toEqual(['a', 'd']);
    expect([...indexUnits(moveTargets(roots, d)).keys()]).toEqual(['a', 'b', 'c']);
  });
});

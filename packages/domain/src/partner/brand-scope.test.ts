import { describe, expect, it } from 'vitest';
import { mayUserSeeBrand, visibleBrandIds, type BrandNode } from './brand-scope';

// default(1) ─┬─ harbour(2) ─┬─ north(3) ── branch 101(4)
//             │              └─ branch 102(5)
//             └─ oakfield(6) ── branch 201(7)
const tree: BrandNode[] = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 3 },
  { id: 5, parentId: 2 },
  { id: 6, parentId: 1 },
  { id: 7, parentId: 6 },
];

describe('the brands a partner user may see', () => {
  it('a partner user sees the partner, its sub-partners and every branch below them', () => {
    expect(visibleBrandIds(2, tree)).toEqual([2, 3, 4, 5]);
  });

  it('a sub-partner user sees the sub-partner and its branches, not the partner above or a branch beside', () => {
    expect(visibleBrandIds(3, tree)).toEqual([3, 4]);
    expect(mayUserSeeBrand(3, 2, tree)).toBe(false);
    expect(mayUserSeeBrand(3, 5, tree)).toBe(false);
  });

  it('a branch user sees only the branch', () => {
    expect(visibleBrandIds(4, tree)).toEqual([4]);
  });

  it('never another partner’s brands', () => {
    expect(mayUserSeeBrand(2, 6, tree)).toBe(false);
    expect(mayUserSeeBrand(2, 7, tree)).toBe(false);
    expect(mayUserSeeBrand(6, 7, tree)).toBe(true);
  });

  it('a brand that is not in the tree sees nothing', () => {
    expect(visibleBrandIds(99, tree)).toEqual([]);
  });
});

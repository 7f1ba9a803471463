/**
 * Which brands a partner user may see (issue 22): the brand they belong to and every brand below
 * it (a partner's sub-partners and branches, a sub-partner's branches), never one beside or above.
 */

/** A brand node as the tree needs it. */
export type BrandNode = { id: number; parentId: number | null };

/** The ids of `ownBrandId` and every brand below it, in tree order (the user's own first). */
export function visibleBrandIds(ownBrandId: number, brands: readonly BrandNode[]): number[] {
  if (!brands.some((brand) => brand.id === ownBrandId)) return [];
  const children = new Map<number, number[]>();
  for (const brand of brands) {
    if (brand.parentId === null) continue;
    const siblings = children.get(brand.parentId) ?? [];
    siblings.push(brand.id);
    children.set(brand.parentId, siblings);
  }
  const visible: number[] = [];
  const seen = new Set<number>();
  const stack = [ownBrandId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    // A cycle cannot be stored (every node hangs under the root), but a loop would never end.
    if (seen.has(id)) continue;
    seen.add(id);
    visible.push(id);
    stack.push(...[...(children.get(id) ?? [])].reverse());
  }
  return visible;
}

/** Whether a user of `ownBrandId` may see `brandId`. */
export function mayUserSeeBrand(
  ownBrandId: number,
  brandId: number,
  brands: readonly BrandNode[],
): boolean {
  return visibleBrandIds(ownBrandId, brands).includes(brandId);
}

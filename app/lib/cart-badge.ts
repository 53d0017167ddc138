/** The header's cart badge: the number of items, capped at '99+' (SPEC §2). Nothing for an empty cart. */
export function cartBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** SPEC §8/§9 stock badges: thresholds at 1, 2 and 0; plenty of stock says nothing. */
export function stockBadge(quantity: number | null | undefined): string | null {
  if (quantity == null) return null;
  if (quantity <= 0) return 'Out of stock';
  if (quantity === 1) return 'Only one left in stock';
  if (quantity === 2) return 'Only two left in stock';
  return null;
}

/** Shopify's `truncateAt`: the plain text cut at a length, ending with an ellipsis. */
export function truncate(text: string, at: number | null | undefined): string {
  return at && text.length > at ? `${text.slice(0, at).trimEnd()}…` : text;
}

/** SPEC §3: a review's product_external_id is the numeric tail of the product's gid. */
export function externalId(productGid: string): string | null {
  const match = /\/(\d+)(?:\?.*)?$/.exec(productGid);
  return match ? match[1]! : null;
}

/**
 * The nodes of a Storefront connection, from `nodes` or `edges { node }`. Our own rather than
 * hydrogen-react's: that one throws on a missing connection in development (a signed-out
 * `customer` is null here, and that is normal) and widens result types through `PartialDeep`.
 */
export function flattenConnection<Node>(
  connection: { nodes: readonly Node[] } | { edges: readonly { node: Node }[] } | null | undefined,
): Node[] {
  if (!connection) return [];
  if ('nodes' in connection) return [...connection.nodes];
  return connection.edges.map((edge) => edge.node);
}

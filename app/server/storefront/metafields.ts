/**
 * The metaobjects a metafield points at, from `reference` (single) and `references` (list),
 * typed as metaobjects: the reference union also admits products, files and pages, which the
 * shop's metafields never hold.
 */
export function referencedMetaobjects<Reference extends { __typename: string }>(
  metafield: { reference?: Reference | null; references?: { nodes: readonly Reference[] } | null } | null | undefined,
): Extract<Reference, { __typename: 'Metaobject' }>[] {
  if (!metafield) return [];
  const all = [...(metafield.reference ? [metafield.reference] : []), ...(metafield.references?.nodes ?? [])];
  return all.filter((node): node is Extract<Reference, { __typename: 'Metaobject' }> => node.__typename === 'Metaobject');
}

/** A metaobject's field value by key, e.g. the taxonomy 'label' ('Cat eye'). */
export function metaobjectField(metaobject: { fields: readonly { key: string; value: string | null }[] }, key: string) {
  return metaobject.fields.find((field) => field.key === key)?.value ?? undefined;
}

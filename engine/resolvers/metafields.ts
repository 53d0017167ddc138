/** Metafield and metaobject views, and the `metafield`/`metafields` fields every owner shares. */
import type { CatalogFile, CatalogMetafield, CatalogMetaobject } from '../catalog/cache.ts';
import { metafieldValue, metaobjectFields } from '../catalog/localized.ts';
import { connection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { gid } from '../ids.ts';
import { mediaImageView } from './images.ts';

const SEED_TIME = '2024-01-01T00:00:00Z';

export function metaobjectView(metaobject: CatalogMetaobject, ctx: EngineContext) {
  const fields = metaobjectFields(metaobject, ctx).map((field) => ({ ...field, reference: null, references: null }));
  return {
    __typename: 'Metaobject',
    id: gid('Metaobject', metaobject.id),
    handle: metaobject.handle,
    type: metaobject.type,
    updatedAt: SEED_TIME,
    onlineStoreUrl: null,
    seo: null,
    fields,
    field: ({ key }: { key: string }) => fields.find((field) => field.key === key) ?? null,
  };
}

/** What a reference metafield points at: files for the file types, metaobjects otherwise. */
function referencedViews(metafield: CatalogMetafield, ctx: EngineContext): object[] {
  const ids = metafield.referenceIds ?? [];
  if (metafield.type.endsWith('file_reference')) {
    return ids
      .map((id) => ctx.catalog.filesById.get(id))
      .filter((file): file is CatalogFile => file !== undefined)
      .map((file) => mediaImageView(file, ctx));
  }
  return ids
    .map((id) => ctx.catalog.metaobjectsById.get(id))
    .filter((m): m is CatalogMetaobject => m !== undefined)
    .map((m) => metaobjectView(m, ctx));
}

export function metafieldView(metafield: CatalogMetafield, ctx: EngineContext) {
  const referenced = referencedViews(metafield, ctx);
  const isList = metafield.type.startsWith('list.');
  return {
    __typename: 'Metafield',
    id: gid('Metafield', metafield.id),
    namespace: metafield.namespace,
    key: metafield.key,
    value: metafieldValue(metafield, ctx),
    type: metafield.type,
    description: metafield.description,
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
    reference: !isList ? (referenced[0] ?? null) : null,
    // Shopify returns null `references` for a metafield that is not a list of references.
    references: (args: ConnectionArgs) =>
      isList && metafield.referenceIds ? connection(referenced, args, (view: object) => view) : null,
  };
}

interface Identifier {
  namespace?: string | null;
  key: string;
}

/** `metafield(namespace:, key:)` and `metafields(identifiers:)` for an owner's metafields. */
export function metafieldAccessors(owned: readonly CatalogMetafield[], ctx: EngineContext) {
  const find = ({ namespace, key }: Identifier) =>
    owned.find((m) => m.key === key && (namespace == null || m.namespace === namespace));
  return {
    metafield: (id: Identifier) => {
      const found = find(id);
      return found ? metafieldView(found, ctx) : null;
    },
    // One entry per identifier, null where the owner has no such metafield, as Shopify does.
    metafields: ({ identifiers }: { identifiers: Identifier[] }) =>
      identifiers.map((id) => {
        const found = find(id);
        return found ? metafieldView(found, ctx) : null;
      }),
  };
}

/** For owners that never have metafields here (shop, customer, cart, order). */
export const NO_METAFIELDS = {
  metafield: () => null,
  metafields: ({ identifiers }: { identifiers: Identifier[] }) => identifiers.map(() => null),
};

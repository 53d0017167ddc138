import { initGraphQLTada } from 'gql.tada';
import type { introspection, introspection_types } from './graphql-env';

/**
 * The `graphql` tag every Storefront document is written with. Types come from the 2024-10
 * Storefront schema (`npm run gql` writes `graphql-env.d.ts` from the schema file shipped by
 * `@shopify/hydrogen-react@2024.10`), so a wrong field is a compile error, not a runtime null.
 *
 * Masking is off: routes read fragment fields directly instead of calling `readFragment`
 * everywhere; fragments still keep the documents short and consistent.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  // Shopify sends these scalars as JSON strings (money amounts as decimal strings, never floats).
  scalars: {
    Color: string;
    DateTime: string;
    Decimal: string;
    HTML: string;
    ISO8601DateTime: string;
    JSON: unknown;
    URL: string;
    UnsignedInt64: string;
  };
}>();

export type { FragmentOf, ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';

/** ISO 3166 country codes the Storefront API knows: what `@inContext(country:)` takes. */
export type CountryCode = introspection_types['CountryCode']['enumValues'];

/** ISO 639-1 language codes the Storefront API knows: what `@inContext(language:)` takes. */
export type LanguageCode = introspection_types['LanguageCode']['enumValues'];

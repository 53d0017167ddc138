/**
 * The official Storefront API schemas, read from the installed @shopify/hydrogen-react packages
 * (never copied into the repo) and built once per API version.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

export const API_VERSIONS = ['2024-10', '2026-04'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

const require = createRequire(import.meta.url);

const SCHEMA_FILES: Record<ApiVersion, string> = {
  '2024-10': '@shopify/hydrogen-react-2024-10/storefront.schema.json',
  '2026-04': '@shopify/hydrogen-react/storefront.schema.json',
};

export function isApiVersion(value: string): value is ApiVersion {
  return (API_VERSIONS as readonly string[]).includes(value);
}

const built = new Map<ApiVersion, GraphQLSchema>();

/** The bare schema for a version (no resolvers); cached for the life of the process. */
export function loadSchema(version: ApiVersion): GraphQLSchema {
  let schema = built.get(version);
  if (!schema) {
    const file = require.resolve(SCHEMA_FILES[version]);
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as IntrospectionQuery | { data: IntrospectionQuery };
    schema = buildClientSchema('data' in json ? json.data : json);
    built.set(version, schema);
  }
  return schema;
}

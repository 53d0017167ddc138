import { createRequire } from 'node:module';
import {
  NoDeprecatedCustomRule,
  TypeInfo,
  buildClientSchema,
  getNamedType,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as addresses from './addresses';
import * as cart from './cart';
import * as catalog from './catalog';
import * as customer from './customer';
import * as fragments from './fragments';
import * as localization from './localization';
import * as products from './products';

/**
 * Every document the shop sends must be valid against the API version we pin (2024-10, SPEC §7)
 * and against the newest one shipped by @shopify/hydrogen-react, and use no deprecated field,
 * so upgrading the version is a config change, not a hunt through the pages.
 */
const require = createRequire(import.meta.url);
const schemas: Record<string, GraphQLSchema> = {
  '2024-10': load('@shopify/hydrogen-react-2024-10/storefront.schema.json'),
  newest: load('@shopify/hydrogen-react/storefront.schema.json'),
};

function load(path: string): GraphQLSchema {
  return buildClientSchema(require(path) as IntrospectionQuery);
}

const modules = { addresses, cart, catalog, customer, fragments, localization, products };

/** Re-parsed with graphql-js: gql.tada's documents come from its own lightweight parser. */
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    isDocument(value) ? [{ label: `${file}.${name}`, document: parse(print(value)) }] : [],
  ),
);
const operations = documents.filter(({ document }) => operationOf(document));

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
}

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((node): node is OperationDefinitionNode => node.kind === 'OperationDefinition');
}

describe('Storefront documents', () => {
  it('cover every area of the shop', () => {
    const names = operations.map(({ document }) => operationOf(document)?.name?.value);
    expect(names).toEqual(
      expect.arrayContaining([
        'Product',
        'CatalogPage',
        'Metaobjects',
        'Cart',
        'CartCreate',
        'CartLinesAdd',
        'CartLinesUpdate',
        'CartLinesRemove',
        'CartBuyerIdentityUpdate',
        'CustomerAccessTokenCreate',
        'CustomerAccessTokenDelete',
        'CustomerAccessTokenRenew',
        'CustomerCreate',
        'Customer',
        'CustomerOrders',
        'CustomerAddressCreate',
        'CustomerAddressUpdate',
        'CustomerAddressDelete',
        'CustomerDefaultAddressUpdate',
        'Localization',
        'Shop',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  for (const [version, schema] of Object.entries(schemas)) {
    describe(`against the ${version} schema`, () => {
      it.each(operations)('$label is valid and uses no deprecated field', ({ document }) => {
        const errors = validate(schema, document, [...specifiedRules, NoDeprecatedCustomRule]);
        expect(errors.map((error) => error.message)).toEqual([]);
      });

      it.each(operations)('$label uses @inContext(country:) when it reads a price', ({ document }) => {
        const operation = operationOf(document)!;
        const typeInfo = new TypeInfo(schema);
        let readsMoney = false;
        visit(
          document,
          visitWithTypeInfo(typeInfo, {
            Field() {
              const type = typeInfo.getType();
              if (type && getNamedType(type).name === 'MoneyV2') readsMoney = true;
            },
          }),
        );
        const inContext = operation.directives?.find((directive) => directive.name.value === 'inContext');
        const country = inContext?.arguments?.find((argument) => argument.name.value === 'country');
        if (readsMoney) expect(country && print(country.value)).toBe('$country');
      });

      it.each(operations)('$label asks for the page language wherever it asks for the market', ({ document }) => {
        const inContext = operationOf(document)!.directives?.find((directive) => directive.name.value === 'inContext');
        const argument = (name: string) => inContext?.arguments?.find((node) => node.name.value === name);
        // Product titles, options and metafield labels come translated with the prices they sit beside.
        if (argument('country')) expect(print(argument('language')!.value)).toBe('$language');
      });
    });
  }

  it('uses every exported fragment in some operation', () => {
    const used = new Set(
      operations.flatMap(({ document }) =>
        document.definitions.flatMap((node) => (node.kind === 'FragmentDefinition' ? [node.name.value] : [])),
      ),
    );
    const fragmentNames = documents.flatMap(({ document }) =>
      operationOf(document)
        ? []
        : document.definitions.flatMap((node) => (node.kind === 'FragmentDefinition' ? [node.name.value] : [])),
    );
    expect(fragmentNames.filter((name) => !used.has(name))).toEqual([]);
  });
});

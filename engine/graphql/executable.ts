/**
 * The official schema with the engine's resolvers attached to its root fields. Nested fields use
 * graphql-js's default resolver over "view" objects (methods for fields with arguments), and
 * interfaces/unions resolve through each view's `__typename`. Root fields the engine does not
 * implement raise an error naming the field, never a silent null.
 */
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { mutationResolvers, queryResolvers } from '../resolvers/index.ts';
import type { EngineContext } from './context.ts';
import { unsupportedField } from './errors.ts';
import type { RootResolver } from './resolver.ts';
import { loadSchema, type ApiVersion } from './schema.ts';

function attach(type: GraphQLObjectType | null | undefined, resolvers: Record<string, RootResolver>): void {
  if (!type) return;
  for (const [name, field] of Object.entries(type.getFields())) {
    const resolve = resolvers[name];
    field.resolve = resolve
      ? (_source, args: Record<string, unknown>, ctx: EngineContext) => resolve(args, ctx)
      : () => {
          throw unsupportedField(name);
        };
  }
}

const ready = new Set<ApiVersion>();

export function executableSchema(version: ApiVersion): GraphQLSchema {
  const schema = loadSchema(version);
  if (!ready.has(version)) {
    attach(schema.getQueryType(), queryResolvers);
    attach(schema.getMutationType(), mutationResolvers);
    ready.add(version);
  }
  return schema;
}

/** Root fields a version's schema has but the engine implements (for docs and tests). */
export function supportedRootFields(version: ApiVersion): { query: string[]; mutation: string[] } {
  const schema = loadSchema(version);
  const names = (type: GraphQLObjectType | null | undefined, resolvers: Record<string, RootResolver>) =>
    Object.keys(type?.getFields() ?? {}).filter((name) => name in resolvers);
  return { query: names(schema.getQueryType(), queryResolvers), mutation: names(schema.getMutationType(), mutationResolvers) };
}

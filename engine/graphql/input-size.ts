/**
 * Shopify's bound on list inputs. The schema states it in each list argument's and input field's
 * description ("The input must not contain more than `250` values."), and Shopify refuses a longer
 * list before anything runs, with MAX_INPUT_SIZE_EXCEEDED. The bound is read from those
 * descriptions, so every list the schema bounds is checked (`nodes(ids:)`, cart lines,
 * attributes, discount and gift card codes, delivery addresses …) with no list named here, and a
 * new schema's lists are checked as it states them.
 */
import {
  getArgumentValues,
  getNullableType,
  GraphQLError,
  GraphQLList,
  isInputObjectType,
  separateOperations,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

const BOUND = /must not contain more than `(\d+)` values/;

function boundOf(description: string | null | undefined): number | null {
  const bound = BOUND.exec(description ?? '')?.[1];
  return bound === undefined ? null : Number(bound);
}

function oversized(node: FieldNode, path: string[], size: number, bound: number): GraphQLError {
  return new GraphQLError(`The input array size of ${size} is greater than the maximum allowed of ${bound}.`, {
    nodes: node,
    path,
    extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' },
  });
}

/** Every list in `value` longer than its bound, down through input objects and their lists. */
function checkValue(
  value: unknown,
  type: GraphQLInputType,
  bound: number | null,
  at: { node: FieldNode; path: string[] },
  errors: GraphQLError[],
): void {
  const nullable = getNullableType(type);
  if (nullable instanceof GraphQLList && Array.isArray(value)) {
    if (bound !== null && value.length > bound) errors.push(oversized(at.node, at.path, value.length, bound));
    value.forEach((item, i) => checkValue(item, nullable.ofType, null, { ...at, path: [...at.path, String(i)] }, errors));
    return;
  }
  if (!isInputObjectType(nullable) || typeof value !== 'object' || value === null) return;
  const fields = value as Record<string, unknown>;
  for (const field of Object.values(nullable.getFields())) {
    if (fields[field.name] === undefined) continue;
    checkValue(fields[field.name], field.type, boundOf(field.description), { ...at, path: [...at.path, field.name] }, errors);
  }
}

/**
 * Errors for each list input of the operation past its bound (empty when all fit). `variables`
 * are the coerced ones; the document must already be valid.
 */
export function inputSizeErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): GraphQLError[] {
  // The operation and the fragments it spreads: another operation's fragments may name variables this one lacks.
  const own = separateOperations(document)[operation.name?.value ?? ''];
  if (!own) return [];
  const errors: GraphQLError[] = [];
  const typeInfo = new TypeInfo(schema);
  const keys: string[] = [];
  visit(
    own,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          keys.push(node.alias?.value ?? node.name.value);
          const definition = typeInfo.getFieldDef();
          if (!definition) return;
          let args: Record<string, unknown>;
          try {
            args = getArgumentValues(definition, node, variables);
          } catch {
            return; // a bad argument is reported when the document runs
          }
          for (const arg of definition.args) {
            if (args[arg.name] === undefined) continue;
            checkValue(args[arg.name], arg.type, boundOf(arg.description), { node, path: [...keys, arg.name] }, errors);
          }
        },
        leave() {
          keys.pop();
        },
      },
    }),
  );
  return errors;
}

/**
 * The cost of a query, by Shopify's published model (shopify.dev, "API rate limits", calculated
 * query cost): a scalar or enum costs 0, an object 1, a mutation 10, an interface or union the most
 * expensive of its possible selections, and a connection 2 plus, for each item its `first` or
 * `last` asks for, the item and what is selected on it. A list that takes a list of ids or
 * identifiers (`nodes(ids:)`, `metafields(identifiers:)`) costs each one it names.
 *
 * `requestedCost` is the most a document can cost, known before it runs (what the limits check);
 * `actualCost` walks the answer with the same rules and the lists' real lengths (what the
 * throttle charges, as Shopify refunds the difference).
 */
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  GraphQLList,
  isAbstractType,
  isLeafType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from './connection.ts';

export const OBJECT_COST = 1;
export const CONNECTION_COST = 2;
export const MUTATION_COST = 10;

/** A field as it is selected: the definition it answers to and where its own selections are. */
interface SelectedField {
  key: string;
  node: FieldNode;
  definition: GraphQLField<unknown, unknown>;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

const isConnection = (type: GraphQLNamedType, definition: GraphQLField<unknown, unknown>) =>
  type.name.endsWith('Connection') && definition.args.some((arg) => arg.name === 'first' || arg.name === 'last');

function argumentsOf(walk: Walk, selected: SelectedField): Record<string, unknown> {
  try {
    return getArgumentValues(selected.definition, selected.node, walk.variables);
  } catch {
    return {}; // a bad argument is reported when the document runs
  }
}

/** Items a connection asks for: `first` or `last`, at most the page size every connection allows. */
function pageSize(args: Record<string, unknown>): number {
  const asked = Math.max(Number(args.first ?? 0) || 0, Number(args.last ?? 0) || 0);
  return Math.min(Math.max(asked, 0), MAX_PAGE_SIZE);
}

/**
 * Plain lists (not connections) whose length the query does not set count as one item, as Shopify's
 * model has it, except inside themselves: product → adjacentVariants → product → adjacentVariants …
 * (or options → optionValues → firstSelectableVariant → product → options …) multiplies at each turn,
 * and a cheap query could build millions of variants. A list met again below itself counts by how
 * long Shopify lets it be.
 */
const LIST_BOUNDS: Readonly<Record<string, number>> = { options: 3, optionValues: 100, adjacentVariants: 100 };

/** The plain lists a field is nested in, by name. */
type ListsAbove = ReadonlySet<string>;

/** How many items a plain list may hold: those its arguments name (ids, identifiers, handles), its bound when nested in itself, else 1. */
function listItems(field: string, args: Record<string, unknown>, above: ListsAbove): number {
  const lengths = Object.values(args).map((value) => (Array.isArray(value) ? value.length : 0));
  return Math.max(1, above.has(field) ? (LIST_BOUNDS[field] ?? 1) : 1, ...lengths);
}

/**
 * The fields a selection set selects on `parent`, fragments spread in. Fields under a type
 * condition other than `parent` go into that condition's group: only one group applies to any
 * one object, so a cost takes the dearest group and the answer's walk takes every group whose
 * fields the object answered.
 */
function selectedFields(walk: Walk, set: SelectionSetNode, parent: GraphQLCompositeType) {
  const common: SelectedField[] = [];
  const groups = new Map<string, SelectedField[]>();
  const visit = (selections: SelectionSetNode, on: GraphQLCompositeType) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue; // __typename and introspection roots: leaves here
        const fields = isObjectType(on) || isInterfaceType(on) ? on.getFields() : {};
        const definition = fields[name];
        if (!definition) continue;
        const entry = { key: selection.alias?.value ?? name, node: selection, definition };
        if (on === parent) common.push(entry);
        else groups.set(on.name, [...(groups.get(on.name) ?? []), entry]);
        continue;
      }
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const conditionName = fragment.typeCondition?.name.value;
      const condition = conditionName ? walk.schema.getType(conditionName) : on;
      visit(fragment.selectionSet, narrowed(walk.schema, on, condition));
    }
  };
  visit(set, parent);
  return { common, groups: [...groups.values()] };
}

/** The type a fragment's fields apply to: `on` itself when the condition always holds there (`... on Node` inside a Product). */
function narrowed(
  schema: GraphQLSchema,
  on: GraphQLCompositeType,
  condition: GraphQLNamedType | undefined,
): GraphQLCompositeType {
  if (!condition || condition === on) return on;
  if (isAbstractType(condition) && isObjectType(on) && schema.isSubType(condition, on)) return on;
  return isObjectType(condition) || isAbstractType(condition) ? condition : on;
}

function fieldCost(walk: Walk, selected: SelectedField, above: ListsAbove): number {
  const returnType = getNullableType(selected.definition.type);
  const named = getNamedType(returnType);
  if (isLeafType(named)) return 0;
  const name = selected.definition.name;
  const isList = returnType instanceof GraphQLList;
  const inside = isList && !above.has(name) ? new Set(above).add(name) : above;
  const below = selected.node.selectionSet ? setCost(walk, selected.node.selectionSet, named, inside) : 0;
  const args = argumentsOf(walk, selected);
  if (isConnection(named, selected.definition)) {
    return CONNECTION_COST + pageSize(args) * itemCost(walk, selected.node.selectionSet, named, above);
  }
  if (isList) return listItems(name, args, above) * (OBJECT_COST + below);
  return OBJECT_COST + below;
}

/** One item of a connection: its node (under `edges` or `nodes`), counted once however it is reached. */
function itemCost(walk: Walk, set: SelectionSetNode | undefined, connection: GraphQLCompositeType, above: ListsAbove): number {
  if (!set) return 0;
  let item = 0;
  for (const field of selectedFields(walk, set, connection).common) {
    const name = field.definition.name;
    const itemType = getNamedType(field.definition.type) as GraphQLCompositeType;
    if (name === 'nodes' && field.node.selectionSet) {
      item = Math.max(item, OBJECT_COST + setCost(walk, field.node.selectionSet, itemType, above));
    } else if (name === 'edges' && field.node.selectionSet) {
      for (const edgeField of selectedFields(walk, field.node.selectionSet, itemType).common) {
        if (edgeField.definition.name !== 'node' || !edgeField.node.selectionSet) continue;
        const nodeType = getNamedType(edgeField.definition.type) as GraphQLCompositeType;
        item = Math.max(item, OBJECT_COST + setCost(walk, edgeField.node.selectionSet, nodeType, above));
      }
    }
  }
  return item;
}

function setCost(walk: Walk, set: SelectionSetNode, parent: GraphQLCompositeType, above: ListsAbove): number {
  const { common, groups } = selectedFields(walk, set, parent);
  const sum = (fields: SelectedField[]) => fields.reduce((total, field) => total + fieldCost(walk, field, above), 0);
  return sum(common) + Math.max(0, ...groups.map(sum));
}

function walkOf(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): Walk {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return { schema, fragments, variables };
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  return operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
}

/** A mutation costs 10 in place of its payload object's 1, whatever it answers. */
function rootFieldCost(operation: OperationDefinitionNode, cost: number): number {
  return operation.operation === 'mutation' ? MUTATION_COST + Math.max(0, cost - OBJECT_COST) : cost;
}

/**
 * The most the operation can cost, before it runs. `variables` are the coerced variable values
 * (defaults applied); the document must already be valid.
 */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const root = rootType(schema, operation);
  if (!root) return 0;
  const walk = walkOf(schema, document, variables);
  const { common } = selectedFields(walk, operation.selectionSet, root);
  return common.reduce((total, field) => total + rootFieldCost(operation, fieldCost(walk, field, new Set())), 0);
}

type Answer = Record<string, unknown>;
const isAnswer = (value: unknown): value is Answer => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an answered object cost: each field it answered, by the answer's own list lengths. */
function answeredSetCost(walk: Walk, set: SelectionSetNode, parent: GraphQLCompositeType, value: Answer): number {
  const { common, groups } = selectedFields(walk, set, parent);
  // A field under a type condition counts when the object answered it; one key counts once.
  const counted = new Map<string, SelectedField>();
  for (const field of [...common, ...groups.flat()])
    if (field.key in value && !counted.has(field.key)) counted.set(field.key, field);
  let total = 0;
  for (const field of counted.values()) total += answeredFieldCost(walk, field, value[field.key]);
  return total;
}

function answeredFieldCost(walk: Walk, selected: SelectedField, value: unknown): number {
  const named = getNamedType(selected.definition.type);
  if (isLeafType(named) || value == null || !selected.node.selectionSet) return 0;
  const set = selected.node.selectionSet;
  const type = named as GraphQLCompositeType;
  const each = (items: unknown[], itemType: GraphQLCompositeType, itemSet: SelectionSetNode) =>
    items.reduce<number>(
      (total, item) => total + (isAnswer(item) ? OBJECT_COST + answeredSetCost(walk, itemSet, itemType, item) : 0),
      0,
    );
  if (isConnection(named, selected.definition) && isAnswer(value)) {
    let items = 0;
    for (const field of selectedFields(walk, set, type).common) {
      const list = value[field.key];
      if (!Array.isArray(list) || !field.node.selectionSet) continue;
      const itemType = getNamedType(field.definition.type) as GraphQLCompositeType;
      if (field.definition.name === 'nodes') items = Math.max(items, each(list, itemType, field.node.selectionSet));
      if (field.definition.name === 'edges') {
        const nodeField = selectedFields(walk, field.node.selectionSet, itemType).common.find(
          (f) => f.definition.name === 'node',
        );
        if (!nodeField?.node.selectionSet) continue;
        const nodes = list.map((edge) => (isAnswer(edge) ? edge[nodeField.key] : null));
        items = Math.max(
          items,
          each(nodes, getNamedType(nodeField.definition.type) as GraphQLCompositeType, nodeField.node.selectionSet),
        );
      }
    }
    return CONNECTION_COST + items;
  }
  if (Array.isArray(value)) return each(value, type, set);
  return isAnswer(value) ? OBJECT_COST + answeredSetCost(walk, set, type, value) : 0;
}

/** What the operation did cost, read from its answer (`data`), by the same rules as `requestedCost`. */
export function actualCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  data: Answer | null | undefined,
): number {
  const root = rootType(schema, operation);
  if (!root || !data) return 0;
  const walk = walkOf(schema, document, variables);
  let total = 0;
  for (const field of selectedFields(walk, operation.selectionSet, root).common) {
    if (field.key in data) total += rootFieldCost(operation, answeredFieldCost(walk, field, data[field.key]));
  }
  return total;
}

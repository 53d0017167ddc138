/**
 * Relay connections as Shopify shapes them (edges, nodes, pageInfo), over an in-memory list.
 * Cursors are opaque: the base64url of the item's position in the full (sorted) list.
 */
import { badArgument } from './errors.ts';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export const MAX_PAGE_SIZE = 250;

export interface Connection<N> {
  edges: { cursor: string; node: N }[];
  nodes: N[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

function encodeCursor(index: number): string {
  return Buffer.from(JSON.stringify({ position: index })).toString('base64url');
}

function decodeCursor(cursor: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { position?: unknown };
    if (typeof parsed.position === 'number' && Number.isInteger(parsed.position) && parsed.position >= 0) {
      return parsed.position;
    }
  } catch {
    // fall through: same error as a well-formed but foreign cursor
  }
  throw badArgument(`Invalid cursor: ${cursor}`);
}

/** Shopify requires one of first/last (at most 250) on every connection. */
export function checkPageArgs(args: ConnectionArgs): void {
  if (args.first == null && args.last == null) throw badArgument('you must provide one of first or last');
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw badArgument(`The ${name} argument must be between 0 and ${MAX_PAGE_SIZE}`);
    }
  }
}

export function connection<T, N>(items: readonly T[], args: ConnectionArgs, toNode: (item: T) => N): Connection<N> {
  checkPageArgs(args);
  const ordered = args.reverse ? [...items].reverse() : items;
  let start = args.after ? decodeCursor(args.after) + 1 : 0;
  let end = args.before ? Math.min(decodeCursor(args.before), ordered.length) : ordered.length;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);
  start = Math.min(start, end);
  const edges = ordered.slice(start, end).map((item, i) => ({ cursor: encodeCursor(start + i), node: toNode(item) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: ordered.length,
  };
}

/** A connection the engine never has items for (selling plans, store availability, delivery groups …). */
export function emptyConnection(args: ConnectionArgs): Connection<never> {
  return connection([], args, (item: never) => item);
}

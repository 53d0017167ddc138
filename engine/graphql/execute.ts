/**
 * The Storefront API endpoint `POST /api/{version}/graphql.json`, answering like Shopify:
 * 404 for an unknown version, 401 for a missing or wrong token, 413 for an oversized body,
 * 400 for a body that is not a GraphQL request, and everything else as HTTP 200 with GraphQL
 * `errors` (each with an `extensions.code`).
 */
import {
  execute,
  getDirectiveValues,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { clientNetwork } from '../../db/client-network.ts';
import type { Database } from '../../db/connection.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import type { Catalog } from '../catalog/cache.ts';
import { createStockReader } from '../catalog/stock.ts';
import { currencyForCountry } from '../countries.ts';
import { languageOfCode } from '../i18n/languages.ts';
import { pricingFor } from '../money.ts';
import { accessOf, type ApiTokens, type Connection } from './access.ts';
import { readBodyWithin } from './body.ts';
import type { EngineConfig, EngineContext } from './context.ts';
import { actualCost, requestedCost } from './cost.ts';
import { maxDepthRule, MAX_QUERY_DEPTH } from './depth.ts';
import { inputSizeErrors } from './input-size.ts';
import { unstorableStringError } from './unstorable-strings.ts';
import { ENGINE_RETRY_AFTER_SECONDS, serviceUnavailable, throttled } from './errors.ts';
import { executableSchema } from './executable.ts';
import { maxCostExceeded, MAX_QUERY_COST, MAX_TOKENS, selectionLimitErrors } from './limits.ts';
import { onePasswordMutationRule } from './password-mutations.ts';
import { isApiVersion } from './schema.ts';
import type { PublicGate } from './public-gate.ts';
import type { Throttle, ThrottleStatus } from './throttle.ts';
import { PUBLIC_PACE, SHOP_PACE, slicedFieldResolver } from './time-slice.ts';

export const MAX_BODY_BYTES = 100 * 1024;

export interface GraphqlDeps {
  db: Database;
  config: EngineConfig;
  catalog: Catalog;
  tokens: ApiTokens;
  /** Cost buckets of the public token's clients (the private token's server limits its own shoppers). */
  throttle: Throttle;
  /** The public token's work across all its clients (public-gate.ts). */
  gate: PublicGate;
}

/** Shopify's `extensions.cost`, on every answer that got as far as a cost. */
interface CostExtension {
  requestedQueryCost: number | null;
  actualQueryCost: number | null;
  throttleStatus?: ThrottleStatus;
}

/** CORS is http.ts's: it knows whether the request was credentialed. */
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

const INVALID_BODY = { errors: { query: 'Required parameter missing or invalid' } };

interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

function readRequest(text: string, contentType: string): GraphqlRequest | null {
  if (contentType.includes('application/graphql')) return { query: text, variables: undefined, operationName: undefined };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || !query.trim()) return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  return {
    query,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    // An empty name names no operation, as the GraphQL-over-HTTP spec and Shopify's clients read it.
    operationName: typeof operationName === 'string' && operationName !== '' ? operationName : undefined,
  };
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions.code) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}

/**
 * Internal failures are logged and reported without their details, as a hosted API would. Work
 * dropped because its caller had gone (`callerGone`: a password hash no one waits for any more) is
 * not a failure, and is not logged as one.
 */
function maskInternal(error: GraphQLError, callerGone: boolean): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return withCode(error, 'BAD_REQUEST');
  if (!callerGone) console.error('[engine] resolver failed:', original);
  return new GraphQLError('Internal error. Looks like something went wrong on our end.', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/**
 * The arguments of `@inContext` on the operation (`country`, `language`), if any, read with the
 * coerced variables: a variable's default (`$country: CountryCode = KW`) counts when none is sent.
 */
function inContext(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | null | undefined,
  variables: Record<string, unknown> | null,
): Record<string, unknown> {
  const directive = schema.getDirective('inContext');
  if (!operation || !variables || !directive) return {}; // variables that do not fit: execute() says why
  try {
    return getDirectiveValues(directive, operation, variables) ?? {};
  } catch {
    return {}; // a bad argument is reported by execute() itself
  }
}

export async function handleGraphql(
  request: Request,
  version: string,
  deps: GraphqlDeps,
  connection: Connection,
): Promise<Response> {
  if (!isApiVersion(version)) return json({ errors: 'Not Found' }, 404);
  // CORS pre-flights and the version in the path are answered by http.ts before this.
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST, OPTIONS' } });

  const access = accessOf(request, deps.tokens, connection);
  if (!access) {
    return json({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }, 401);
  }

  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return json({ errors: 'Request body too large' }, 413);
  const text = await readBodyWithin(request, MAX_BODY_BYTES);
  if (text === null) return json({ errors: 'Request body too large' }, 413);

  // The public token's clients each have a bucket of cost points; a request that never runs still
  // pays the minimum, so a flood of broken or oversized documents empties it like any other.
  const bucket = access.token === 'public' ? clientBucket(deps.throttle, access.clientIp) : null;
  if (bucket && !bucket.hasRoom()) return json(throttledAnswer(null, bucket.status()));
  const refuse = (body: unknown, status = 200) => {
    bucket?.charge();
    return json(body, status);
  };
  // A document over a limit asked for more than any storefront does, and reading it took real work:
  // it pays what the dearest allowed query may, so a client sending them is soon turned away before
  // its body is read, where refusing costs next to nothing.
  const refuseOverLimit = (errors: GraphQLError[], requested?: number) => {
    bucket?.chargeOverLimit();
    return json(requested === undefined ? { errors } : { errors, extensions: { cost: costOf(requested, null, bucket) } });
  };

  const req = readRequest(text, request.headers.get('content-type') ?? '');
  if (!req) return refuse(INVALID_BODY, 400);

  let document: DocumentNode;
  try {
    document = parse(req.query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return refuse({ errors: [withCode(error as GraphQLError, 'GRAPHQL_PARSE_FAILED')] });
  }
  // Counted before the standard rules run: they compare fields pairwise, so size comes first.
  const oversized = selectionLimitErrors(document);
  if (oversized.length > 0) return refuseOverLimit(oversized);
  const schema = executableSchema(version);
  const invalid = validate(schema, document, [...specifiedRules, maxDepthRule(MAX_QUERY_DEPTH), onePasswordMutationRule]);
  if (invalid.length > 0) return refuse({ errors: invalid.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) });

  const operation = getOperationAST(document, req.operationName);
  const variables = operation ? coercedVariables(schema, operation, req.variables) : null;
  const unstorable = unstorableStringError(document, variables);
  if (unstorable) return refuse({ errors: [unstorable] });
  const oversizedInput = operation && variables ? inputSizeErrors(schema, document, operation, variables) : [];
  if (oversizedInput.length > 0) return refuse({ errors: oversizedInput });
  const requested = operation && variables ? requestedCost(schema, document, operation, variables) : null;
  if (requested !== null && requested > MAX_QUERY_COST) {
    return refuseOverLimit([maxCostExceeded(requested)], requested);
  }
  const reserved = bucket ? bucket.admit(requested ?? 0) : null;
  if (bucket && reserved === null) return json(throttledAnswer(requested, bucket.status()));

  // Executes the admitted query and settles its bucket with what it really cost.
  const respond = async (): Promise<Response> => {
    const directive = inContext(schema, operation, variables);
    const country = typeof directive.country === 'string' ? directive.country : null;
    const context: EngineContext = {
      db: deps.db,
      config: deps.config,
      catalog: deps.catalog,
      stock: createStockReader(deps.db),
      version,
      country,
      language: languageOfCode(directive.language),
      pricing: pricingFor(currencyForCountry(country), deps.config.rates),
      clientIp: access.clientIp,
      token: access.token,
      signal: request.signal,
    };
    const result: ExecutionResult = await execute({
      schema,
      document,
      variableValues: req.variables,
      operationName: req.operationName,
      contextValue: context,
      fieldResolver: slicedFieldResolver(bucket ? PUBLIC_PACE : SHOP_PACE),
    });
    // A database that cannot be reached is the service being down, not a bad query: Shopify answers
    // that with a 503, which the shop's client reports as a dependency failure (and does not retry
    // inside the page, as the Retry-After is longer than a page may wait).
    if (result.errors?.some((error) => isDatabaseUnavailable(error.originalError))) {
      bucket?.settle(reserved, 0);
      console.error('[engine] database unavailable:', result.errors.find((error) => error.originalError)?.originalError);
      return new Response(JSON.stringify({ errors: [serviceUnavailable()] }), {
        status: 503,
        headers: { ...JSON_HEADERS, 'retry-after': String(ENGINE_RETRY_AFTER_SECONDS) },
      });
    }
    const actual = operation && variables ? actualCost(schema, document, operation, variables, result.data) : null;
    bucket?.settle(reserved, actual ?? 0);
    const answer = result.errors
      ? { ...result, errors: onceEach(result.errors).map((error) => maskInternal(error, request.signal.aborted)) }
      : result;
    return json(requested === null ? answer : { ...answer, extensions: { cost: costOf(requested, actual, bucket) } });
  };
  if (!bucket) return respond();
  const gated = await deps.gate.run(requested ?? 0, respond);
  if (gated) return gated;
  // Turned away for want of room, it pays what it asked for: a client that keeps sending dear
  // queries while the shop is busy is soon turned away before its body is read.
  bucket.settle(reserved, requested ?? 0);
  return json(throttledAnswer(requested, bucket.status()));
}

/** The variables with their defaults, as the query will run with them; null when they do not fit (execute says why). */
function coercedVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  given: Record<string, unknown> | undefined,
): Record<string, unknown> | null {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], given ?? {}, { maxErrors: 1 });
  return coerced.coerced ?? null;
}

/** One client's bucket: the token and the IP's network it speaks for (requests with no known IP share one). */
function clientBucket(throttle: Throttle, clientIp: string | null) {
  const client = `public:${clientIp === null ? 'unknown' : clientNetwork(clientIp)}`;
  return {
    hasRoom: () => throttle.hasRoom(client),
    admit: (requested: number) => throttle.admit(client, requested),
    settle: (reserved: number | null, actual: number) => {
      if (reserved !== null) throttle.settle(client, reserved, actual);
    },
    charge: () => throttle.charge(client),
    chargeOverLimit: () => throttle.charge(client, Date.now(), MAX_QUERY_COST),
    status: () => throttle.status(client),
  };
}
type ClientBucket = ReturnType<typeof clientBucket>;

function costOf(requested: number, actual: number | null, bucket: ClientBucket | null): CostExtension {
  const cost: CostExtension = { requestedQueryCost: requested, actualQueryCost: actual };
  if (bucket) cost.throttleStatus = bucket.status();
  return cost;
}

/** Shopify's throttled answer: HTTP 200, no data, THROTTLED and the bucket's state. */
function throttledAnswer(requested: number | null, status: ThrottleStatus) {
  return {
    errors: [throttled()],
    extensions: { cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: status } },
  };
}

/**
 * The errors of an answer, the field limit's said once: every field past it fails with the same
 * error (time-slice.ts), and an answer listing each would grow with the very work the limit stops.
 */
function onceEach(errors: readonly GraphQLError[]): GraphQLError[] {
  let limitSaid = false;
  return errors.filter((error) => {
    if (error.extensions.code !== 'MAX_COST_EXCEEDED') return true;
    if (limitSaid) return false;
    limitSaid = true;
    return true;
  });
}

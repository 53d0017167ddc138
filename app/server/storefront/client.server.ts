import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { TadaDocumentNode } from 'gql.tada';
import { MUTATION_RETRYABLE_STATUSES, RETRYABLE_STATUSES, backoffDelay, parseRetryAfter } from './backoff';
import { StorefrontError } from './errors';
import type { CountryCode, LanguageCode } from './graphql';

/**
 * The one thing in the shop that speaks Storefront GraphQL over HTTP. It does not know whether
 * Shopify or the local engine answers: both take the same request at `endpoint`.
 */
export interface StorefrontClientOptions {
  /** The full GraphQL URL, e.g. https://shop.myshopify.com/api/2024-10/graphql.json */
  endpoint: string;
  /** Public Storefront token (X-Shopify-Storefront-Access-Token). */
  publicToken?: string;
  /** Private Storefront token; preferred over the public one when both are given (server-side use). */
  privateToken?: string;
  /** Injectable so the embedded engine can be called in-process, and for tests. */
  fetch?: typeof fetch;
  /** Time-out per HTTP attempt, in milliseconds. */
  timeoutMs?: number;
  /** Further attempts after the first, for 429/502/503 (and network errors of queries). */
  retries?: number;
  /** First backoff step; it doubles per retry (with jitter) up to `retryMaxDelayMs`. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /**
   * The longest Retry-After we are willing to wait inside a page request; a longer one fails
   * at once with the 429/503 rather than keeping the shopper waiting.
   */
  maxRetryAfterMs?: number;
}

type OwnVariables<Variables> = Omit<Variables, 'country' | 'language'>;

/** True when a document's variables (other than `$country` and `$language`) may all be left out. */
type AllOptional<T> = Partial<T> extends T ? true : false;

export type QueryOptions<Variables> = (AllOptional<OwnVariables<Variables>> extends true
  ? { variables?: OwnVariables<Variables> }
  : { variables: OwnVariables<Variables> }) & {
  /** The shopper's country: sent as `$country` to documents that use `@inContext(country:)`. */
  country?: CountryCode;
  /** The page's language: sent as `$language` to documents that use `@inContext(language:)`. */
  language?: LanguageCode;
  /** The shopper's IP, sent with the private token so Shopify rate-limits per buyer. */
  buyerIp?: string;
  /** Aborts the call, e.g. the incoming request's signal when the shopper goes away. */
  signal?: AbortSignal;
};

/** Options are optional exactly when the document has no required variables. */
type QueryArgs<Variables> =
  AllOptional<OwnVariables<Variables>> extends true ? [options?: QueryOptions<Variables>] : [options: QueryOptions<Variables>];

export interface StorefrontClient {
  readonly endpoint: string;
  /** Runs a query or mutation; resolves with its `data`, or throws a StorefrontError. */
  query<Result, Variables>(document: TadaDocumentNode<Result, Variables>, ...args: QueryArgs<Variables>): Promise<Result>;
}

interface Operation {
  name: string | undefined;
  text: string;
  isMutation: boolean;
  acceptsCountry: boolean;
  acceptsLanguage: boolean;
}

const operations = new WeakMap<object, Operation>();

/** Printed once per document: documents are module constants, so this is a fixed-size cache. */
function describe(document: DocumentNode): Operation {
  let operation = operations.get(document);
  if (!operation) {
    const definition = document.definitions.find((node): node is OperationDefinitionNode => node.kind === 'OperationDefinition');
    if (!definition) throw new TypeError('A Storefront document needs a query or mutation');
    operation = {
      name: definition.name?.value,
      text: print(document),
      isMutation: definition.operation === 'mutation',
      acceptsCountry: declares(definition, 'country'),
      acceptsLanguage: declares(definition, 'language'),
    };
    operations.set(document, operation);
  }
  return operation;
}

function declares(definition: OperationDefinitionNode, variable: string): boolean {
  return (definition.variableDefinitions ?? []).some((node) => node.variable.name.value === variable);
}

export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const {
    endpoint,
    publicToken,
    privateToken,
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = 8000,
    retries = 2,
    retryBaseDelayMs = 300,
    retryMaxDelayMs = 4000,
    maxRetryAfterMs = 5000,
  } = options;

  function headersFor(buyerIp: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (privateToken) {
      headers['Shopify-Storefront-Private-Token'] = privateToken;
      if (buyerIp) headers['Shopify-Storefront-Buyer-IP'] = buyerIp;
    } else if (publicToken) {
      headers['X-Shopify-Storefront-Access-Token'] = publicToken;
    }
    return headers;
  }

  /** One HTTP attempt, body included, under its own time-out. */
  async function send(
    body: string,
    headers: Record<string, string>,
    callerSignal: AbortSignal | undefined,
    operation: string | undefined,
  ) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([timeout, callerSignal]) : timeout;
    // Racing as well as passing the signal: an in-process fetch (the embedded engine) may ignore it.
    try {
      const response = await raceAbort(fetchImpl(endpoint, { method: 'POST', headers, body, signal }), signal);
      const text = await raceAbort(response.text(), signal);
      return { response, text };
    } catch (error) {
      if (timeout.aborted && !callerSignal?.aborted) {
        throw new StorefrontError('timeout', `The Storefront API did not answer within ${timeoutMs} ms`, {
          operation,
          cause: error,
        });
      }
      throw error;
    }
  }

  async function query<Result, Variables>(
    document: TadaDocumentNode<Result, Variables>,
    ...args: QueryArgs<Variables>
  ): Promise<Result> {
    const options: QueryOptions<Variables> | undefined = args[0];
    // gql.tada types its AST with @0no-co/graphql.web's node types; graphql-js reads the same objects.
    const operation = describe(document as unknown as DocumentNode);
    const variables: Record<string, unknown> = { ...(options?.variables as object | undefined) };
    if (options?.country && operation.acceptsCountry) variables.country = options.country;
    if (options?.language && operation.acceptsLanguage) variables.language = options.language;
    const body = JSON.stringify({ query: operation.text, variables, operationName: operation.name });
    const headers = headersFor(options?.buyerIp);
    const callerSignal = options?.signal;

    for (let attempt = 0; ; attempt++) {
      const mayRetry = attempt < retries;
      let response: Response;
      let text: string;
      try {
        ({ response, text } = await send(body, headers, callerSignal, operation.name));
      } catch (error) {
        const failure = transportError(error, operation.name, callerSignal);
        // A mutation that failed in transit may have been applied: repeating it could add a line twice.
        if (failure.kind === 'network' && !operation.isMutation && mayRetry && !callerSignal?.aborted) {
          await sleep(backoffDelay(attempt, retryBaseDelayMs, retryMaxDelayMs), callerSignal, operation.name);
          continue;
        }
        throw failure;
      }
      // A 502 may come after the API applied a mutation; 429 and 503 mean it was turned away.
      const retryable = operation.isMutation ? MUTATION_RETRYABLE_STATUSES : RETRYABLE_STATUSES;
      if (retryable.has(response.status) && mayRetry) {
        const wait =
          parseRetryAfter(response.headers.get('retry-after')) ?? backoffDelay(attempt, retryBaseDelayMs, retryMaxDelayMs);
        if (wait <= maxRetryAfterMs) {
          await sleep(wait, callerSignal, operation.name);
          continue;
        }
      }
      return readResult<Result>(response, text, operation.name);
    }
  }

  return { endpoint, query };
}

/** Turns the HTTP answer into `data`, or the typed error a route can show. */
function readResult<Result>(response: Response, text: string, operation: string | undefined): Result {
  const status = response.status;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const messages = errorMessages(json);
    const reason = messages.length > 0 ? messages.join(', ') : response.statusText || 'no details';
    throw new StorefrontError('http', `The Storefront API answered HTTP ${status}: ${reason}`, {
      status,
      messages: messages.length > 0 ? messages : [reason],
      operation,
    });
  }
  if (!isRecord(json)) {
    throw new StorefrontError('http', `The Storefront API answered HTTP ${status} with a body that is not JSON`, {
      status,
      operation,
    });
  }
  if (Array.isArray(json.errors) && json.errors.length > 0) {
    const messages = errorMessages(json);
    const codes = json.errors.flatMap((error: unknown) => {
      const code = isRecord(error) && isRecord(error.extensions) ? error.extensions.code : undefined;
      return typeof code === 'string' ? [code] : [];
    });
    throw new StorefrontError('graphql', messages.join(', '), { status, messages, codes, operation });
  }
  if (!isRecord(json.data)) {
    throw new StorefrontError('http', `The Storefront API answered HTTP ${status} without data`, { status, operation });
  }
  // The shape is the document's: the API validated it against the same schema the types come from.
  return json.data as Result;
}

/** Shopify's error bodies: `{errors: [{message}]}`, `{errors: "text"}` or `{errors: {field: "text"}}`. */
function errorMessages(json: unknown): string[] {
  if (!isRecord(json)) return [];
  const { errors } = json;
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) {
    return errors.map((error: unknown) => (isRecord(error) && typeof error.message === 'string' ? error.message : String(error)));
  }
  if (isRecord(errors)) return Object.values(errors).map(String);
  return [];
}

function transportError(error: unknown, operation: string | undefined, callerSignal: AbortSignal | undefined): StorefrontError {
  if (error instanceof StorefrontError) return error;
  const reason = callerSignal?.aborted ? 'the request was aborted' : describeCause(error);
  return new StorefrontError('network', `Could not reach the Storefront API: ${reason}`, { operation, cause: error });
}

/** fetch wraps the useful part (ECONNREFUSED ...) in `cause`. */
function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) return `${error.message} (${'code' in cause ? String(cause.code) : cause.message})`;
  return error.message;
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Waits between attempts; the caller's abort ends the wait (and the call) at once. */
function sleep(ms: number, signal: AbortSignal | undefined, operation: string | undefined): Promise<void> {
  const aborted = () =>
    new StorefrontError('network', 'Could not reach the Storefront API: the request was aborted', { operation });
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

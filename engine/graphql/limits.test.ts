import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_TOKEN, PUBLIC_URL, startHarness, TOKEN, type Harness } from '../test/harness.ts';
import { MAX_ALIASES, MAX_FIELDS, MAX_QUERY_COST } from './limits.ts';

// A small bucket (three minimum-cost requests, refilling one point a second) shows the throttle.
const THROTTLE = { maximumAvailable: 300, restoreRate: 1, minimumCost: 100 };

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ throttle: THROTTLE });
});
afterAll(() => h?.close());

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: {
    cost?: { requestedQueryCost: number | null; actualQueryCost: number | null; throttleStatus?: Record<string, number> };
  };
}

let nextIp = 1;
/** Each test speaks from its own IP, so its bucket starts full. */
const freshIp = () => `198.51.100.${nextIp++}`;

async function ask(
  query: string,
  { ip = freshIp(), token = TOKEN, body, harness = h }: { ip?: string; token?: string; body?: BodyInit; harness?: Harness } = {},
) {
  const tokenHeader = token === PRIVATE_TOKEN ? 'shopify-storefront-private-token' : 'x-shopify-storefront-access-token';
  const response = (await harness.engine.handle(
    new Request(`${PUBLIC_URL}/api/2024-10/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [tokenHeader]: token },
      body: body ?? JSON.stringify({ query }),
      // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types lack it
      duplex: 'half',
    }),
    { clientIp: ip },
  ))!;
  return { status: response.status, body: (await response.json()) as Answer };
}

const codes = (answer: Answer) => answer.errors?.map((error) => error.extensions?.code);

describe('GraphQL limits (issue 16)', () => {
  it('allows at most 250 items per connection', async () => {
    expect((await ask('{ products(first: 250) { nodes { id } } }')).body.errors).toBeUndefined();
    const over = await ask('{ products(first: 251) { nodes { id } } }');
    expect(codes(over.body)).toEqual(['ARGUMENT_INVALID']);
  });

  it('refuses a query that costs more than one request may, with Shopify’s code and the cost, before running it', async () => {
    const one = 'products(first: 250) { nodes { variants(first: 250) { nodes { id } } } }';
    const query = `{ ${[1, 2, 3, 4].map((i) => `a${i}: ${one}`).join(' ')} }`;
    const { status, body } = await ask(query);
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(codes(body)).toEqual(['MAX_COST_EXCEEDED']);
    expect(body.errors![0]!.message).toBe(
      `Query cost is 253008, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`,
    );
    expect(body.extensions?.cost).toMatchObject({ requestedQueryCost: 253_008, actualQueryCost: null });
  });

  it('reports the requested and actual cost of every answer', async () => {
    const { body } = await ask('{ products(first: 250) { nodes { id } } }');
    const cost = body.extensions!.cost!;
    expect(cost.requestedQueryCost).toBe(252);
    expect(cost.actualQueryCost).toBeLessThan(252); // the fixture catalog has fewer products
    expect(cost.throttleStatus).toMatchObject({ maximumAvailable: 300, restoreRate: 1 });
  });

  it('limits aliases and fields, however they are spread', async () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `s${i}: shop { name }`).join(' ');
    expect(codes((await ask(`{ ${aliases} }`)).body)).toContain('MAX_ALIASES_EXCEEDED');
    // A fragment of 100 fields spread 21 times: small to send, 2,100 fields to run.
    const names = Array.from({ length: 100 }, () => '__typename').join(' ');
    const spreads = Array.from({ length: 21 }, (_, i) => `p${i}: product(handle: "x") { ...F }`).join(' ');
    const fields = await ask(`{ ${spreads} } fragment F on Product { ${names} }`);
    expect(fields.body.errors?.find((e) => e.extensions?.code === 'MAX_FIELDS_EXCEEDED')?.extensions?.maxFields).toBe(MAX_FIELDS);
  });

  it('makes a document over a limit pay what the dearest allowed query may, so its sender is turned away next', async () => {
    const ip = freshIp();
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `s${i}: shop { name }`).join(' ');
    expect(codes((await ask(`{ ${aliases} }`, { ip })).body)).toEqual(['MAX_ALIASES_EXCEEDED']);
    const next = await ask('{ shop { name } }', { ip });
    expect(codes(next.body)).toEqual(['THROTTLED']);
    expect(next.body.extensions?.cost?.throttleStatus?.currentlyAvailable).toBe(0);
    expect((await ask('{ shop { name } }')).body.errors).toBeUndefined();
  });

  it('throttles a client whose bucket is empty, as Shopify does, and only that client', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask('{ shop { name } }', { ip }));
    expect(answers.slice(0, 3).map((a) => a.body.errors)).toEqual([undefined, undefined, undefined]);
    const throttled = answers[3]!;
    expect(throttled.status).toBe(200);
    expect(throttled.body.data).toBeUndefined();
    expect(codes(throttled.body)).toEqual(['THROTTLED']);
    expect(throttled.body.extensions?.cost?.throttleStatus).toEqual({
      maximumAvailable: 300,
      currentlyAvailable: 0,
      restoreRate: 1,
    });
    // Broken requests empty the bucket too, and another client is served meanwhile.
    expect((await ask('{ shop { name } }')).body.errors).toBeUndefined();
    const other = freshIp();
    for (let i = 0; i < 3; i++) await ask('{ shop {', { ip: other });
    expect(codes((await ask('{ shop { name } }', { ip: other })).body)).toEqual(['THROTTLED']);
  });

  it('counts an IPv6 client by its /64, so a new address of the same network finds the bucket as it was left', async () => {
    const network = '2001:db8:14:64';
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask('{ shop { name } }', { ip: `${network}::${i + 1}` }));
    expect(codes(answers[3]!.body)).toEqual(['THROTTLED']);
    expect((await ask('{ shop { name } }', { ip: '2001:db8:14:65::1' })).body.errors).toBeUndefined();
  });

  it('never throttles the private token: its server limits its own shoppers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await ask('{ shop { name } }', { ip, token: PRIVATE_TOKEN })).body.errors).toBeUndefined();
    }
  });

  it('refuses a chunked body over 100 KB, reading no more than it drains before closing', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 256) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const { status } = await ask('', { body });
    expect(status).toBe(413);
    expect(sent * chunk.byteLength).toBeLessThan(2 * 1024 * 1024); // of 4 MB sent
  });
});

describe('the public token’s shared budget (issue 16)', () => {
  // Room for one query at a time and none waiting: of queries sent together, all but one are turned away.
  let gated: Harness;
  beforeAll(async () => {
    gated = await startHarness({ publicGate: { capacity: 1, maxWaiting: 0 } });
  });
  afterAll(() => gated?.close());

  it('turns public queries away as THROTTLED, from whatever address, while the budget is taken; never the private token', async () => {
    // Stock is read from the database, so each query is still running when the next arrives.
    const query = '{ products(first: 20) { nodes { variants(first: 5) { nodes { quantityAvailable } } } } }';
    const [publicAnswers, privateAnswers] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => ask(query, { harness: gated }))),
      Promise.all(Array.from({ length: 3 }, () => ask(query, { harness: gated, token: PRIVATE_TOKEN }))),
    ]);
    const outcomes = publicAnswers.map(({ status, body }) => `${status} ${codes(body)?.join() ?? 'data'}`);
    expect(outcomes).toContain('200 data');
    expect(outcomes).toContain('200 THROTTLED');
    expect(new Set(outcomes)).toEqual(new Set(['200 data', '200 THROTTLED']));
    for (const { body } of privateAnswers) expect(body.errors).toBeUndefined();
    // Once the budget is free again, the next public query runs.
    expect((await ask('{ shop { name } }', { harness: gated })).body.errors).toBeUndefined();
  });
});

import { buildSchema, execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { slicedFieldResolver } from './time-slice.ts';

const schema = buildSchema('type Item { name: String } type Query { items: [Item] }');
const rootValue = { items: Array.from({ length: 5_000 }, (_, i) => ({ name: `item ${i}` })) };
const document = parse('{ items { name } }');

/** How many turns other work got on the event loop while the query ran. */
async function turnsOthersGot(run: () => unknown): Promise<number> {
  let turns = 0;
  let running = true;
  const other = () => {
    if (!running) return;
    turns += 1;
    setImmediate(other);
  };
  setImmediate(other);
  await run();
  running = false;
  return turns;
}

describe('a query runs in slices', () => {
  it('lets other work run while a large answer is built', async () => {
    const sliced = await turnsOthersGot(() =>
      execute({ schema, document, rootValue, fieldResolver: slicedFieldResolver({ sliceMs: 0, restMs: 0 }) }),
    );
    expect(sliced).toBeGreaterThan(1);
    const result = await execute({ schema, document, rootValue, fieldResolver: slicedFieldResolver({ sliceMs: 0, restMs: 0 }) });
    expect((result.data as { items: unknown[] }).items).toHaveLength(5_000);
  });

  it('rests between slices when paced, so others get more of the loop', async () => {
    const paced = await turnsOthersGot(() =>
      execute({ schema, document, rootValue, fieldResolver: slicedFieldResolver({ sliceMs: 0, restMs: 20 }) }),
    );
    const unpaced = await turnsOthersGot(() =>
      execute({ schema, document, rootValue, fieldResolver: slicedFieldResolver({ sliceMs: 0, restMs: 0 }) }),
    );
    expect(paced).toBeGreaterThan(unpaced);
  });

  it('gives nobody a turn without slicing (the case it guards against)', async () => {
    expect(await turnsOthersGot(() => execute({ schema, document, rootValue }))).toBe(0);
  });

  it('stops resolving past the field limit: every field after it fails with the limit’s error', async () => {
    const result = await execute({
      schema,
      document,
      rootValue,
      fieldResolver: slicedFieldResolver({ sliceMs: 10, restMs: 0 }, 1_000),
    });
    const items = (result.data as { items: { name: string | null }[] }).items;
    // The list field itself is the first resolved.
    expect(items.filter((item) => item.name !== null)).toHaveLength(999);
    expect(new Set(result.errors?.map((error) => error.message))).toEqual(
      new Set(['Query resolved more than 1000 fields, which one request may not']),
    );
    const within = await execute({
      schema,
      document,
      rootValue,
      fieldResolver: slicedFieldResolver({ sliceMs: 10, restMs: 0 }, 5_001),
    });
    expect(within.errors).toBeUndefined();
  });
});

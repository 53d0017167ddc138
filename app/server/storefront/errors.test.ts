import { describe, expect, it } from 'vitest';
import type * as errors from './errors';
import { isStorefrontError, StorefrontError } from './errors';

type ErrorsModule = typeof errors;

/**
 * In production the Storefront client comes from server.ts's copy of errors.ts and the routes
 * from the build's own copy: the routes must still recognise the client's errors. A query string
 * makes the test runner load a second, separate copy of the module, as the two bundles do.
 */
async function otherCopy(): Promise<ErrorsModule> {
  const secondCopy = './errors.ts?second-copy';
  const copy = (await import(/* @vite-ignore */ secondCopy)) as ErrorsModule;
  expect(copy.StorefrontError).not.toBe(StorefrontError);
  return copy;
}

describe('StorefrontError across two copies of its module', () => {
  it('is recognised by isStorefrontError and instanceof of either copy', async () => {
    const copy = await otherCopy();
    const thrown = new copy.StorefrontError('graphql', 'Throttled', { codes: ['THROTTLED'] });
    expect(isStorefrontError(thrown)).toBe(true);
    expect(thrown instanceof StorefrontError).toBe(true);
    expect(new StorefrontError('timeout', 'slow') instanceof copy.StorefrontError).toBe(true);
  });

  it('still tells other errors apart', async () => {
    const copy = await otherCopy();
    for (const other of [new Error('boom'), new TypeError('x'), { name: 'StorefrontError' }, null, 'StorefrontError']) {
      expect(isStorefrontError(other)).toBe(false);
      expect(copy.isStorefrontError(other)).toBe(false);
      expect(other instanceof StorefrontError).toBe(false);
    }
    expect(new StorefrontError('http', 'x') instanceof Error).toBe(true);
  });
});

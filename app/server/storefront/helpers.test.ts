import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from './backoff';
import { flattenConnection } from './connection';
import { userErrorsMessage } from './errors';
import { metaobjectField, referencedMetaobjects } from './metafields';

describe('userErrorsMessage', () => {
  it('joins the messages with commas (SPEC §8)', () => {
    expect(userErrorsMessage([{ message: 'Email has already been taken' }, { message: 'Password is too short' }])).toBe(
      'Email has already been taken, Password is too short',
    );
  });
  it('is empty without errors', () => {
    expect(userErrorsMessage([])).toBe('');
    expect(userErrorsMessage(null)).toBe('');
  });
});

describe('flattenConnection', () => {
  it('reads nodes and edges', () => {
    expect(flattenConnection({ nodes: [1, 2] })).toEqual([1, 2]);
    expect(flattenConnection({ edges: [{ node: 'a' }, { node: 'b' }] })).toEqual(['a', 'b']);
  });
  it('gives an empty list for a missing connection', () => {
    expect(flattenConnection(null)).toEqual([]);
    expect(flattenConnection(undefined)).toEqual([]);
  });
});

describe('retry timing', () => {
  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('0.5')).toBe(500);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
  it('backs off exponentially with jitter, capped', () => {
    expect(backoffDelay(0, 100, 1000, () => 0)).toBe(50);
    expect(backoffDelay(0, 100, 1000, () => 1)).toBe(100);
    expect(backoffDelay(2, 100, 1000, () => 1)).toBe(400);
    expect(backoffDelay(10, 100, 1000, () => 1)).toBe(1000);
  });
});

describe('referencedMetaobjects', () => {
  type Reference =
    | { __typename: 'Product' }
    | { __typename: 'Metaobject'; id: string; handle: string; fields: { key: string; value: string | null }[] };
  const aviator: Reference = {
    __typename: 'Metaobject',
    id: 'gid://shopify/Metaobject/1',
    handle: 'aviator',
    fields: [{ key: 'label', value: 'Aviator' }],
  };

  it('collects single and list references, metaobjects only', () => {
    const found = referencedMetaobjects<Reference>({
      reference: aviator,
      references: { nodes: [{ __typename: 'Product' }, aviator] },
    });
    expect(found.map((metaobject) => metaobject.handle)).toEqual(['aviator', 'aviator']);
    expect(metaobjectField(found[0]!, 'label')).toBe('Aviator');
    expect(metaobjectField(found[0]!, 'missing')).toBeUndefined();
  });

  it('is empty for a missing metafield', () => {
    expect(referencedMetaobjects(null)).toEqual([]);
  });
});

import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const coded = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, closed or timed-out connection, also wrapped by drizzle', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], coded('CONNECTION_CLOSED')))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: coded('CONNECT_TIMEOUT') }))).toBe(true);
  });

  it('recognises a server shutting down, overloaded or past the statement timeout', () => {
    for (const state of ['08006', '57P01', '57P03', '53300', '57014']) expect(isDatabaseUnavailable(coded(state))).toBe(true);
  });

  it('leaves bad queries and other errors alone', () => {
    for (const state of ['23505', '42P01', '22P02']) expect(isDatabaseUnavailable(coded(state))).toBe(false);
    expect(isDatabaseUnavailable(new Error('bug'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

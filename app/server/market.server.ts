import { createCookie } from 'react-router';
import { marketFor, type Market } from '~/lib/markets';

/** The shopper's chosen market, remembered for a year; no sign-in needed, so not in the session. */
export const marketCookie = createCookie('market', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

export async function getMarket(request: Request): Promise<Market> {
  const value: unknown = await marketCookie.parse(request.headers.get('Cookie'));
  return marketFor(typeof value === 'string' ? value : null);
}

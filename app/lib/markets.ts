import { msg } from '@lingui/core/macro';

/**
 * The four markets of the shop's country/currency selector. The Storefront API prices everything
 * in the market's currency when a query says `@inContext(country:)`.
 */
export const markets = [
  { country: 'AE', name: msg`United Arab Emirates`, currency: 'AED' },
  { country: 'KW', name: msg`Kuwait`, currency: 'KWD' },
  { country: 'SA', name: msg`Saudi Arabia`, currency: 'SAR' },
  { country: 'US', name: msg`United States`, currency: 'USD' },
] as const;

export type Market = (typeof markets)[number];
export type MarketCountry = Market['country'];

export const DEFAULT_MARKET: Market = markets[0];

export function marketFor(country: string | null | undefined): Market {
  return markets.find((market) => market.country === country) ?? DEFAULT_MARKET;
}

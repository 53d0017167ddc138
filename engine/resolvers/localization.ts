/** `shop`, `localization` and `publicApiVersions`: the shop's identity, policies, markets, currencies and languages. */
import { brandView } from '../brand.ts';
import { countryName, currencyForCountry, DEFAULT_COUNTRY, MARKET_COUNTRIES, SHIPPING_COUNTRIES } from '../countries.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { languageCode, LANGUAGES, type Language } from '../i18n/languages.ts';
import { gid } from '../ids.ts';
import { CURRENCIES, type CurrencyCode } from '../money.ts';
import { publicApiVersions } from '../graphql/versions.ts';
import { shopPolicies } from './content.ts';
import { NO_METAFIELDS } from './metafields.ts';

const CURRENCY_INFO: Record<CurrencyCode, { name: string; symbol: string }> = {
  AED: { name: 'United Arab Emirates Dirham', symbol: 'د.إ' },
  KWD: { name: 'Kuwaiti Dinar', symbol: 'د.ك' },
  SAR: { name: 'Saudi Riyal', symbol: 'ر.س' },
  USD: { name: 'US Dollar', symbol: '$' },
};

/** Shopify's Language: `name` in the request's language, `endonymName` in its own. */
function languageView(language: Language, requested: Language) {
  const nameIn = (names: Language) => new Intl.DisplayNames([names], { type: 'language' }).of(language);
  return { isoCode: languageCode(language), name: nameIn(requested), endonymName: nameIn(language) };
}

function marketView(code: string) {
  return {
    __typename: 'Market',
    id: gid('Market', MARKET_COUNTRIES.indexOf(code) + 1),
    handle: code.toLowerCase(),
    ...NO_METAFIELDS,
  };
}

function countryView(code: string, requested: Language) {
  const currency = currencyForCountry(code);
  return {
    isoCode: code,
    name: countryName(code, requested),
    currency: { isoCode: currency, ...CURRENCY_INFO[currency] },
    unitSystem: code === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    availableLanguages: LANGUAGES.map((language) => languageView(language, requested)),
    defaultLanguage: languageView(LANGUAGES[0], requested),
    market: marketView(code),
  };
}

function paymentSettings(shopUrl: URL) {
  return {
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
    cardVaultUrl: `${shopUrl.origin}/checkouts/vault`,
    countryCode: 'AE',
    currencyCode: 'AED',
    enabledPresentmentCurrencies: [...CURRENCIES],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  };
}

export const localizationResolvers: Record<string, RootResolver> = {
  localization: resolver<Record<string, never>>((_args, ctx) => {
    const country = ctx.country && MARKET_COUNTRIES.includes(ctx.country) ? ctx.country : DEFAULT_COUNTRY;
    return {
      availableCountries: MARKET_COUNTRIES.map((code) => countryView(code, ctx.language)),
      availableLanguages: LANGUAGES.map((language) => languageView(language, ctx.language)),
      country: countryView(country, ctx.language),
      language: languageView(ctx.language, ctx.language),
      market: marketView(country),
    };
  }),
  publicApiVersions: resolver<Record<string, never>>(() => publicApiVersions()),
  // 2026-04 also answers the payment settings at the root.
  paymentSettings: resolver<Record<string, never>>((_args, ctx) => paymentSettings(new URL(ctx.config.publicUrl))),
  shop: resolver<Record<string, never>>((_args, ctx) => {
    const url = new URL(ctx.config.publicUrl);
    return {
      __typename: 'Shop',
      id: gid('Shop', 1),
      name: 'Nazzara',
      description: 'Sunglasses, eyeglasses and contact lenses, delivered across the UAE and the Gulf.',
      moneyFormat: 'Dhs. {{amount}}',
      primaryDomain: { host: url.host, url: url.origin, sslEnabled: url.protocol === 'https:' },
      paymentSettings: paymentSettings(url),
      shipsToCountries: [...SHIPPING_COUNTRIES],
      brand: brandView(ctx),
      ...shopPolicies(ctx),
      subscriptionPolicy: null,
      contactInformation: null,
      legalNotice: null,
      termsOfSale: null,
      socialLoginProviders: [],
      customerAccountUrl: null,
      customerAccountTranslations: null,
      shopPayInstallmentsPricing: null,
      ...NO_METAFIELDS,
    };
  }),
};

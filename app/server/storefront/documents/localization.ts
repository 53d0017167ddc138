import { graphql } from '../graphql';

/**
 * The countries and currencies the shop sells in (the header's country selector, issue 4) and
 * the country the request is priced for.
 */
export const LocalizationQuery = graphql(`
  query Localization($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    localization {
      country {
        isoCode
        name
        currency {
          isoCode
          name
          symbol
        }
      }
      availableCountries {
        isoCode
        name
        currency {
          isoCode
          name
          symbol
        }
      }
    }
  }
`);

/** The shop's name, description and domain: page titles, Open Graph and JSON-LD. */
export const ShopQuery = graphql(`
  query Shop {
    shop {
      id
      name
      description
      primaryDomain {
        url
        host
      }
      paymentSettings {
        currencyCode
        countryCode
        enabledPresentmentCurrencies
      }
    }
  }
`);

/** The countries the shop ships to: the address form's country select. */
export const ShipsToCountriesQuery = graphql(`
  query ShipsToCountries {
    shop {
      shipsToCountries
    }
  }
`);

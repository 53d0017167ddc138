import { countryLabel, type CountryNames } from '~/lib/countries';
import { joinInScript } from '~/lib/arabic-script';
import { IsolatedText } from './IsolatedText';

/** The parts of an address a saved address and an order's shipping address both have. */
export interface PostalAddressFields {
  company?: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  country: string | null;
  phone: string | null;
}

/** City, province and postal code on one line, with the comma of the script they are written in. */
function townLine(parts: (string | null)[]): string {
  const present = parts.filter((part): part is string => Boolean(part));
  return joinInScript(present);
}

/**
 * The lines under an address's name: street, town, country (in the page's language) and phone,
 * each isolated so that an address typed in Latin letters reads left to right on an Arabic page.
 */
export function PostalAddressLines({ address, countryNames }: { address: PostalAddressFields; countryNames: CountryNames }) {
  const lines = [
    address.company,
    address.address1,
    address.address2,
    townLine([address.city, address.province, address.zip]),
    address.country && countryLabel(countryNames, address.country),
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      {lines.map((line) => (
        <span key={line} className="block">
          <IsolatedText text={line} />
        </span>
      ))}
      {address.phone && (
        <span className="mt-1 block text-ink">
          <bdi dir="ltr">{address.phone}</bdi>
        </span>
      )}
    </>
  );
}

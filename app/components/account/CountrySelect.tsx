import { useLingui } from '@lingui/react/macro';
import { countryLabel, type Country, type CountryNames } from '~/lib/countries';

interface CountrySelectProps {
  idPrefix: string;
  countries: Country[];
  /** The page's names for them (the server's, so hydration finds the same words). */
  countryNames: CountryNames;
  defaultValue?: string;
  error?: string;
  invalid: boolean;
}

/** The shop's shipping countries, named in the page's language; the value is the English name, as the Storefront API keeps it. */
export function CountrySelect({ idPrefix, countries, countryNames, defaultValue, error, invalid }: CountrySelectProps) {
  const { t } = useLingui();
  const id = `${idPrefix}-country`;
  // An address saved with a country the shop no longer ships to must still show what it holds.
  const options =
    defaultValue && !countries.some((country) => country.name === defaultValue)
      ? [...countries, { code: defaultValue, name: defaultValue }]
      : countries;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {t`Country`}
      </label>
      <select
        id={id}
        name="country"
        defaultValue={defaultValue ?? ''}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field aria-[invalid=true]:border-sale"
      >
        <option value="">{t`Select a country`}</option>
        {options.map((country) => (
          <option key={country.code} value={country.name}>
            {countryLabel(countryNames, country.name)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-sale">
          {error}
        </p>
      )}
    </div>
  );
}

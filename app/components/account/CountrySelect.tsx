import type { Country } from '~/server/account/shipping-countries.server';

interface CountrySelectProps {
  idPrefix: string;
  countries: Country[];
  defaultValue?: string;
  error?: string;
  invalid: boolean;
}

/** The shop's shipping countries; the value is the country's English name, as the Storefront API keeps it. */
export function CountrySelect({ idPrefix, countries, defaultValue, error, invalid }: CountrySelectProps) {
  const id = `${idPrefix}-country`;
  // An address saved with a country the shop no longer ships to must still show what it holds.
  const options = defaultValue && !countries.some((country) => country.name === defaultValue) ? [...countries, { code: defaultValue, name: defaultValue }] : countries;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Country
      </label>
      <select
        id={id}
        name="country"
        defaultValue={defaultValue ?? ''}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field aria-[invalid=true]:border-sale"
      >
        <option value="">Select a country</option>
        {options.map((country) => (
          <option key={country.code} value={country.name}>
            {country.name}
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

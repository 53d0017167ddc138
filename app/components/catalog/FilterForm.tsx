import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Form, useHref, useLocation, useSubmit } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import type { KeptParams, ShopQuery } from '~/lib/catalog/shop-query';
import type { FilterOptions } from '~/server/catalog/filter';
import { FilterGroup } from './FilterGroup';
import { paramsNow } from './params-now';
import { PriceFilter } from './PriceFilter';
import { useFieldsFollowUrl } from './use-fields-follow-url';

/** The form's own fields, and what it carries of the address besides the kept parameters (its hidden fields). */
const FILTER_FIELDS = ['gender', 'category', 'color', 'brand', 'status'];
const CARRIED = ['sort', 'min', 'max', 'panel'];

interface FilterFormProps {
  query: ShopQuery;
  options: FilterOptions;
  /** Parameters kept across filter changes: a gender page's `query`, a search's text and `sid`. */
  kept: KeptParams;
  /** Hide the Gender group on the gender pages and Product Categories on a type's page. */
  hide: { gender: boolean; category: boolean };
  idPrefix: string;
}

/**
 * The shop's filters as one GET form: each change submits at once with JavaScript; without it
 * 'Apply filters' does. The price has its own form (PriceFilter) so a filter change never sets one.
 */
export function FilterForm({ query, options, kept, hide, idPrefix }: FilterFormProps) {
  const { t } = useLingui();
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const pageHref = useHref(location.pathname);
  useFieldsFollowUrl(form, {
    gender: query.genders,
    category: query.categories,
    color: query.colors,
    brand: query.brands,
    status: query.statuses,
  });
  return (
    <div>
      <Form
        ref={form}
        method="get"
        action={location.pathname}
        preventScrollReset
        onChange={(event) => {
          // The option search boxes sit inside but belong to no form: typing there must not submit.
          if (!(event.target instanceof HTMLInputElement) || event.target.form !== event.currentTarget) return;
          submit(
            paramsNow(
              event.currentTarget,
              FILTER_FIELDS,
              (now) => [
                ...Object.entries(kept),
                ...CARRIED.flatMap((name) => now.getAll(name).map((value): [string, string] => [name, value])),
              ],
              { href: pageHref, kept },
            ),
            { action: location.pathname, preventScrollReset: true },
          );
        }}
        aria-label={t`Filters`}
      >
        {Object.entries(kept).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        {query.sort !== 'recommended' && <input type="hidden" name="sort" value={query.sort} />}
        {query.min !== null && <input type="hidden" name="min" value={query.min} />}
        {query.max !== null && <input type="hidden" name="max" value={query.max} />}
        {query.panel !== 'none' && <input type="hidden" name="panel" value={query.panel} />}
        {!hide.gender && (
          <FilterGroup title={t`Gender`} name="gender" options={options.genders} selected={query.genders} idPrefix={idPrefix} />
        )}
        {!hide.category && (
          <FilterGroup
            title={t`Product Categories`}
            searchLabel={t`Search categories`}
            name="category"
            options={options.categories}
            selected={query.categories}
            idPrefix={idPrefix}
          />
        )}
        <FilterGroup
          title={t`Frame Color`}
          searchLabel={t`Search colors`}
          name="color"
          options={options.colors}
          selected={query.colors}
          idPrefix={idPrefix}
        />
        <FilterGroup
          title={t`Filter by Brands`}
          searchLabel={t`Search brands`}
          name="brand"
          options={options.brands}
          selected={query.brands}
          idPrefix={idPrefix}
        />
        <FilterGroup
          title={t`Product Status`}
          name="status"
          options={options.statuses}
          selected={query.statuses}
          idPrefix={idPrefix}
        />
        {!hydrated && (
          <button type="submit" className="btn-primary mt-4 w-full">
            <Trans>Apply filters</Trans>
          </button>
        )}
      </Form>
      <PriceFilter key={`${query.min}-${query.max}`} min={query.min} max={query.max} idPrefix={idPrefix} kept={kept} />
    </div>
  );
}

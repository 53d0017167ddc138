import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import type { KeptParams, ListingChange, ShopQuery } from '~/lib/catalog/shop-query';
import type { FilterOptions } from '~/server/catalog/filter';
import { CarriedFields } from './CarriedFields';
import { FilterGroup } from './FilterGroup';
import { PriceFilter } from './PriceFilter';
import { useFieldsFollowUrl } from './use-fields-follow-url';
import { useSubmitNow } from './use-submit-now';

/** The form's own fields; a change shows the list from its first page again. */
const FILTERS: ListingChange = { own: ['gender', 'category', 'color', 'brand', 'status'], reset: ['show'] };

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
  const submitNow = useSubmitNow(kept, FILTERS);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useFieldsFollowUrl(
    form,
    {
      gender: query.genders,
      category: query.categories,
      color: query.colors,
      brand: query.brands,
      status: query.statuses,
    },
    submitNow,
  );
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
          submitNow(event.currentTarget);
        }}
        aria-label={t`Filters`}
      >
        <CarriedFields kept={kept} change={FILTERS} />
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

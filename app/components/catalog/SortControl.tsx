import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import { SORT_OPTIONS, type KeptParams, type ListingChange, type SortId } from '~/lib/catalog/shop-query';
import { CarriedFields } from './CarriedFields';
import { useFieldsFollowUrl } from './use-fields-follow-url';
import { useSubmitNow } from './use-submit-now';

/** A sort shows the list from its first page again; chosen in the phone's panel, it closes the panel. */
const SORTS: Record<'select' | 'radios', ListingChange> = {
  select: { own: ['sort'], reset: ['show'] },
  radios: { own: ['sort'], reset: ['show', 'panel'] },
};

/** 'Sort By' as a select (desktop) or radio list (mobile panel); a GET form either way. */
export function SortControl({
  sort,
  variant,
  idPrefix,
  kept,
}: {
  sort: SortId;
  variant: 'select' | 'radios';
  idPrefix: string;
  kept: KeptParams;
}) {
  const { i18n } = useLingui();
  const location = useLocation();
  const submitNow = useSubmitNow(kept, SORTS[variant]);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useFieldsFollowUrl(form, { sort: [sort] }, submitNow);
  return (
    <Form
      ref={form}
      method="get"
      action={location.pathname}
      preventScrollReset
      onChange={(event) => submitNow(event.currentTarget)}
      className={variant === 'select' ? 'flex items-center gap-2' : ''}
    >
      <CarriedFields kept={kept} change={SORTS[variant]} />
      {variant === 'select' ? (
        <>
          <label htmlFor={`${idPrefix}-sort`} className="text-sm font-medium whitespace-nowrap text-muted">
            <Trans>Sort By</Trans>
          </label>
          <select id={`${idPrefix}-sort`} name="sort" defaultValue={sort} className="field w-auto py-2 pe-8">
            {SORT_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {i18n._(option.label)}
              </option>
            ))}
          </select>
        </>
      ) : (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold tracking-wide uppercase">
            <Trans>Sort By</Trans>
          </legend>
          {SORT_OPTIONS.map((option) => (
            <label key={option.id} className="flex items-center gap-3 border-b border-line py-3 text-sm">
              <input
                type="radio"
                name="sort"
                value={option.id}
                defaultChecked={option.id === sort}
                className="size-4 accent-brand"
              />
              {i18n._(option.label)}
            </label>
          ))}
        </fieldset>
      )}
      {!hydrated && (
        <button type="submit" className="btn-outline ms-2 py-2">
          <Trans>Sort</Trans>
        </button>
      )}
    </Form>
  );
}

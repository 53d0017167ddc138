import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Form, useHref, useLocation, useSubmit } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import { SORT_OPTIONS, withKept, type KeptParams, type SortId } from '~/lib/catalog/shop-query';
import { paramsNow } from './params-now';
import { useFieldsFollowUrl } from './use-fields-follow-url';

/** Carries every current parameter except the ones this form sets (and the page size, which resets). */
function carriedParams(search: string, own: string[]) {
  return [...new URLSearchParams(search)].filter(([key]) => !own.includes(key) && key !== 'show');
}

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
  const submit = useSubmit();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const pageHref = useHref(location.pathname);
  useFieldsFollowUrl(form, { sort: [sort] });
  const own = variant === 'radios' ? ['sort', 'panel'] : ['sort'];
  const carried = carriedParams(withKept(location.search, kept), own);
  return (
    <Form
      ref={form}
      method="get"
      action={location.pathname}
      preventScrollReset
      onChange={(event) =>
        submit(
          paramsNow(event.currentTarget, own, (now) => carriedParams(withKept(now.toString(), kept), own), {
            href: pageHref,
            kept,
          }),
          { action: location.pathname, preventScrollReset: true },
        )
      }
      className={variant === 'select' ? 'flex items-center gap-2' : ''}
    >
      {carried.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
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

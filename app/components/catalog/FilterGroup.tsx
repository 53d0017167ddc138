import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FilterOption } from '~/server/catalog/filter';

/** SPEC §9: option lists show 5, with 'See More'; a search box appears at 5 or more options. */
export const VISIBLE_OPTIONS = 5;

interface FilterGroupProps {
  title: string;
  name: string;
  options: FilterOption[];
  selected: string[];
  idPrefix: string;
  /** The option search box's label, for a list that can grow long (colours, brands); none for a fixed short one. */
  searchLabel?: string;
}

/**
 * One checkbox list of the shop's filter form. The hidden rest sits in a native <details>, so
 * 'See More' works before JavaScript; typing in the search box narrows the whole list.
 */
export function FilterGroup({ title, name, options, selected, idPrefix, searchLabel }: FilterGroupProps) {
  const [text, setText] = useState('');
  const searchId = useId();
  const chosen = new Set(selected.map((value) => value.toLowerCase()));
  // Chosen options first, so a selection never hides behind 'See More'.
  const ordered = [...options].sort(
    (a, b) => Number(chosen.has(b.value.toLowerCase())) - Number(chosen.has(a.value.toLowerCase())),
  );
  const needle = text.trim().toLocaleLowerCase();
  const matching = needle ? ordered.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : ordered;
  const head = needle ? matching : matching.slice(0, VISIBLE_OPTIONS);
  const rest = needle ? [] : matching.slice(VISIBLE_OPTIONS);

  const row = (option: FilterOption) => {
    const id = `${idPrefix}-${name}-${option.value}`.replace(/[^A-Za-z0-9_-]/g, '_');
    return (
      <li key={option.value} className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={option.value}
          defaultChecked={chosen.has(option.value.toLowerCase())}
          className="size-4 rounded border-line accent-brand"
        />
        <label htmlFor={id} className="flex flex-1 cursor-pointer justify-between gap-2 py-0.5 text-sm">
          <bdi>{option.label}</bdi>
          <span className="text-xs text-muted">{option.count}</span>
        </label>
      </li>
    );
  };

  if (options.length === 0) return null;
  return (
    <fieldset className="border-b border-line py-4" data-testid={`filter-${name}`}>
      <legend className="float-start mb-3 w-full text-sm font-semibold tracking-wide uppercase">{title}</legend>
      {searchLabel && options.length >= VISIBLE_OPTIONS && (
        <div className="clear-both mb-3">
          <label htmlFor={searchId} className="sr-only">
            {searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={searchLabel}
            className="field py-1.5"
            form="no-submit"
          />
        </div>
      )}
      <ul className="clear-both space-y-1.5">{head.map(row)}</ul>
      {rest.length > 0 && (
        <details className="group mt-1.5">
          <summary className="cursor-pointer list-none py-1 text-sm font-semibold text-brand hover:underline">
            <span className="group-open:hidden">
              <Trans>See More</Trans>
            </span>
            <span className="hidden group-open:inline">
              <Trans>See Less</Trans>
            </span>
          </summary>
          <ul className="space-y-1.5">{rest.map(row)}</ul>
        </details>
      )}
      {needle && matching.length === 0 && (
        <p className="text-sm text-muted">
          <Trans>No matches</Trans>
        </p>
      )}
    </fieldset>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ScriptButton } from '~/components/ui/ScriptButton';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import { BidiText } from '~/components/ui/Bidi';
import { colourHex, isColourOption } from '~/lib/catalog/colours';
import type { OptionLike, Selection } from '~/lib/catalog/variant-selection';

/** SPEC §2: an option with more than 10 values shows 10 and a Load More / Show Less toggle. */
export const OPTION_LIMIT = 10;

function OptionGroup({
  option,
  selected,
  onSelect,
}: {
  option: OptionLike;
  selected: string;
  onSelect: (value: string) => void;
}) {
  const { i18n } = useLingui();
  const colour = isColourOption(option.name);
  const selectedIndex = option.values.indexOf(selected);
  const [expanded, setExpanded] = useState(selectedIndex >= OPTION_LIMIT);
  const long = option.values.length > OPTION_LIMIT;
  const shown = long && !expanded ? option.values.slice(0, OPTION_LIMIT) : option.values;
  const name = option.name;
  return (
    <fieldset className="mt-5" data-testid={`option-${name}`}>
      <legend className="mb-2 text-sm font-semibold">
        <bdi>{name}</bdi>:{' '}
        <span className="font-normal text-muted">
          <BidiText text={selected} />
        </span>
      </legend>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={name}>
        {shown.map((value) => {
          const id = `option-${name}-${value}`.replace(/[^A-Za-z0-9_-]/g, '_');
          const hex = colour ? colourHex(i18n, value) : null;
          return (
            <span key={value}>
              <input
                id={id}
                type="radio"
                name={name}
                value={value}
                checked={value === selected}
                onChange={() => onSelect(value)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm font-medium hover:border-brand peer-checked:border-brand peer-checked:bg-brand-soft peer-checked:text-brand peer-focus-visible:outline-3 peer-focus-visible:outline-gold"
              >
                {hex && (
                  <span
                    className="size-4 rounded-full border border-ink/20"
                    style={{ backgroundColor: hex }}
                    aria-hidden="true"
                  />
                )}
                <BidiText text={value} />
              </label>
            </span>
          );
        })}
      </div>
      {long && (
        <ScriptButton
          onClick={() => setExpanded(!expanded)}
          className="mt-2 text-sm font-semibold text-brand hover:underline"
          aria-expanded={expanded}
        >
          {expanded ? <Trans>Show Less</Trans> : <Trans>Load More</Trans>}
        </ScriptButton>
      )}
    </fieldset>
  );
}

/**
 * The product's options as radio groups in a GET form: with JavaScript a choice updates the page
 * (and the URL) at once; without it, 'Update' reloads the page with the choice.
 */
export function OptionPicker({
  options,
  selection,
  onSelect,
}: {
  options: OptionLike[];
  selection: Selection;
  onSelect: (changes: Selection) => void;
}) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // A choice made after the page painted but before it hydrated is in the radios (React keeps what
  // the shopper checked) and not yet in the page: take it up, as if it had come after.
  useEffect(() => {
    if (!form.current) return;
    const checked: Selection = {};
    for (const [name, value] of new FormData(form.current)) {
      if (typeof value === 'string' && value !== selection[name]) checked[name] = value;
    }
    if (Object.keys(checked).length > 0) onSelect(checked);
    // Once, at hydration: later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A product with only 'Default Title' has nothing to choose.
  const choosable = options.filter((option) => !(option.values.length === 1 && option.values[0] === 'Default Title'));
  if (choosable.length === 0) return null;
  return (
    <Form ref={form} method="get" preventScrollReset>
      {choosable.map((option) => (
        <OptionGroup
          key={option.name}
          option={option}
          selected={selection[option.name] ?? ''}
          onSelect={(value) => onSelect({ [option.name]: value })}
        />
      ))}
      {!hydrated && (
        <button type="submit" className="btn-outline mt-3 py-2">
          <Trans>Update</Trans>
        </button>
      )}
    </Form>
  );
}

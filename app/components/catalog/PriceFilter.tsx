import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Form, useLocation } from 'react-router';
import { useShownValues } from '~/components/ui/use-shown-values';
import { PRICE_BANDS, PRICE_DEFAULT, type KeptParams, type ListingChange } from '~/lib/catalog/shop-query';
import { CarriedFields } from './CarriedFields';
import { ListingLink } from './ListingLink';
import { clampPrice, stepPrice } from './price-range';
import { useSubmitNow } from './use-submit-now';

/** A price shows the list from its first page again, and closes the phone's panel. */
const PRICE: ListingChange = { own: ['min', 'max'], reset: ['show', 'panel'] };

interface PriceInputProps {
  bound: 'min' | 'max';
  idPrefix: string;
  value: number;
  /** The other bound: min never goes above max, max never below min. */
  other: number;
  onChange: (value: number) => void;
}

/** One bound of the range: whole AED, arrow keys step 50 (SPEC §5), clamped when left. */
function PriceInput({ bound, idPrefix, value, other, onChange }: PriceInputProps) {
  const { t } = useLingui();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onChange(stepPrice(bound, value, event.key === 'ArrowUp' ? 1 : -1, other));
  };
  return (
    <div className="flex-1">
      <label htmlFor={`${idPrefix}-${bound}`} className="mb-1 block text-xs text-muted">
        {bound === 'min' ? t`Min price` : t`Max price`}
      </label>
      <input
        id={`${idPrefix}-${bound}`}
        name={bound}
        type="number"
        inputMode="numeric"
        min={bound === 'min' ? 0 : 1}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={() => onChange(clampPrice(bound, value, other))}
        onKeyDown={onKeyDown}
        // Amounts read left to right in Arabic too; kept on the reading side.
        dir="ltr"
        className="field py-1.5 rtl:text-end"
      />
    </div>
  );
}

interface PriceFilterProps {
  min: number | null;
  max: number | null;
  idPrefix: string;
  kept: KeptParams;
}

/**
 * Min/max price inputs (AED, whole numbers; SPEC §5, §9) in their own GET form that carries the
 * other filters along, plus the SPEC §9 bands as quick picks. Until a price is applied, the listing
 * is not limited by price; the inputs show the default range 0-6000.
 */
export function PriceFilter({ min, max, idPrefix, kept }: PriceFilterProps) {
  const { t } = useLingui();
  const location = useLocation();
  const submitNow = useSubmitNow(kept, PRICE);
  const [low, setLow] = useState(min ?? PRICE_DEFAULT.min);
  const [high, setHigh] = useState(max ?? PRICE_DEFAULT.max);
  const form = useRef<HTMLFormElement>(null);
  // An amount typed before the page hydrated (an emptied box keeps the state's).
  const amount = (set: (value: number) => void) => (shown: string) => {
    if (shown !== '') set(Number(shown));
  };
  useShownValues(form, { min: amount(setLow), max: amount(setHigh) });

  const toBand = (bandMin: number, bandMax: number) => (params: URLSearchParams) => {
    for (const key of PRICE.reset) params.delete(key);
    params.set('min', String(bandMin));
    params.set('max', String(bandMax));
  };

  const bandLabel = (bandMin: number, bandMax: number) => (bandMin === 0 ? t`Below ${bandMax}` : `${bandMin}-${bandMax}`);

  return (
    <div className="border-b border-line py-4" data-testid="price-filter">
      <h3 className="mb-3 text-sm font-semibold tracking-wide uppercase">
        <Trans>Price (AED)</Trans>
      </h3>
      <Form
        ref={form}
        method="get"
        action={location.pathname}
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          submitNow(event.currentTarget);
        }}
        className="flex items-end gap-2"
      >
        <CarriedFields kept={kept} change={PRICE} />
        <PriceInput bound="min" idPrefix={idPrefix} value={low} other={high} onChange={setLow} />
        <PriceInput bound="max" idPrefix={idPrefix} value={high} other={low} onChange={setHigh} />
        <button type="submit" className="h-9 rounded-lg bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-dark">
          <Trans>Go</Trans>
        </button>
      </Form>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Price bands`}>
        {PRICE_BANDS.map((band) => {
          const active = min === band.min && max === band.max;
          return (
            <li key={band.min}>
              <ListingLink
                change={toBand(band.min, band.max)}
                kept={kept}
                aria-current={active ? 'true' : undefined}
                className="inline-block rounded-full border border-line px-3 py-1 text-xs font-medium hover:border-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand-soft aria-[current=true]:text-brand"
              >
                {bandLabel(band.min, band.max)}
              </ListingLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

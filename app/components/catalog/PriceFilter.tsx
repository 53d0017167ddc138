import { useState, type KeyboardEvent } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { PRICE_BANDS, PRICE_DEFAULT } from '~/lib/catalog/shop-query';
import { clampPrice, stepPrice } from './price-range';

interface PriceFilterProps {
  min: number | null;
  max: number | null;
  idPrefix: string;
}

/**
 * Min/max price inputs (AED, whole numbers; SPEC §5, §9) in their own GET form that carries the
 * other filters along, plus the SPEC §9 bands as quick picks. Until a price is applied, the listing
 * is not limited by price; the inputs show the default range 0-6000.
 */
export function PriceFilter({ min, max, idPrefix }: PriceFilterProps) {
  const location = useLocation();
  const [low, setLow] = useState(min ?? PRICE_DEFAULT.min);
  const [high, setHigh] = useState(max ?? PRICE_DEFAULT.max);
  const carried = [...new URLSearchParams(location.search)].filter(([key]) => !['min', 'max', 'show', 'panel'].includes(key));

  const onKey = (which: 'min' | 'max') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    if (which === 'min') setLow(stepPrice('min', low, direction, high));
    else setHigh(stepPrice('max', high, direction, low));
  };
  const bandLink = (bandMin: number, bandMax: number) => {
    const params = new URLSearchParams(carried);
    params.set('min', String(bandMin));
    params.set('max', String(bandMax));
    return `${location.pathname}?${params.toString()}`;
  };

  return (
    <div className="border-b border-line py-4" data-testid="price-filter">
      <h3 className="mb-3 text-sm font-semibold tracking-wide uppercase">Price (AED)</h3>
      <Form method="get" action={location.pathname} preventScrollReset className="flex items-end gap-2">
        {carried.map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <div className="flex-1">
          <label htmlFor={`${idPrefix}-min`} className="mb-1 block text-xs text-muted">
            Min price
          </label>
          <input
            id={`${idPrefix}-min`}
            name="min"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={low}
            onChange={(event) => setLow(Number(event.target.value))}
            onBlur={() => setLow(clampPrice('min', low, high))}
            onKeyDown={onKey('min')}
            className="field py-1.5"
          />
        </div>
        <div className="flex-1">
          <label htmlFor={`${idPrefix}-max`} className="mb-1 block text-xs text-muted">
            Max price
          </label>
          <input
            id={`${idPrefix}-max`}
            name="max"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={high}
            onChange={(event) => setHigh(Number(event.target.value))}
            onBlur={() => setHigh(clampPrice('max', high, low))}
            onKeyDown={onKey('max')}
            className="field py-1.5"
          />
        </div>
        <button type="submit" className="h-9 rounded-lg bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-dark">
          Go
        </button>
      </Form>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Price bands">
        {PRICE_BANDS.map((band) => {
          const active = min === band.min && max === band.max;
          return (
            <li key={band.label}>
              <Link
                to={bandLink(band.min, band.max)}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className="inline-block rounded-full border border-line px-3 py-1 text-xs font-medium hover:border-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand-soft aria-[current=true]:text-brand"
              >
                {band.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

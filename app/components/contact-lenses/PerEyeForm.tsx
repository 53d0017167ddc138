import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import { Spinner } from '~/components/ui/Spinner';
import { Money } from '~/components/ui/Money';
import type { CartActionResult } from '~/lib/cart/action-result';
import { findVariant, type OptionLike, type Selection } from '~/lib/catalog/variant-selection';
import { EYE_FIELDS, eyeLines, EYES, MAX_BOXES_PER_EYE, type Eye } from '~/lib/contact-lenses/eyes';
import { showToast } from '~/lib/toast';
import { useOneCartStart } from '~/components/cart/use-one-cart-start';
import type { PageVariant } from '~/server/catalog/product-page.server';
import { EYE_NAMES } from './eye-words';
import { SupplyHint } from './SupplyHint';

export interface PerEyeFormProps {
  handle: string;
  options: OptionLike[];
  variants: PageVariant[];
  /** The page's selection: both eyes start from it. */
  selection: Selection;
}

interface EyeState {
  selection: Selection;
  boxes: number;
}

/**
 * Up to the limit and the box's stock, less what the other eye takes of the same box (both eyes of
 * one power share its stock); 0 leaves that eye out.
 */
function boxLimit(variant: PageVariant | undefined, otherEyeTakes: number): number {
  return variant?.availableForSale ? Math.max(0, Math.min(MAX_BOXES_PER_EYE, variant.quantityAvailable - otherEyeTakes)) : 0;
}

function EyeFields({
  eye,
  state,
  options,
  variant,
  limit,
  onChange,
}: {
  eye: Eye;
  state: EyeState;
  options: OptionLike[];
  variant: PageVariant | undefined;
  limit: number;
  onChange: (next: EyeState) => void;
}) {
  const { i18n } = useLingui();
  const id = `eye-${eye}`;
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4" data-testid={`eye-${eye}`}>
      <legend className="px-1 text-sm font-semibold">{i18n._(EYE_NAMES[eye])}</legend>
      <input type="hidden" name={EYE_FIELDS.eye} value={eye} />
      {options.map((option) => (
        <label key={option.name} className="block text-sm">
          <bdi className="mb-1 block font-medium">{option.name}</bdi>
          <select
            name={EYE_FIELDS.option(option.name)}
            value={state.selection[option.name] ?? ''}
            onChange={(event) => onChange({ ...state, selection: { ...state.selection, [option.name]: event.target.value } })}
            className="field"
            dir="auto"
          >
            {option.values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div className="text-sm">
        <label htmlFor={`${id}-boxes`} className="mb-1 block font-medium">
          <Trans>Boxes</Trans>
        </label>
        <input
          id={`${id}-boxes`}
          type="number"
          name={EYE_FIELDS.quantity}
          dir="ltr"
          inputMode="numeric"
          min={0}
          max={limit}
          value={state.boxes}
          onChange={(event) => onChange({ ...state, boxes: Math.max(0, Math.floor(Number(event.target.value) || 0)) })}
          aria-describedby={`${id}-hint`}
          className="field w-28"
        />
      </div>
      {!variant?.availableForSale || variant.quantityAvailable <= 0 ? (
        <p id={`${id}-hint`} className="text-sm font-semibold text-sale">
          <Trans>This combination is not available</Trans>
        </p>
      ) : (
        variant?.lensSupply && <SupplyHint id={`${id}-hint`} supply={variant.lensSupply} boxes={state.boxes} eyes={1} />
      )}
    </fieldset>
  );
}

/**
 * Each eye's own options and boxes (issue 11), loaded on demand: the post names the options, and
 * the server finds each eye's variant and adds one line per eye (`Eye` → Right / Left). Posts to
 * `/cart` through a fetcher; without JavaScript, a plain POST sent back here.
 */
export default function PerEyeForm({ handle, options, variants, selection }: PerEyeFormProps) {
  const { i18n, t } = useLingui();
  const fetcher = useFetcher<CartActionResult>();
  const location = useLocation();
  const hydrated = useHydrated();
  const [eyes, setEyes] = useState<Record<Eye, EyeState>>(() => ({
    Right: { selection, boxes: 1 },
    Left: { selection, boxes: 1 },
  }));
  // One cart for this add and a card's added beside it (use-one-cart-start.ts).
  const { waiting, sendInTurn } = useOneCartStart(fetcher);
  const busy = waiting || fetcher.state !== 'idle';
  const picked = EYES.map((eye) => ({ eye, state: eyes[eye], variant: findVariant(variants, eyes[eye].selection) }));
  const chosen = picked.map((choice) => {
    const other = picked.find(({ eye, variant }) => eye !== choice.eye && variant && variant.id === choice.variant?.id);
    return { ...choice, limit: boxLimit(choice.variant, other?.state.boxes ?? 0) };
  });
  // The server's own rules (eyeLines): the button waits for a choice it would take, and says why not.
  const check = eyeLines(
    variants,
    chosen.map(({ eye, state, variant }) => ({ eye, variant: variant?.id ?? '', quantity: String(state.boxes) })),
  );
  const shortOfStock = !check.ok && chosen.some(({ state }) => state.boxes > 0) ? check.message : null;
  const currency = chosen.find(({ variant }) => variant)?.variant?.currencyCode;
  const total = chosen.reduce((sum, { state, variant }) => sum + (variant ? variant.price * state.boxes : 0), 0);
  const totalMoney = currency ? <Money amount={total} currency={currency} /> : null;
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.reason : undefined;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) for (const toast of fetcher.data.toasts) showToast(toast);
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action="/cart"
      onSubmit={sendInTurn}
      className="mt-6 space-y-4"
      data-testid="per-eye-form"
      data-hydrated={hydrated || undefined}
    >
      <input type="hidden" name="intent" value="add-eyes" />
      <input type="hidden" name="product" value={handle} />
      {!hydrated && <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {chosen.map(({ eye, state, variant, limit }) => (
          <EyeFields
            key={eye}
            eye={eye}
            state={state}
            options={options}
            variant={variant}
            limit={limit}
            onChange={(next) => setEyes((current) => ({ ...current, [eye]: next }))}
          />
        ))}
      </div>
      {failure && (
        <p role="alert" className="text-sm font-semibold text-sale" data-testid="per-eye-error">
          {failure}
        </p>
      )}
      {hydrated && (
        <p role="status" className="text-sm font-semibold text-sale empty:hidden" data-testid="per-eye-check">
          {shortOfStock && i18n._(shortOfStock)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {totalMoney && (
          <p className="text-base font-bold" data-testid="per-eye-total">
            <Trans>Total: {totalMoney}</Trans>
          </p>
        )}
        <button
          type="submit"
          disabled={busy || (hydrated && !check.ok)}
          aria-busy={busy}
          className="btn-primary ms-auto min-w-48"
        >
          {busy && <Spinner />}
          {t`Add To Cart`}
        </button>
      </div>
    </fetcher.Form>
  );
}

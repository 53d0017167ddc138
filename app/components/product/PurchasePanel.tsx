import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { AddToCartForm } from '~/components/cart/AddToCartForm';
import { Money } from '~/components/ui/Money';
import { Spinner } from '~/components/ui/Spinner';
import type { PageVariant } from '~/server/catalog/product-page.server';
import { QuantityStepper } from './QuantityStepper';
import { StockBadge } from './StockBadge';

function AddButton({ busy, disabled, className }: { busy: boolean; disabled: boolean; className: string }) {
  return (
    <button type="submit" disabled={disabled || busy} aria-busy={busy} className={`btn-primary ${className}`}>
      {busy && <Spinner />}
      <Trans>Add To Cart</Trans>
    </button>
  );
}

/**
 * Stock badge, quantity stepper and 'Add To Cart' (SPEC §4), repeated as a fixed bar at the
 * bottom of a phone screen. A variant combination that does not exist cannot be added.
 */
export function PurchasePanel({
  variant,
  hint,
}: {
  variant: PageVariant | undefined;
  /** A note on the chosen quantity under the stepper (a contact lens's supply hint). */
  hint?: (quantity: number) => ReactNode;
}) {
  const stock = variant?.quantityAvailable ?? 0;
  const [quantity, setQuantity] = useState(1);
  const [quantityFor, setQuantityFor] = useState(variant?.id);
  if (quantityFor !== variant?.id) {
    setQuantityFor(variant?.id);
    setQuantity(1);
  }
  const soldOut = !variant || stock <= 0 || !variant.availableForSale;
  return (
    <div className="mt-6 space-y-4" data-testid="purchase">
      {variant ? (
        <StockBadge quantity={stock} />
      ) : (
        <p className="text-sm font-semibold text-sale">
          <Trans>This combination is not available</Trans>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={quantity}
          max={Math.max(1, stock)}
          onChange={(next) => setQuantity(Math.min(Math.max(1, next), Math.max(1, stock)))}
        />
        <AddToCartForm merchandiseId={variant?.id} quantity={quantity} className="min-w-48 flex-1">
          {(busy) => <AddButton busy={busy} disabled={soldOut} className="w-full" />}
        </AddToCartForm>
      </div>
      {hint?.(quantity)}
      {variant && (
        // Hidden while the lens steps are open (SelectLenses): it would add the frame alone, at the
        // frame's price, and cover the steps' running total of frame + lenses.
        <div
          className="fixed inset-x-0 bottom-[3.75rem] z-30 flex items-center gap-3 border-t border-line bg-white/95 px-4 py-2 backdrop-blur md:hidden [body:has([data-lens-steps-open])_&]:hidden"
          data-testid="mobile-buy-bar"
        >
          <p className="text-base font-bold">
            <Money amount={variant.price} currency={variant.currencyCode} />
          </p>
          <AddToCartForm merchandiseId={variant.id} quantity={quantity} className="ms-auto">
            {(busy) => <AddButton busy={busy} disabled={soldOut} className="px-5 py-2.5" />}
          </AddToCartForm>
        </div>
      )}
    </div>
  );
}

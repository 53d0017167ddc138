import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AddToCartForm } from '~/components/cart/AddToCartForm';
import { Spinner } from '~/components/ui/Spinner';
import { cardHref, type CardItem } from '~/lib/catalog/card';

export type CardMode = 'shop' | 'home';

const base =
  'inline-flex h-10 w-full items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors';

/**
 * The card's button (SPEC §4): 'View Product' on home carousels; 'View in Cart' when the variant is
 * in the cart; 'Add To Cart' (quantity 1, spinner while adding) when it can be bought; otherwise
 * 'Out Of Stock', dimmed, with no action.
 */
export function CardAction({ item, mode, inCart }: { item: CardItem; mode: CardMode; inCart: boolean }) {
  if (mode === 'home') {
    return (
      <Link to={cardHref(item)} className={`${base} border border-brand text-brand hover:bg-brand-soft`}>
        <Trans>View Product</Trans>
      </Link>
    );
  }
  if (inCart) {
    return (
      <Link to="/cart" className={`${base} border border-brand bg-brand-soft text-brand hover:bg-brand hover:text-white`}>
        <Trans>View in Cart</Trans>
      </Link>
    );
  }
  if (item.availableForSale && item.quantityAvailable > 0 && item.variantId) {
    return (
      <AddToCartForm merchandiseId={item.variantId} quantity={1}>
        {(busy) => (
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className={`${base} bg-brand text-white hover:bg-brand-dark disabled:opacity-80`}
          >
            {busy && <Spinner />}
            <Trans>Add To Cart</Trans>
          </button>
        )}
      </AddToCartForm>
    );
  }
  return (
    <button type="button" disabled className={`${base} cursor-not-allowed bg-mist text-muted opacity-60`}>
      <Trans>Out Of Stock</Trans>
    </button>
  );
}

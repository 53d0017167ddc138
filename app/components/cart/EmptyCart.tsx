import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CartIcon } from '~/components/ui/icons';

/** SPEC §2 empty state. */
export function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center" data-testid="empty-cart">
      <span className="flex size-24 items-center justify-center rounded-full bg-brand-soft text-brand">
        <CartIcon className="size-11" />
      </span>
      <h1 data-focus-after-removal tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight">
        <Trans>Your Cart is Empty</Trans>
      </h1>
      <p className="mt-2 text-muted">
        <Trans>Looks like you haven&apos;t added anything to your cart.</Trans>
      </p>
      <Link to="/shop" className="btn-primary mt-8">
        <Trans>Continue Shopping</Trans>
      </Link>
    </div>
  );
}

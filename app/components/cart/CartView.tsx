import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ProductCarousel } from '~/components/product/product-carousel-on-sight';
import type { CartLineItem } from '~/lib/cart/line-item';
import { cartItems, itemCount } from '~/lib/cart/pairs';
import { cartSummary } from '~/lib/cart/summary';
import type { CartPageData } from '~/lib/cart/page-data';
import { CartLineCard } from './CartLineCard';
import { CartLoadError } from './CartLoadError';
import { EmptyCart } from './EmptyCart';
import { MobileCheckoutBar } from './MobileCheckoutBar';
import { OrderSummary } from './OrderSummary';
import { useOptimisticLines } from './use-cart-lines';

/**
 * The cart page's content (SPEC §2): the lines and the Order Summary side by side from 1102 px up,
 * stacked below with the fixed checkout bar; Similar Products under both. The summary counts
 * pending changes already (optimistic), the lines show their own spinners.
 */
export function CartView({ page }: { page: CartPageData }) {
  const { t } = useLingui();
  const lines = useOptimisticLines(page.lines);
  if (page.error) return <CartLoadError message={page.error} />;
  if (page.lines.length === 0) return <EmptyCart />;
  // A frame with its lenses is one item here, as in the header's badge.
  const summary = { ...cartSummary(lines), itemCount: itemCount(lines) };
  const count = summary.itemCount;
  const canCheckout = Boolean(page.checkoutUrl) && lines.length > 0;
  return (
    <>
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h1 data-focus-after-removal tabIndex={-1} className="text-3xl font-bold tracking-tight">
          <Trans>Your Cart</Trans>
        </h1>
        <p className="text-sm text-muted" data-testid="cart-count">
          <Plural value={count} one="# item" other="# items" />
        </p>
      </div>
      <div className="grid items-start gap-8 pb-28 min-[1102px]:grid-cols-[1fr_380px] min-[1102px]:pb-0">
        <ul className="space-y-4" aria-label={t`Cart items`}>
          {cartItems(page.lines).map((item) => {
            const shown = (line: CartLineItem) => lines.find((s) => s.id === line.id) ?? line;
            return item.kind === 'pair' ? (
              <li key={item.frame.id}>
                <CartLineCard line={shown(item.frame)} lenses={shown(item.lenses)} />
              </li>
            ) : (
              <li key={item.line.id}>
                <CartLineCard line={shown(item.line)} />
              </li>
            );
          })}
        </ul>
        <OrderSummary summary={summary} canCheckout={canCheckout} />
      </div>
      <MobileCheckoutBar summary={summary} canCheckout={canCheckout} />
      {page.similar.length > 0 && (
        <div className="-mx-4 mt-8 sm:-mx-6 lg:-mx-8">
          <ProductCarousel title={t`Similar Products`} items={page.similar} viewAll="/shop" />
        </div>
      )}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import { BidiText } from '~/components/ui/Bidi';
import { Money } from '~/components/ui/Money';
import type { CartActionResult } from '~/lib/cart/action-result';
import { lineDiscountPercent } from '~/lib/cart/line-discount';
import type { CartLineItem } from '~/lib/cart/line-item';
import { showToast } from '~/lib/toast';
import { pairTotal } from '~/lib/cart/money';
import type { Money as MoneyValue } from '~/lib/money';
import { useFocusAfterRemoval } from '~/components/ui/focus-after-removal';
import { EyeLabel, PrescriptionSummary } from './line-details-on-demand';
import { LineQuantity } from './LineQuantity';
import { lineFetcherKey } from './use-cart-lines';

/** Frame + lenses, per pair; null when the frame has no such price. */
function pairPrice(frame: MoneyValue | null, lenses: MoneyValue | null): MoneyValue | null {
  if (!frame) return null;
  return { ...frame, amount: pairTotal(frame.amount, lenses?.amount ?? null, frame.currencyCode) };
}

function minAvailable(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

/**
 * SPEC §2 cart line card. Desktop layout from 786 px up (image, details, quantity and remove in one
 * row); below it the compact layout stacks the controls under the details. Quantity and remove post
 * to the `/cart` action through this line's fetcher (or as a plain form before JavaScript loads).
 */
export function CartLineCard({ line, lenses }: { line: CartLineItem; lenses?: CartLineItem }) {
  const { t } = useLingui();
  const fetcher = useFetcher<CartActionResult>({ key: lineFetcherKey(line.id) });
  const hydrated = useHydrated();
  const card = useRef<HTMLElement>(null);
  useFocusAfterRemoval(card);
  const pendingIntent = fetcher.formData?.get('intent');
  const updating = fetcher.state !== 'idle' && pendingIntent === 'update';
  const removing = fetcher.state !== 'idle' && pendingIntent === 'remove';
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.reason : undefined;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) for (const toast of fetcher.data.toasts) showToast(toast);
  }, [fetcher.state, fetcher.data]);

  const href = `/product/${line.productHandle}`;
  // A pair of glasses is one item: the frame's card, priced frame + lenses (issue 11).
  const price = lenses ? pairPrice(line.price, lenses.price) : line.price;
  const compareAtPrice = lenses ? pairPrice(line.compareAtPrice, lenses.price) : line.compareAtPrice;
  const currency = price?.currencyCode;
  const discount = lineDiscountPercent(price, compareAtPrice);
  const cost = price ? <Money amount={price.amount} currency={price.currencyCode} /> : '—';
  const title = line.productTitle;
  const available = lenses ? minAvailable(line.quantityAvailable, lenses.quantityAvailable) : line.quantityAvailable;
  const hidden = (
    <>
      <input type="hidden" name="lineId" value={line.id} />
      {!hydrated && <input type="hidden" name="redirectTo" value="/cart" />}
    </>
  );

  return (
    <article
      ref={card}
      data-testid="cart-line"
      aria-busy={updating || removing}
      className={`grid grid-cols-[5.5rem_1fr] gap-x-4 gap-y-3 rounded-2xl border border-line bg-white p-4 shadow-sm transition-opacity min-[786px]:grid-cols-[8rem_1fr_auto] min-[786px]:items-center min-[786px]:gap-6 min-[786px]:p-5 ${removing ? 'opacity-50' : ''}`}
    >
      <Link
        to={href}
        className="block aspect-square overflow-hidden rounded-xl bg-gradient-to-b from-mist to-white"
        tabIndex={-1}
        aria-hidden="true"
      >
        {line.image && (
          <img
            src={line.image.url}
            // SPEC §2: an image without alt text is described as 'Product image'.
            alt={line.image.altText || t`Product image`}
            width={line.image.width ?? undefined}
            height={line.image.height ?? undefined}
            loading="lazy"
            decoding="async"
            className="size-full object-contain p-2"
          />
        )}
      </Link>

      <div className="min-w-0 space-y-1">
        {lenses && (
          <p className="text-xs font-semibold tracking-wide text-gold uppercase" data-testid="pair-label">
            <Trans>Frame + lenses</Trans>
          </p>
        )}
        <Link to={href} className="block">
          <h2 className="line-clamp-2 text-base font-semibold text-ink hover:text-brand min-[786px]:text-lg">
            <BidiText text={title} />
          </h2>
        </Link>
        {line.variantTitle && (
          <p className="text-sm text-muted">
            <BidiText text={line.variantTitle} />
          </p>
        )}
        {/* A pair's frame carries only the pair's id; a contact lens line carries its eye. */}
        {!lenses && line.attributes.length > 0 && <EyeLabel attributes={line.attributes} />}
        {lenses && (
          <div className="space-y-0.5 pt-1" data-testid="pair-lenses">
            <p className="text-sm font-medium">
              <BidiText text={lenses.productTitle} />
              {lenses.variantTitle && (
                <>
                  {' · '}
                  <BidiText text={lenses.variantTitle} />
                </>
              )}
            </p>
            <PrescriptionSummary attributes={lenses.attributes} />
          </div>
        )}
        <p className="pt-1 text-base font-bold text-ink" data-testid="line-cost">
          <Trans>Cost : {cost}</Trans>
        </p>
        <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
          {compareAtPrice && (
            <s className="text-muted" data-testid="line-compare-at">
              <Money amount={compareAtPrice.amount} currency={compareAtPrice.currencyCode ?? currency ?? ''} />
            </s>
          )}
          <span className={`font-semibold ${Number(discount) > 0 ? 'text-sale' : 'text-muted'}`} data-testid="line-discount">
            {/* Isolated, so that in Arabic the percent sign stays after the figure. */}
            <Trans>
              <bdi dir="ltr">{discount}%</bdi> off
            </Trans>
          </span>
        </p>
        <p className="inline-flex items-center gap-1.5 pt-1 text-xs font-semibold text-ok">
          <svg viewBox="0 0 24 24" width={16} height={16} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
            <path d="M3 7h11v8H3zM14 10h4l3 3v2h-7z" />
            <circle cx="7" cy="17" r="1.6" />
            <circle cx="17.5" cy="17" r="1.6" />
          </svg>
          <Trans>Free Delivery</Trans>
        </p>
        {failure && (
          <p role="alert" className="pt-1 text-sm text-sale">
            {failure}
          </p>
        )}
      </div>

      <div className="col-span-2 flex items-center justify-between gap-4 border-t border-line pt-3 min-[786px]:col-span-1 min-[786px]:flex-col min-[786px]:items-end min-[786px]:border-0 min-[786px]:pt-0">
        <fetcher.Form method="post" action="/cart">
          <input type="hidden" name="intent" value="update" />
          {hidden}
          <LineQuantity quantity={line.quantity} available={available} busy={updating} title={title} />
        </fetcher.Form>
        <fetcher.Form method="post" action="/cart">
          <input type="hidden" name="intent" value="remove" />
          {hidden}
          <button
            type="submit"
            // Focusable while the removal runs (see LineQuantity); the card then hands the focus on (useFocusAfterRemoval).
            aria-disabled={removing || undefined}
            onClick={(event) => {
              if (removing) event.preventDefault();
            }}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-sale/10 hover:text-sale"
            aria-label={t`Remove ${title} from cart`}
          >
            <svg
              viewBox="0 0 24 24"
              width={18}
              height={18}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              aria-hidden="true"
            >
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
            </svg>
            <Trans>Remove</Trans>
          </button>
        </fetcher.Form>
      </div>
    </article>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BidiText } from '~/components/ui/Bidi';
import { useFormatNumber } from '~/i18n/numbers';
import { cardHref, type CardItem } from '~/lib/catalog/card';
import { discountPercent } from '~/lib/money';
import { CardAction, type CardMode } from './CardAction';
import { Price } from './Price';

interface ProductCardProps {
  item: CardItem;
  mode?: CardMode;
  inCart?: boolean;
  /** Above the fold: load the image at once and ask for it first (LCP). */
  priority?: boolean;
  /** The counted search this card is a result of (issue 12). */
  searchId?: string | null;
}

/** SPEC §2 product card: discount badge, image, title, prices, delivery badge, action button. */
export function ProductCard({ item, mode = 'shop', inCart = false, priority = false, searchId }: ProductCardProps) {
  const number = useFormatNumber();
  const discount = discountPercent(item.price, item.compareAtPrice);
  const percent = number(discount / 100, { style: 'percent' });
  const href = cardHref(item, searchId);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-lg"
      data-testid="product-card"
    >
      {/* One link per card, around the picture and the title: its name is the product's title. */}
      <Link to={href} className="flex flex-col hover:text-brand">
        <span className="relative block aspect-[4/3] bg-white">
          {item.image && (
            <img
              src={item.image.url}
              alt=""
              width={item.image.width}
              height={item.image.height}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              className="size-full object-contain p-2 transition-transform duration-300 group-hover:scale-105"
            />
          )}
        </span>
        <h3 className="line-clamp-2 min-h-10 px-4 pt-4 text-sm leading-5 font-medium group-hover:underline">
          <BidiText text={item.title} />
        </h3>
      </Link>
      {discount > 0 && (
        <span
          className="absolute start-3 top-3 rounded-full bg-sale px-2 py-0.5 text-xs font-bold text-white"
          data-testid="discount-badge"
        >
          <Trans>{percent} OFF</Trans>
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2 px-4 pt-2 pb-4">
        <p className="text-[11px] font-semibold tracking-widest text-gold uppercase">
          <bdi>{item.vendor}</bdi>
        </p>
        <Price price={item.price} compareAtPrice={item.compareAtPrice} currencyCode={item.currencyCode} />
        <p className="inline-flex items-center gap-1 text-xs font-medium text-ok" data-testid="delivery-badge">
          <svg viewBox="0 0 24 24" width={14} height={14} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
            <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7z" />
            <circle cx="7" cy="17.5" r="1.5" />
            <circle cx="17" cy="17.5" r="1.5" />
          </svg>
          {item.expressDelivery ? <Trans>Express Delivery</Trans> : <Trans>Free Delivery</Trans>}
        </p>
        <div className="mt-auto pt-2">
          <CardAction item={item} mode={mode} inCart={inCart} />
        </div>
      </div>
    </article>
  );
}

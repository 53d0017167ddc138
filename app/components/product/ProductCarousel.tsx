import { Trans, useLingui } from '@lingui/react/macro';
import { ScriptButton } from '~/components/ui/ScriptButton';
import { ChevronStartIcon, ChevronEndIcon } from '~/components/ui/icons';
import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CardItem } from '~/lib/catalog/card';
import type { CardMode } from './CardAction';
import { ProductCard } from './ProductCard';
import { useCartVariantIds } from './use-cart-variants';

/** SPEC §9: arrows scroll by 400 px, smoothly. */
export const SCROLL_STEP = 400;

interface ProductCarouselProps {
  /** The heading; 'Explore Our Products' when not given. */
  title?: string;
  items: CardItem[];
  /** Only products of this type, compared case-insensitively (SPEC §2 product strip). */
  category?: string;
  mode?: CardMode;
  /** 'View all' target, shown on desktop; null hides it. */
  viewAll?: string | null;
  /** A card before the products, e.g. the sunglasses promo. */
  lead?: ReactNode;
}

/**
 * A horizontal row of product cards (SPEC §2 product strip and carousel). The row scrolls by
 * itself with touch, trackpad and, once focused, the arrow keys; the buttons move it 400 px.
 */
export function ProductCarousel({
  title: givenTitle,
  items,
  category,
  mode = 'shop',
  viewAll = '/shop',
  lead,
}: ProductCarouselProps) {
  const { t } = useLingui();
  const title = givenTitle ?? t`Explore Our Products`;
  const scroller = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const inCart = useCartVariantIds();
  const shown = category ? items.filter((item) => item.productType.toLowerCase() === category.toLowerCase()) : items;
  const scroll = (direction: 1 | -1) => {
    const rtl = scroller.current && getComputedStyle(scroller.current).direction === 'rtl' ? -1 : 1;
    scroller.current?.scrollBy({ left: direction * rtl * SCROLL_STEP, behavior: 'smooth' });
  };
  const arrow =
    'inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm hover:border-brand hover:text-brand';
  return (
    <section className="container-shop py-8" aria-labelledby={headingId}>
      <div className="mb-4 flex items-center gap-3">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {viewAll && (
          <Link to={viewAll} className="ms-4 hidden text-sm font-semibold text-brand hover:underline md:inline">
            <Trans>View all</Trans>
          </Link>
        )}
        <div className="ms-auto flex gap-2">
          <ScriptButton className={arrow} onClick={() => scroll(-1)} aria-label={t`Scroll ${title} left`}>
            <ChevronStartIcon width={20} height={20} />
          </ScriptButton>
          <ScriptButton className={arrow} onClick={() => scroll(1)} aria-label={t`Scroll ${title} right`}>
            <ChevronEndIcon width={20} height={20} />
          </ScriptButton>
        </div>
      </div>
      <div
        ref={scroller}
        // A scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        data-testid="carousel-track"
        className="-mx-1 flex gap-4 overflow-x-auto scroll-smooth px-1 pb-3 [scrollbar-width:thin]"
      >
        {lead && <div className="w-60 shrink-0 sm:w-64">{lead}</div>}
        {shown.map((item) => (
          <div key={item.id} className="w-60 shrink-0 sm:w-64">
            <ProductCard item={item} mode={mode} inCart={item.variantId !== null && inCart.has(item.variantId)} />
          </div>
        ))}
        {shown.length === 0 && (
          <p className="py-8 text-muted">
            <Trans>No products found</Trans>
          </p>
        )}
      </div>
    </section>
  );
}

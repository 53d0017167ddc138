import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CardItem } from '~/lib/catalog/card';
import { ProductCard } from './ProductCard';
import { useCartVariantIds } from './use-cart-variants';

/** Cards in a responsive grid; the first row loads its images at once (above the fold). */
export function ProductGrid({ items, eager = 4, searchId }: { items: CardItem[]; eager?: number; searchId?: string | null }) {
  const inCart = useCartVariantIds();
  if (items.length === 0) return <NoProducts />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" data-testid="product-grid">
      {items.map((item, index) => (
        <li key={item.id}>
          <ProductCard
            item={item}
            priority={index < eager}
            inCart={item.variantId !== null && inCart.has(item.variantId)}
            searchId={searchId}
          />
        </li>
      ))}
    </ul>
  );
}

/** The empty state of a list of products (SPEC §8 'No products found'), with what to try instead. */
export function NoProducts({ children }: { children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-line px-4 py-16 text-center" data-testid="no-products">
      <p className="text-lg font-semibold">
        <Trans>No products found</Trans>
      </p>
      <div className="mt-1 space-y-2 text-sm text-muted">
        {children ?? (
          <p>
            <Trans>Try another search or fewer filters.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

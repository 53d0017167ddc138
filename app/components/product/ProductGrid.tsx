import { Trans } from '@lingui/react/macro';
import type { CatalogItem } from '~/lib/catalog/types';
import { ProductCard } from './ProductCard';
import { useCartVariantIds } from './use-cart-variants';

/** Cards in a responsive grid; the first row loads its images at once (above the fold). */
export function ProductGrid({ items, eager = 4, searchId }: { items: CatalogItem[]; eager?: number; searchId?: string | null }) {
  const inCart = useCartVariantIds();
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line py-16 text-center">
        <p className="text-lg font-semibold">
          <Trans>No products found</Trans>
        </p>
        <p className="mt-1 text-sm text-muted">
          <Trans>Try another search or fewer filters.</Trans>
        </p>
      </div>
    );
  }
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

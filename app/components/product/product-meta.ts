import type { MetaDescriptor } from 'react-router';
import type { PageProduct, RatingSummary } from '~/server/catalog/product-page.server';

interface ProductMetaInput {
  product: PageProduct;
  rating: RatingSummary | null;
  canonical: string;
}

/**
 * SEO for a product page: description, Open Graph and Product JSON-LD, from the product's data. The
 * document title is rendered by the page (<Title>, in its language) and the canonical link by the
 * layout (AlternateLinks), so neither is repeated here.
 */
export function productMeta({ product, rating, canonical }: ProductMetaInput): MetaDescriptor[] {
  const image = product.media.find((m) => m.kind === 'image');
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.media.flatMap((m) => (m.kind === 'image' ? [m.url] : [])),
    url: canonical,
    sku: product.variants[0]?.sku ?? undefined,
    category: product.productType,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku ?? undefined,
      name: variant.title,
      price: variant.price.toFixed(variant.currencyCode === 'KWD' ? 3 : 2),
      priceCurrency: variant.currencyCode,
      availability:
        variant.availableForSale && variant.quantityAvailable > 0
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      url: `${canonical}?variant=${variant.id.split('/').pop()}`,
    })),
  };
  // Only ratings from 1 to 5 make the average, so only they are counted; none, no rating at all.
  if (rating && rating.rated > 0) {
    jsonLd.aggregateRating = { '@type': 'AggregateRating', ratingValue: rating.average.toFixed(1), ratingCount: rating.rated };
  }
  return [
    { name: 'description', content: product.seoDescription },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.seoTitle },
    { property: 'og:description', content: product.seoDescription },
    { property: 'og:url', content: canonical },
    ...(image && image.kind === 'image' ? [{ property: 'og:image', content: image.url }] : []),
    { property: 'product:price:amount', content: String(product.variants[0]?.price ?? '') },
    { property: 'product:price:currency', content: product.variants[0]?.currencyCode ?? '' },
    { 'script:ld+json': jsonLd },
  ];
}

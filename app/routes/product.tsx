import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { NotFound } from '~/components/layout/NotFound';
import { AttributeTable } from '~/components/product/AttributeTable';
import { Gallery } from '~/components/product/Gallery';
import { Instalments } from '~/components/product/Instalments';
import { OptionPicker } from '~/components/product/OptionPicker';
import { ProductCarousel } from '~/components/product/ProductCarousel';
import { ProductPrices } from '~/components/product/ProductPrices';
import { PurchasePanel } from '~/components/product/PurchasePanel';
import { RatingSummary } from '~/components/product/RatingSummary';
import { TryOnButton } from '~/components/tryon/TryOnButton';
import { Breadcrumb } from '~/components/ui/Breadcrumb';
import { productTypeLabel } from '~/lib/catalog/shop-types';
import { findVariant, readSelection, selectionParams } from '~/lib/catalog/variant-selection';
import { pageTitle } from '~/lib/page-title';
import { getMarket } from '~/server/market.server';
import { reviewsShown } from '~/server/reviews/section.server';
import { getSession, isSignedIn } from '~/server/session.server';
import { ReviewsSection } from '~/components/reviews/ReviewsSection';
import { loadProductPage } from '~/server/catalog/product-page.server';
import { productMeta } from '~/components/product/product-meta';
import type { Route } from './+types/product';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const market = await getMarket(request);
  const url = new URL(request.url);
  const [page, session] = await Promise.all([
    loadProductPage(context, market, params.handle, request.signal, reviewsShown(url)),
    getSession(request),
  ]);
  if (!page) throw data('No product available', { status: 404 });
  return { ...page, signedIn: isSignedIn(session), canonical: `${url.origin}/product/${page.product.handle}` };
}

/**
 * Choosing a variant only changes the query string: the page already has every variant. 'Load More'
 * (`?reviews=`) and a revalidation after a new review do need the loader.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameReviews = currentUrl.searchParams.get('reviews') === nextUrl.searchParams.get('reviews');
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search && sameReviews) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data: page }) => (page ? productMeta(page) : pageTitle('No product available'));

export default function ProductPage() {
  const { product, similar, popular, rating, reviews, signedIn } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params, product.options, product.variants);
  const variant = findVariant(product.variants, selection);
  const shown = variant ?? product.variants[0];

  const select = (name: string, value: string) => {
    const next = { ...selection, [name]: value };
    setParams(selectionParams(params, next, findVariant(product.variants, next)), { preventScrollReset: true, replace: true });
  };

  return (
    <>
      <div className="container-shop py-6 sm:py-8">
        <Breadcrumb
          items={[
            { label: 'Home', to: '/' },
            { label: productTypeLabel(product.productType), to: `/shop/${product.productType}` },
            { label: product.title },
          ]}
        />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12">
          <Gallery
            media={product.media}
            variantImageUrl={shown?.imageUrl ?? null}
            variantKey={variant?.id ?? 'none'}
            title={product.title}
            overlay={<TryOnButton product={product} variant={shown} />}
          />
          <div>
            <p className="text-sm font-semibold tracking-widest text-gold uppercase" data-testid="brand">
              {product.brand}
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{product.title}</h1>
            {product.arabicName && (
              <p lang="ar" dir="rtl" className="mt-1 text-sm text-muted">
                {product.arabicName}
              </p>
            )}
            <RatingSummary rating={rating} />
            {shown && (
              <ProductPrices price={shown.price} compareAtPrice={shown.compareAtPrice} currencyCode={shown.currencyCode} />
            )}
            <OptionPicker options={product.options} selection={selection} onSelect={select} />
            <PurchasePanel variant={variant} />
            {shown && <Instalments price={shown.price} currencyCode={shown.currencyCode} />}
            <ul className="mt-5 grid grid-cols-2 gap-2 text-xs text-muted">
              <li className="rounded-lg bg-mist px-3 py-2">Free delivery across the UAE</li>
              <li className="rounded-lg bg-mist px-3 py-2">100% authentic, with warranty</li>
            </ul>
          </div>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="mb-4 text-xl font-bold">
              Description
            </h2>
            {/* Sanitised on the server (sanitize.server.ts): only text formatting survives. */}
            <div className="prose-policy text-sm [&_p]:mb-3" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          </section>
          <section aria-labelledby="details-title">
            <h2 id="details-title" className="mb-4 text-xl font-bold">
              Product Details
            </h2>
            <AttributeTable attributes={product.attributes} />
          </section>
        </div>
        <ReviewsSection section={reviews} handle={product.handle} signedIn={signedIn} />
      </div>
      <ProductCarousel title="Similar Products" items={similar} viewAll={`/shop/${product.productType}`} />
      <ProductCarousel title="Popular Products" items={popular} viewAll="/shop" />
      {/* Room for the fixed mobile buy bar. */}
      <div className="h-16 md:hidden" />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound message="No product available" />;
  throw error;
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { NotFound } from '~/components/layout/error-pages';
import { Title } from '~/components/layout/Title';
import { Gallery } from '~/components/product/Gallery';
import { OptionPicker } from '~/components/product/OptionPicker';
import { ProductCarousel } from '~/components/product/product-carousel-on-sight';
import { ProductPrices } from '~/components/product/ProductPrices';
import { PurchasePanel } from '~/components/product/PurchasePanel';
import { SelectLenses } from '~/components/lenses/SelectLenses';
import { eyesMode } from '~/components/contact-lenses/eyes-mode';
import { EyeChoice, PerEye, SupplyHint } from '~/components/contact-lenses/PerEye';
import { takesLenses } from '~/lib/prescription/frame-types';
import { RatingSummary } from '~/components/product/RatingSummary';
import { BidiText } from '~/components/ui/Bidi';
import { TryOnButton } from '~/components/tryon/TryOnButton';
import { canTryOn } from '~/components/tryon/try-on-frames';
import { Breadcrumb } from '~/components/ui/Breadcrumb';
import { pathInLanguage } from '~/i18n/languages';
import { productTypeName } from '~/lib/catalog/shop-types';
import { findVariant, readSelection, selectionParams, type Selection } from '~/lib/catalog/variant-selection';
import { getConfig } from '~/server/config.server';
import { getMarket } from '~/server/market.server';
import { reviewFormAction } from '~/server/reviews/form-action.server';
import { markOwnReviews } from '~/server/reviews/own-reviews.server';
import { reviewsShown } from '~/server/reviews/section.server';
import { shopperSearchLog } from '~/server/search-log/search-log.server';
import { getSession, isSignedIn } from '~/server/session.server';
import { ReviewsSection } from '~/components/reviews/reviews-on-sight';
import { loadProductPage } from '~/server/catalog/product-page.server';
import { productMeta } from '~/components/product/product-meta';
import { onSight } from '~/components/ui/on-sight';
import type { IndexingHandle } from '~/lib/page-indexing';
import type { Route } from './+types/product';

// Parts with nothing to press, below the first screen on a phone: the instalments and the details.
const Instalments = onSight(() => import('~/components/product/Instalments').then((module) => module.Instalments));
const AttributeTable = onSight(() => import('~/components/product/AttributeTable').then((module) => module.AttributeTable));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const market = await getMarket(request);
  const url = new URL(request.url);
  const [page, session] = await Promise.all([
    loadProductPage(context, market, params.handle, request.signal, reviewsShown(url)),
    getSession(request, context),
  ]);
  if (!page) throw data('No product available', { status: 404 });
  // Opened from search results or suggestions (issue 12): that search led somewhere.
  const searchId = url.searchParams.get('sid');
  if (searchId) shopperSearchLog(request, context)?.opened(searchId);
  const canonical = getConfig().publicUrl + pathInLanguage(context.language, `/product/${page.product.handle}`);
  const reviews = await markOwnReviews(request, context, page.reviews);
  // Decided here, not in the browser: the page's first load then carries no frame-size parser.
  return { ...page, reviews, signedIn: isSignedIn(session), canonical, tryOn: canTryOn(page.product) };
}

/** The review dialogs' forms, posted without JavaScript (with it, they call /api/reviews). */
export function action(args: Route.ActionArgs) {
  return reviewFormAction(args);
}

/**
 * Choosing a variant only changes the query string: the page already has every variant. 'Load More'
 * (`?reviews=`) and a revalidation after a new review do need the loader.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameReviews = currentUrl.searchParams.get('reviews') === nextUrl.searchParams.get('reviews');
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search && sameReviews)
    return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data: page }) => (page ? productMeta(page) : []);

/** A product that is not there (its loader threw a 404 to this route's ErrorBoundary) is no address to index. */
export const handle: IndexingHandle<unknown> = { noindex: (page) => page === undefined };

export default function ProductPage() {
  const { product, similar, popular, rating, reviews, signedIn, tryOn } = useLoaderData<typeof loader>();
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params, product.options, product.variants);
  const variant = findVariant(product.variants, selection);
  const shown = variant ?? product.variants[0];
  // Contact lenses (their boxes carry the supply facts) may be bought per eye (issue 11).
  const perEye = product.variants.some((candidate) => candidate.lensSupply);
  const eyes = perEye ? eyesMode(params) : 'both';
  const supply = shown?.lensSupply;

  const select = (changes: Selection) => {
    const next = { ...selection, ...changes };
    setParams(selectionParams(params, next, findVariant(product.variants, next)), { preventScrollReset: true, replace: true });
  };

  return (
    <>
      <Title>{product.seoTitle}</Title>
      <div className="container-shop py-6 sm:py-8">
        <Breadcrumb
          items={[
            { label: t`Home`, to: '/' },
            { label: productTypeName(i18n, product.productType), to: `/shop/${product.productType}` },
            { label: <BidiText text={product.title} /> },
          ]}
        />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12">
          <Gallery
            media={product.media}
            variantImageUrl={shown?.imageUrl ?? null}
            variantKey={variant?.id ?? 'none'}
            title={product.title}
            overlay={tryOn ? <TryOnButton product={product} variant={shown} /> : null}
          />
          <div>
            <p className="text-sm font-semibold tracking-widest text-gold uppercase" data-testid="brand">
              <bdi>{product.brand}</bdi>
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
              <BidiText text={product.title} />
            </h1>
            {product.arabicName && (
              <p lang="ar" dir="rtl" className="mt-1 text-sm text-muted">
                {product.arabicName}
              </p>
            )}
            <RatingSummary rating={rating} />
            {shown && (
              <ProductPrices price={shown.price} compareAtPrice={shown.compareAtPrice} currencyCode={shown.currencyCode} />
            )}
            {perEye && <EyeChoice mode={eyes} />}
            {eyes === 'each' ? (
              <PerEye handle={product.handle} options={product.options} variants={product.variants} selection={selection} />
            ) : (
              <>
                <OptionPicker options={product.options} selection={selection} onSelect={select} />
                {takesLenses(product.productType) && (
                  <SelectLenses handle={product.handle} productType={product.productType} variantId={variant?.id} />
                )}
                <PurchasePanel
                  variant={variant}
                  hint={supply ? (quantity) => <SupplyHint supply={supply} boxes={quantity} eyes={2} /> : undefined}
                />
              </>
            )}
            {shown && <Instalments price={shown.price} currencyCode={shown.currencyCode} />}
            <ul className="mt-5 grid grid-cols-2 gap-2 text-xs text-muted">
              <li className="rounded-lg bg-mist px-3 py-2">
                <Trans>Free delivery across the UAE</Trans>
              </li>
              <li className="rounded-lg bg-mist px-3 py-2">
                <Trans>100% authentic, with warranty</Trans>
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="mb-4 text-xl font-bold">
              <Trans>Description</Trans>
            </h2>
            {/* Sanitised on the server (sanitize.server.ts): only text formatting survives. */}
            <div
              dir="auto"
              className="prose-policy text-sm [&_p]:mb-3"
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          </section>
          <section aria-labelledby="details-title">
            <h2 id="details-title" className="mb-4 text-xl font-bold">
              <Trans>Product Details</Trans>
            </h2>
            <AttributeTable attributes={product.attributes} />
          </section>
        </div>
        <ReviewsSection section={reviews} handle={product.handle} signedIn={signedIn} />
      </div>
      <ProductCarousel title={t`Similar Products`} items={similar} viewAll={`/shop/${product.productType}`} />
      <ProductCarousel title={t`Popular Products`} items={popular} viewAll="/shop" />
      {/* Room for the fixed mobile buy bar. */}
      <div className="h-16 md:hidden" />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useLingui();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const message = t`No product available`;
  return (
    <>
      <Title>{message}</Title>
      <NotFound message={message} />
    </>
  );
}

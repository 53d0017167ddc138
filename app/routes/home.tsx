import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router';
import { Banners } from '~/components/home/Banners';
import { BrandGrid } from '~/components/home/BrandGrid';
import { CategorySection } from '~/components/home/CategorySection';
import { HeroSlider } from '~/components/home/HeroSlider';
import { StripSkeleton } from '~/components/home/HomeSkeleton';
import { PromoCard } from '~/components/home/PromoCard';
import { Title } from '~/components/layout/Title';
import { ProductCarousel } from '~/components/product/product-carousel-on-sight';
import { toCards, type CardItem } from '~/lib/catalog/card';
import { getMarket } from '~/server/market.server';
import { getCatalog } from '~/server/catalog/index.server';
import { ShapePicker } from '~/components/home/ShapePicker';
import type { Route } from './+types/home';

// 8 cards a strip: enough to scroll, and a lighter page to hydrate on a phone.
const STRIP_SIZE = 8;

async function homeProducts(context: Route.LoaderArgs['context'], request: Request) {
  const market = await getMarket(request);
  const { items } = await getCatalog(context.storefront, market.country, context.language);
  const ofType = (type: string) => toCards(items.filter((item) => item.productType === type).slice(0, STRIP_SIZE));
  return {
    contactLenses: ofType('ContactLenses'),
    sunglasses: ofType('Sunglasses'),
    explore: toCards(items.slice(0, STRIP_SIZE)),
  };
}

/**
 * The product lists are not awaited: the hero, shapes and categories render at once, and on a
 * client-side visit the strips show skeletons until the lists arrive (SPEC §2 loading state).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  return { products: homeProducts(context, request) };
}

function Strips({ lists }: { lists: { contactLenses: CardItem[]; sunglasses: CardItem[] } }) {
  const { t } = useLingui();
  return (
    <>
      <ProductCarousel
        title={t`Contact Lenses`}
        items={lists.contactLenses}
        category="ContactLenses"
        mode="home"
        viewAll="/shop/ContactLenses"
      />
      <ProductCarousel
        title={t`Sunglasses`}
        items={lists.sunglasses}
        category="Sunglasses"
        mode="home"
        viewAll="/shop/Sunglasses"
        lead={<PromoCard />}
      />
    </>
  );
}

export default function Home() {
  const { products } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  return (
    <>
      <Title>{t`Sunglasses, eyeglasses and contact lenses in the UAE`}</Title>
      <HeroSlider />
      <ShapePicker />
      <CategorySection />
      <Suspense
        fallback={
          <>
            <StripSkeleton title={t`Contact Lenses`} />
            <StripSkeleton title={t`Sunglasses`} />
          </>
        }
      >
        <Await
          resolve={products}
          errorElement={
            <p className="container-shop py-8 text-muted">
              <Trans>Products are unavailable right now.</Trans>
            </p>
          }
        >
          {(lists) => <Strips lists={lists} />}
        </Await>
      </Suspense>
      <Banners />
      <BrandGrid />
      <Suspense fallback={<StripSkeleton title={t`Explore Our Products`} />}>
        <Await resolve={products} errorElement={null}>
          {(lists) => <ProductCarousel items={lists.explore} mode="home" />}
        </Await>
      </Suspense>
    </>
  );
}

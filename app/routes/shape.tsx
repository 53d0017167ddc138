import { useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router';
import { ResultsPage } from '~/components/catalog/ResultsPage';
import { Title } from '~/components/layout/Title';
import { toCards } from '~/lib/catalog/card';
import { SHAPE_MAX, shapeName, shapeSlug } from '~/lib/catalog/shapes';
import { parseShopQuery } from '~/lib/catalog/shop-query';
import { catalogFor } from '~/server/catalog/for-request.server';
import { NOINDEX_META, type IndexingHandle } from '~/lib/page-indexing';
import type { Route } from './+types/shape';

/** `/shape?shape=` (SPEC §2): products whose eyewear-frame-design matches, case-insensitively. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const shape = (params.get('shape') ?? '').slice(0, SHAPE_MAX);
  const { show } = parseShopQuery(params);
  const { catalog } = await catalogFor(request, context);
  const wanted = shapeSlug(shape);
  const results = wanted ? catalog.items.filter((item) => item.frameDesigns.some((design) => shapeSlug(design) === wanted)) : [];
  return { shape, show, total: results.length, items: toCards(results.slice(0, show)) };
}

/** A shape with no frames (any text can be typed into the URL) is nobody's search result: not indexed. */
export const handle: IndexingHandle<{ total: number }> = { noindex: (data) => data?.total === 0 };
export const meta: Route.MetaFunction = ({ data }) => (handle.noindex(data) ? NOINDEX_META : []);

export default function Shape() {
  const { shape, show, total, items } = useLoaderData<typeof loader>();
  const { t, i18n } = useLingui();
  const name = shape ? shapeName(i18n, shape) : '';
  const frames = t`${name} frames`;
  return (
    <>
      <Title>{name ? frames : t`Shop by shape`}</Title>
      <ResultsPage title={t`Shop by shape`} lead={name ? <p>{frames}</p> : undefined} items={items} total={total} show={show} />
    </>
  );
}

import { useLoaderData } from 'react-router';
import { ResultsPage } from '~/components/catalog/ResultsPage';
import { shapeLabel } from '~/lib/catalog/shapes';
import { parseShopQuery } from '~/lib/catalog/shop-query';
import { pageTitle } from '~/lib/page-title';
import { catalogFor } from '~/server/catalog/for-request.server';
import type { Route } from './+types/shape';

const slug = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** `/shape?shape=` (SPEC §2): products whose eyewear-frame-design matches, case-insensitively. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const shape = (params.get('shape') ?? '').slice(0, 60);
  const { show } = parseShopQuery(params);
  const { catalog } = await catalogFor(request, context);
  const wanted = slug(shape);
  const results = wanted ? catalog.items.filter((item) => item.frameDesigns.some((design) => slug(design) === wanted)) : [];
  return { shape, label: shape ? shapeLabel(shape) : '', show, total: results.length, items: results.slice(0, show) };
}

export const meta: Route.MetaFunction = ({ data }) => pageTitle(data?.label ? `${data.label} frames` : 'Shop by shape');

export default function Shape() {
  const { label, show, total, items } = useLoaderData<typeof loader>();
  return (
    <ResultsPage title="Shop by shape" lead={label ? <p>{label} frames</p> : undefined} items={items} total={total} show={show} />
  );
}

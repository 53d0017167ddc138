import { useLoaderData } from 'react-router';
import { ResultsPage } from '~/components/catalog/ResultsPage';
import { parseShopQuery } from '~/lib/catalog/shop-query';
import { pageTitle } from '~/lib/page-title';
import { catalogFor } from '~/server/catalog/for-request.server';
import type { Route } from './+types/query';

/** `/query?query=` (SPEC §2): search results; an empty query lists everything. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const text = (params.get('query') ?? '').slice(0, 200);
  const { show } = parseShopQuery(params);
  const { catalog } = await catalogFor(request, context);
  const results = catalog.search(text);
  return { text, show, total: results.length, items: results.slice(0, show) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageTitle(data?.text ? `Search results for “${data.text}”` : 'Search results'),
  { name: 'robots', content: 'noindex' },
];

export default function Query() {
  const { text, show, total, items } = useLoaderData<typeof loader>();
  return (
    <ResultsPage
      title="Search results"
      lead={text ? <p>For “{text}”</p> : <p>All products</p>}
      items={items}
      total={total}
      show={show}
    />
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router';
import { ResultsPage } from '~/components/catalog/ResultsPage';
import { Title } from '~/components/layout/Title';
import { parseShopQuery } from '~/lib/catalog/shop-query';
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

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function Query() {
  const { text, show, total, items } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  return (
    <>
      <Title>{text ? t`Search results for “${text}”` : t`Search results`}</Title>
      <ResultsPage
        title={t`Search results`}
        lead={
          <p>
            {text ? (
              <Trans>
                For “<bdi>{text}</bdi>”
              </Trans>
            ) : (
              <Trans>All products</Trans>
            )}
          </p>
        }
        items={items}
        total={total}
        show={show}
      />
    </>
  );
}

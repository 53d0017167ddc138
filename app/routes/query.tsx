import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router';
import { ResultsPage } from '~/components/catalog/ResultsPage';
import { Title } from '~/components/layout/Title';
import { parseShopQuery } from '~/lib/catalog/shop-query';
import { i18nFor } from '~/i18n/catalogs.server';
import { filterLabels } from '~/server/catalog/filter';
import { catalogFor } from '~/server/catalog/for-request.server';
import { searchResults } from '~/server/catalog/search-results';
import { isSearchId, shopperSearchLog } from '~/server/search-log/search-log.server';
import type { Route } from './+types/query';

/**
 * `/query?query=` (SPEC §2, issue 12): search results with the shop's filters and sort (the same
 * URL parameters as /shop), a corrected query, and popular products when nothing matches. An
 * empty query lists everything. A new search is counted; `sid` (carried by the page's own links)
 * marks a refinement of a counted one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = parseShopQuery(params);
  const { catalog } = await catalogFor(request, context);
  const results = searchResults(catalog, params.get('query') ?? '', query, filterLabels(i18nFor(context.language)));
  const log = results.text ? shopperSearchLog(request, context) : null;
  const sid = params.get('sid');
  const searchId = log
    ? sid && isSearchId(sid)
      ? sid
      : log.record({ text: results.text, resultsCount: results.matched })
    : null;
  return { ...results, query, searchId };
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function Query() {
  const { text, query, total, items, searchId } = useLoaderData<typeof loader>();
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
                For “<bdi translate="no">{text}</bdi>”
              </Trans>
            ) : (
              <Trans>All products</Trans>
            )}
          </p>
        }
        items={items}
        total={total}
        show={query.show}
        searchId={searchId}
      />
    </>
  );
}

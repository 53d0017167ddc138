import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { NoProducts } from '~/components/product/ProductGrid';
import { searchPath } from '~/lib/catalog/search-path';
import { ShopperWords } from './SearchLead';

interface NoSearchResultsProps {
  /** A query that finds something, when the search found nothing. */
  didYouMean: string | null;
  /** The same search without its filters, when the filters left nothing. */
  withoutFilters: string | null;
}

/**
 * 'No products found' on the results page (SPEC §8), with the way out: the filters to drop, a
 * corrected query in one click (a new search: it does not carry `sid`), or what to search for.
 */
export function NoSearchResults({ didYouMean, withoutFilters }: NoSearchResultsProps) {
  const link = 'font-semibold text-brand underline-offset-2 hover:underline';
  return (
    <NoProducts>
      {withoutFilters ? (
        <>
          <p>
            <Trans>No products match these filters.</Trans>
          </p>
          <p>
            <Link to={withoutFilters} className={link}>
              <Trans>Clear filters</Trans>
            </Link>
          </p>
        </>
      ) : didYouMean ? (
        <p className="text-base text-ink" data-testid="did-you-mean">
          <Trans>
            Did you mean “
            <Link to={searchPath(didYouMean)} className={link}>
              <ShopperWords text={didYouMean} />
            </Link>
            ”?
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>Check the spelling, or search for a brand, a shape or a colour.</Trans>
        </p>
      )}
    </NoProducts>
  );
}

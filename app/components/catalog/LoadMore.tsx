import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZE, SHOW_MAX, shownCount, type KeptParams } from '~/lib/catalog/shop-query';
import { ListingLink } from './ListingLink';

/** The next page of the list as the address has it when clicked (a filter ticked just before starts it again). */
const nextPage = (params: URLSearchParams) => params.set('show', String(shownCount(params) + PAGE_SIZE));

/** 'Load More' (SPEC §4: 8 more each time) as a link, so it works without JavaScript. */
export function LoadMore({ shown, total, show, kept = {} }: { shown: number; total: number; show: number; kept?: KeptParams }) {
  const { t } = useLingui();
  if (total <= shown) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <p className="text-sm text-muted">{t`Showing ${shown} of ${plural(total, { one: '# product', other: '# products' })}`}</p>
      {/* At the bound another page would show the same products: the count says how many there are. */}
      {show < SHOW_MAX && (
        <ListingLink change={nextPage} kept={kept} className="btn-outline">
          <Trans>Load More</Trans>
        </ListingLink>
      )}
    </div>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { PAGE_SIZE, SHOW_MAX, withKept, withParam, type KeptParams } from '~/lib/catalog/shop-query';

/** 'Load More' (SPEC §4: 8 more each time) as a link, so it works without JavaScript. */
export function LoadMore({ shown, total, show, kept = {} }: { shown: number; total: number; show: number; kept?: KeptParams }) {
  const { t } = useLingui();
  const location = useLocation();
  if (total <= shown) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <p className="text-sm text-muted">{t`Showing ${shown} of ${plural(total, { one: '# product', other: '# products' })}`}</p>
      {/* At the bound another page would show the same products: the count says how many there are. */}
      {show < SHOW_MAX && (
        <Link
          to={withParam(withKept(location.search, kept), 'show', String(show + PAGE_SIZE))}
          preventScrollReset
          className="btn-outline"
        >
          <Trans>Load More</Trans>
        </Link>
      )}
    </div>
  );
}

import { Link, useHref, useLocation, useNavigate, type LinkProps } from 'react-router';
import { withKept, type KeptParams } from '~/lib/catalog/shop-query';
import { askFor, listingNow } from './params-now';

type ListingLinkProps = Omit<LinkProps, 'to' | 'onClick' | 'preventScrollReset'> & {
  /** What the link changes of the listing's address: a price band, the next page, the phone's panel. */
  change: (params: URLSearchParams) => void;
  kept: KeptParams;
};

/**
 * A link to this listing with one change. Its address is the page's as drawn, so it works without
 * JavaScript; followed with it, the change is made to the listing's address now (listingNow), so
 * that a filter ticked just before, whose page is not drawn yet, is kept.
 */
export function ListingLink({ change, kept, ...props }: ListingLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const page = { href: useHref(location.pathname), kept };
  const changed = (search: string) => {
    const params = new URLSearchParams(withKept(search, kept));
    change(params);
    return params;
  };
  return (
    <Link
      {...props}
      to={`${location.pathname}?${changed(location.search)}`}
      preventScrollReset
      onClick={(event) => {
        // A new tab or window opens the address as drawn.
        if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        const now = listingNow(page);
        if (!now) return;
        event.preventDefault();
        const params = changed(now.toString());
        askFor(params);
        // As a Link does: the address it is at already is replaced, not added to the history.
        const same = params.toString() === new URLSearchParams(window.location.search).toString();
        void navigate(`${location.pathname}?${params}`, { preventScrollReset: true, replace: same });
      }}
    />
  );
}

import { useEffect, type ReactNode } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import type { CartActionResult } from '~/lib/cart/action-result';
import { showToast } from '~/lib/toast';
import { useOneCartStart } from './use-one-cart-start';

interface AddToCartFormProps {
  /** The variant to add (SPEC §5: without one nothing happens). */
  merchandiseId: string | null | undefined;
  /** 1 from a product card, the chosen quantity on the product page (SPEC §9). */
  quantity?: number;
  className?: string;
  /** The button(s); `busy` is true while the add runs, for the spinner. */
  children: (busy: boolean) => ReactNode;
}

/** This page's address to come back to, with the search's `sid` when it has none yet. */
export function backTo(location: { pathname: string; search: string }, searchId?: string | null): string {
  const params = new URLSearchParams(location.search);
  if (!searchId || params.has('sid')) return location.pathname + location.search;
  params.set('sid', searchId);
  return `${location.pathname}?${params.toString()}`;
}

/**
 * Adds a variant to the cart without leaving the page. With JavaScript it posts through a fetcher:
 * the page stays, the action's toast shows, and React Router revalidates the root loader so the
 * header badge and 'View in Cart' update. Before JavaScript it is a plain POST to `/cart`, whose
 * action redirects back to `redirectTo` with the toast as a flash.
 */
export function AddToCartForm({ merchandiseId, quantity = 1, className, children }: AddToCartFormProps) {
  const fetcher = useFetcher<CartActionResult>();
  const location = useLocation();
  const hydrated = useHydrated();
  // On search results, back to the same counted search (its `sid`), not a new one (routes/query.tsx).
  const searchId = useRouteLoaderData<{ searchId?: string | null }>('routes/query')?.searchId;
  const { waiting, sendInTurn } = useOneCartStart(fetcher);
  const busy = waiting || fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) for (const toast of fetcher.data.toasts) showToast(toast);
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className={className}
      onSubmit={(event) => {
        if (merchandiseId) return sendInTurn(event);
        // SPEC §5: no selected variant is a logged error, and nothing happens.
        event.preventDefault();
        console.error('Add to cart: no variant selected');
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="merchandiseId" value={merchandiseId ?? ''} />
      <input type="hidden" name="quantity" value={Math.max(1, Math.floor(quantity))} />
      {/* Only a plain POST (no JavaScript yet) needs to be sent back to this page. */}
      {!hydrated && <input type="hidden" name="redirectTo" value={backTo(location, searchId)} />}
      {children(busy)}
    </fetcher.Form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useFetchers, useHref, useRouteLoaderData, type FetcherWithComponents } from 'react-router';
import type { loader as rootLoader } from '~/root';

/**
 * Holds an add while a change of the cart is on its way to the server, when the shopper has no cart
 * yet, and sends it once that answer is in. Two cards added at once would otherwise start two carts,
 * and the session cookie of the later answer would drop the other cart with its line. Once an answer
 * is in, its cookie names the cart, so adds released together go into the same one. With a cart,
 * adds go at once (a held one would be lost if its card left the page meanwhile).
 */
export function useOneCartStart(fetcher: FetcherWithComponents<unknown>) {
  // The fetchers' actions carry the page's language base (`/ar/cart`), as this does.
  const cartAction = useHref('/cart');
  const noCartYet = (useRouteLoaderData<typeof rootLoader>('root')?.cartCount ?? 0) === 0;
  const posting = useFetchers().some(
    (other) => other.state === 'submitting' && other.formAction !== undefined && pathOf(other.formAction) === cartAction,
  );
  const [held, setHeld] = useState<FormData | null>(null);

  useEffect(() => {
    if (!held || posting) return;
    setHeld(null);
    void fetcher.submit(held, { method: 'post', action: '/cart' });
  }, [held, posting, fetcher]);

  return {
    held: held !== null,
    /** The form's submit handler: lets the submission go, or holds it while another is on its way. */
    holdIfBusy(event: FormEvent<HTMLFormElement>) {
      if (!posting || !noCartYet) return;
      event.preventDefault();
      setHeld(new FormData(event.currentTarget));
    },
  };
}

function pathOf(formAction: string): string {
  return new URL(formAction, 'http://shop').pathname;
}

import { useEffect, useState, type FormEvent } from 'react';
import { useFetchers, type FetcherWithComponents } from 'react-router';

function postsToCart(formAction: string | undefined): boolean {
  return formAction !== undefined && new URL(formAction, 'http://shop').pathname === '/cart';
}

/**
 * Holds an add while a change of the cart is on its way to the server, and sends it once that
 * answer is in. A shopper without a cart who adds from two cards at once would otherwise start two
 * carts, and the session cookie of the later answer would drop the other cart with its line. Once
 * an answer is in, its cookie names the cart, so adds released together go into the same one.
 */
export function useOneCartStart(fetcher: FetcherWithComponents<unknown>) {
  const posting = useFetchers().some((other) => other.state === 'submitting' && postsToCart(other.formAction));
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
      if (!posting) return;
      event.preventDefault();
      setHeld(new FormData(event.currentTarget));
    },
  };
}

import { useState, type FormEvent } from 'react';
import { useRouteLoaderData, type FetcherWithComponents } from 'react-router';
import type { loader as rootLoader } from '~/root';

/**
 * The last add sent while the shopper had no cart, until its answer (and the cookie naming the new
 * cart) is in. Kept outside React on purpose: React Router renders a fetcher's state in a
 * transition, so a second click can come before any render shows the first add as submitting.
 */
let cartStarting: Promise<void> | null = null;

/**
 * Sends adds one after another while the shopper has no cart yet. Two cards added at once would
 * otherwise start two carts, and the session cookie of the later answer would drop the other cart
 * with its line. Once the first answer is in, its cookie names the cart, and the next add goes into
 * it. With a cart, adds go at once.
 */
export function useOneCartStart(fetcher: FetcherWithComponents<unknown>) {
  const noCartYet = (useRouteLoaderData<typeof rootLoader>('root')?.cartCount ?? 0) === 0;
  const [held, setHeld] = useState(false);

  return {
    held,
    /** The form's submit handler: lets the submission go, or queues it behind the add starting a cart. */
    holdIfBusy(event: FormEvent<HTMLFormElement>) {
      if (!noCartYet) return;
      event.preventDefault();
      // Read now: the form may change (the quantity stepper) while the add waits.
      const formData = new FormData(event.currentTarget);
      const send = () => fetcher.submit(formData, { method: 'post', action: '/cart' });
      if (cartStarting) setHeld(true);
      const turn = (cartStarting ?? Promise.resolve()).then(() => {
        setHeld(false);
        return send();
      });
      // The next add waits for this one's answer, whether it went well or not.
      const turnOver: Promise<void> = turn
        .catch(() => undefined)
        .then(() => {
          if (cartStarting === turnOver) cartStarting = null;
        });
      cartStarting = turnOver;
    },
  };
}

import { useState, type FormEvent } from 'react';
import { useRouteLoaderData, type FetcherWithComponents } from 'react-router';
import type { loader as rootLoader } from '~/root';

/**
 * The last cart post queued while the shopper had no cart, until its answer (and the cookie naming
 * the new cart) is in and the page's data is read again. Kept outside React on purpose: React Router
 * renders a fetcher's state in a transition, so a second click can come before any render shows the
 * first post as submitting.
 */
let cartTurn: Promise<void> | null = null;

/**
 * Sends the adds to the cart (a card's, the product page's, a contact lens's two eyes, a frame with
 * its lenses) one after another while the shopper has no cart yet. Two sent at once would each
 * start a cart, and the session cookie of the later answer would drop the other cart with its line.
 * Once the first answer is in, its cookie names the cart and the next add goes into it. With a
 * cart, adds go at once. A queued add is sent even if its form has left the page meanwhile (React
 * Router still runs it).
 */
export function useOneCartStart(fetcher: FetcherWithComponents<unknown>) {
  const noCartYet = (useRouteLoaderData<typeof rootLoader>('root')?.cartCount ?? 0) === 0;
  // Counted from the click, so the button is busy before the next click (a fetcher's own state
  // shows later, in a transition); two adds of one form can be waiting.
  const [waiting, setWaiting] = useState(0);

  /** Posts the form to `action` through the fetcher: at once with a cart, in its turn without one. */
  function submitInTurn(form: HTMLFormElement, action: string) {
    if (!noCartYet) return void fetcher.submit(form, { method: 'post', action });
    // Read now: the form may change (the quantity stepper) while the add waits.
    const formData = new FormData(form);
    setWaiting((count) => count + 1);
    const turn = (cartTurn ?? Promise.resolve()).then(() => fetcher.submit(formData, { method: 'post', action }));
    // The next add waits for this one's answer, whether it went well or not.
    const turnOver: Promise<void> = turn
      .catch(() => undefined)
      .then(() => {
        setWaiting((count) => count - 1);
        if (cartTurn === turnOver) cartTurn = null;
      });
    cartTurn = turnOver;
  }

  return {
    waiting: waiting > 0,
    submitInTurn,
    /** A `/cart` form's submit handler: with a cart, the form's own submission; without one, the add in its turn. */
    sendInTurn(event: FormEvent<HTMLFormElement>) {
      if (!noCartYet) return;
      event.preventDefault();
      submitInTurn(event.currentTarget, '/cart');
    },
  };
}

/**
 * What a form sent inside a part posts, and last which button sent it (its value and words: a
 * review's Edit or Delete), or '' for none (Enter in a form without one).
 */
const sentOf = (form: HTMLFormElement, button: Element | null) =>
  [...new FormData(form)].map(String).concat(button ? `${button.getAttribute('value')} ${button.textContent}` : '');

/**
 * Sends the held form again from the part as React has drawn it (hydrated, or anew: LoadNow): the
 * form posting what the server's posted, less what only a browser without JavaScript needs (a
 * `redirectTo`), by a button like the one that sent it, clicked as the shopper's was once the part
 * has hydrated (its own handler may do what the form does not: open a dialog). `form.elements`
 * holds a button outside the form that names it (`form=`) too. A form gone meanwhile (a card's
 * product now in the cart shows 'View in Cart') is not sent. (A dialog inside the part whose own
 * code has not come sends it the browser's way.)
 */
function sendAgain(part: HTMLElement, sent: string[], hydrated: boolean) {
  for (const form of part.querySelectorAll('form')) {
    for (const button of [null, ...form.elements]) {
      if (sentOf(form, button).every((entry) => sent.includes(entry))) {
        const submitter = button instanceof HTMLElement ? button : null;
        // Not clicked where the code never came: a click makes React try to hydrate the part at
        // once, and its server HTML, the form among it, is then drawn anew.
        return hydrated && submitter ? submitter.click() : form.requestSubmit(submitter);
      }
    }
  }
}

/**
 * Holds the forms sent inside `part` while the part's code has not hydrated it. Left to the browser,
 * each would be posted as a page of its own, outside the part's code: an add to cart would then start
 * a cart of its own while another add is starting one (use-one-cart-start.ts), and the page would
 * reload. `send` stops holding and sends the held forms again, in order, through the part's handlers
 * once it has hydrated, or the browser's own way if the code never came; `stop` stops holding and
 * drops them.
 */
export function holdSubmits(part: HTMLElement): { send: (hydrated: boolean) => void; stop: () => void } {
  let held: string[][] = [];
  const hold = (event: SubmitEvent) => {
    // Decided once the event has been through the page (window is last): a part hydrated already,
    // before its effects ended this hold, sends the form itself and has prevented the default.
    const decide = (last: Event) => {
      if (last !== event || event.defaultPrevented) return;
      event.preventDefault();
      const sent = sentOf(event.target as HTMLFormElement, event.submitter);
      // The same form sent twice (a double click) is held once.
      if (!held.some((other) => `${other}` === `${sent}`)) held.push(sent);
    };
    window.addEventListener('submit', decide, { once: true });
  };
  const stop = () => {
    part.removeEventListener('submit', hold, true);
    held = [];
  };
  part.addEventListener('submit', hold, true);
  return {
    stop,
    send(hydrated) {
      const sent = held;
      stop();
      for (const posted of sent) sendAgain(part, posted, hydrated);
    },
  };
}

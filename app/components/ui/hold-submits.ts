/** A form sent inside a part: what it posts, to find it again once React has drawn the part anew. */
interface Held {
  form: HTMLFormElement;
  action: string;
  entries: string[];
  /** Its button, counted among the form's buttons; -1 for none (Enter in a field). */
  button: number;
}

const buttonsOf = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLElement>('button,input[type=submit]')];

const entriesOf = (form: HTMLFormElement) => [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`);

/**
 * The held form in the part as React has drawn it: same address, and what it posts is what the
 * server's posted, less what only a browser without JavaScript needs (a `redirectTo`). A form gone
 * meanwhile (a card's product now in the cart shows 'View in Cart') finds nothing.
 */
const findAgain = (part: HTMLElement, held: Held) =>
  [...part.querySelectorAll('form')].find(
    (form) => form.action === held.action && entriesOf(form).every((entry) => held.entries.includes(entry)),
  );

/**
 * Holds the forms sent inside `part` while the part's code has not hydrated it. Left to the browser,
 * each would be posted as a page of its own, outside the part's code: an add to cart would then start
 * a cart of its own while another add is starting one (use-one-cart-start.ts), and the page would
 * reload. `send` stops holding and sends the held forms again, in order, now through the hydrated
 * part's handlers (or the browser's own way, if the code never came); `stop` stops holding and drops
 * them. A form sent again before the code comes (a double click) is held once.
 */
export function holdSubmits(part: HTMLElement): { send: () => void; stop: () => void } {
  let held: Held[] = [];
  const hold = (event: SubmitEvent) => {
    // Decided once the event has been through the page (window is last): a part hydrated already,
    // before its effects ended this hold, sends the form itself and has prevented the default.
    const decide = (last: Event) => {
      if (last !== event || event.defaultPrevented) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      if (held.some((other) => other.form === form)) return;
      held.push({
        form,
        action: form.action,
        entries: entriesOf(form),
        button: event.submitter ? buttonsOf(form).indexOf(event.submitter) : -1,
      });
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
    send() {
      const sent = held;
      stop();
      for (const form of sent) {
        const found = findAgain(part, form);
        const button = found && buttonsOf(found)[form.button];
        // A click, as the shopper's was: a button's own handler may do what the form does not (open
        // a dialog), and then the form is sent with the button's name and value.
        if (button) button.click();
        else found?.requestSubmit();
      }
    },
  };
}

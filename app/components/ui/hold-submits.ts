/** A form sent inside a part, found again by its place: React may draw the part's HTML anew (LoadNow). */
interface Held {
  form: number;
  submitter: number;
}

/**
 * Holds a form sent inside `part` while the part's code has not hydrated it. Left to the browser,
 * it would be posted as a page of its own, outside the part's code: an add to cart would then start
 * a cart of its own while another add is starting one (use-one-cart-start.ts), and the page would
 * reload. `send` stops holding and sends the held form again, now through the hydrated part's
 * handlers (or the browser's own way, if the code never came); `stop` stops holding and drops it.
 * A second send before the code comes (a double click) is dropped: the first is on its way.
 */
export function holdSubmits(part: HTMLElement): { send: () => void; stop: () => void } {
  let held: Held | null = null;
  const forms = () => [...part.querySelectorAll('form')];
  const hold = (event: SubmitEvent) => {
    // Decided once the event has been through the page (window is last): a part hydrated already,
    // before its effects ended this hold, sends the form itself and has prevented the default.
    const decide = (last: Event) => {
      if (last !== event || event.defaultPrevented) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      held ??= { form: forms().indexOf(form), submitter: event.submitter ? [...form.elements].indexOf(event.submitter) : -1 };
    };
    window.addEventListener('submit', decide, { once: true });
  };
  const stop = () => {
    part.removeEventListener('submit', hold, true);
    held = null;
  };
  part.addEventListener('submit', hold, true);
  return {
    stop,
    send() {
      const sent = held;
      stop();
      const form = sent && forms()[sent.form];
      if (!form) return;
      const submitter = form.elements[sent.submitter];
      // requestSubmit, not submit: the form's handlers run, and the button's name and value go along.
      form.requestSubmit(
        (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.type === 'submit'
          ? submitter
          : undefined,
      );
    },
  };
}

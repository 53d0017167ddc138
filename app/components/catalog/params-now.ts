import type { KeptParams } from '~/lib/catalog/shop-query';

/**
 * The listing address a shop form last asked for, and the address the page was at then. Until the
 * page's address moves, that navigation is still on its way (its data loading).
 */
let asked: { from: string; search: string } | null = null;

/** The listing's parameters as they are, or are about to be: a navigation on its way counts. */
function addressNow(): URLSearchParams {
  if (asked && asked.from !== window.location.href) asked = null;
  return new URLSearchParams(asked ? asked.search : window.location.search);
}

/**
 * What a shop form (the filters, the sort) sends: its own fields as the shopper set them, after
 * the rest of the address as it is at this moment. Not as its hidden fields hold it: they are the
 * address React last drew. A filter's navigation first loads the page's data, then changes the
 * address, then React draws the page in a transition; a sort made meanwhile (a quick shopper on a
 * slow phone) sent the older address and cancelled the filter. When the address is another page
 * by then (a link followed: another path, another gender or search), the form speaks for the page
 * the shopper still sees, as its hidden fields say.
 *
 * `page` is this listing: its path as the address bar shows it (with the language's `/ar`), and
 * the parameters that make it (a gender page's `query`, a search's text).
 */
export function paramsNow(
  form: HTMLFormElement,
  own: readonly string[],
  carried: (now: URLSearchParams) => [string, string][],
  page: { href: string; kept: KeptParams },
): URLSearchParams {
  const fields = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const now = addressNow();
  const samePage =
    window.location.pathname === page.href &&
    Object.entries(page.kept).every(([key, value]) => !now.has(key) || now.get(key) === value);
  let params = new URLSearchParams(fields);
  if (samePage) {
    params = new URLSearchParams(carried(now).filter(([key]) => !own.includes(key)));
    for (const [key, value] of fields) if (own.includes(key)) params.append(key, value);
  }
  asked = { from: window.location.href, search: params.toString() };
  return params;
}

import { carriedParams, type KeptParams, type ListingChange } from '~/lib/catalog/shop-query';

/**
 * The listing address a shop form or link last asked for, and the address the page was at then.
 * Until the page's address moves, that navigation is still on its way (its data loading).
 */
let asked: { from: string; search: string } | null = null;

/**
 * A listing: its path as the address bar shows it (with the language's `/ar`), and the parameters
 * that make it (a gender page's `query`, a search's text).
 */
export interface ListingPage {
  href: string;
  kept: KeptParams;
}

/**
 * The listing's parameters as they are at this moment, or are about to be (a navigation on its way
 * counts). Not as the page's forms and links hold them: they are the address React last drew. A
 * filter's navigation first loads the page's data, then changes the address, then React draws the
 * page in a transition; a sort, a price or Load More used meanwhile (a quick shopper on a slow
 * phone) would send the older address and cancel the filter. Null when the address is another page
 * by then (a link followed: another path, another gender or search): the control then speaks for
 * the page the shopper still sees, as it was drawn.
 */
export function listingNow(page: ListingPage): URLSearchParams | null {
  if (asked && asked.from !== window.location.href) asked = null;
  const now = new URLSearchParams(asked ? asked.search : window.location.search);
  const samePage =
    window.location.pathname === page.href &&
    Object.entries(page.kept).every(([key, value]) => !now.has(key) || now.get(key) === value);
  return samePage ? now : null;
}

/**
 * The page's address has moved (or it was left, and come back to): whatever was asked for before is
 * there by now, or was cancelled (Back, another link).
 */
export function forgetAsked(): void {
  asked = null;
}

/** Notes the listing address a control is about to navigate to, for the controls used before it is drawn. */
export function askFor(params: URLSearchParams): void {
  asked = { from: window.location.href, search: params.toString() };
}

/**
 * What a shop form (the filters, the sort, the price) sends: its own fields as the shopper set them,
 * after the rest of the listing's address now (see listingNow), or all its fields, hidden ones
 * included, when that is another page.
 */
export function paramsNow(form: HTMLFormElement, change: ListingChange, page: ListingPage): URLSearchParams {
  const fields = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const now = listingNow(page);
  const params = new URLSearchParams(now ? carriedParams(now.toString(), page.kept, change) : fields);
  if (now) for (const [key, value] of fields) if (change.own.includes(key)) params.append(key, value);
  askFor(params);
  return params;
}

/**
 * What a shop form (the filters, the sort) sends: its own fields as the shopper set them, after
 * the rest of the address as it is at this moment. Not as its hidden fields hold it: they are the
 * address React last drew, and React Router changes the address first and draws the new page in a
 * transition. A change made in between (a sort just after a filter, on a slow phone) sent the older
 * address, and the filter was lost. When the address is another page by then (a link followed),
 * the form speaks for the page the shopper still sees, as its hidden fields say.
 *
 * `pageHref` is this page's path as the address bar shows it (with the language's `/ar`).
 */
export function paramsNow(
  form: HTMLFormElement,
  own: readonly string[],
  carried: (now: URLSearchParams) => [string, string][],
  pageHref: string,
): URLSearchParams {
  const fields = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (window.location.pathname !== pageHref) return new URLSearchParams(fields);
  const params = new URLSearchParams(carried(new URLSearchParams(window.location.search)).filter(([key]) => !own.includes(key)));
  for (const [key, value] of fields) if (own.includes(key)) params.append(key, value);
  return params;
}

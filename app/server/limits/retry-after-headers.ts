/**
 * A route's `headers` export for forms that may answer 429: the action's Retry-After reaches the
 * browser on a plain form post too (without JavaScript), where React Router builds the document's
 * headers from this function rather than from the action's answer.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

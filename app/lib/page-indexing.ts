/**
 * A route's say in whether its page is indexed, as its `handle`: its meta's robots tag and the
 * root's canonical and hreflang links (AlternateLinks) both follow it, so a page search engines
 * are told not to index never names itself as the one address to index.
 */
export interface IndexingHandle<Data> {
  noindex(data: Data | undefined): boolean;
}

export const NOINDEX_META = [{ name: 'robots', content: 'noindex' }];

export function isIndexingHandle(handle: unknown): handle is IndexingHandle<unknown> {
  return typeof handle === 'object' && handle !== null && typeof (handle as { noindex?: unknown }).noindex === 'function';
}

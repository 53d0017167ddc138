/**
 * A number that changes whenever the catalog index loads new products (a first load or a refresh):
 * the anonymous page cache (page-cache.server.ts) keys and clears its pages by it. It lives on
 * globalThis because the catalog runs inside React Router's server build while the page cache runs
 * in server.ts's bundle: two copies of this module, one counter.
 */
const KEY = Symbol.for('nazzara.catalogVersion');

type Holder = { [KEY]?: number };

export function catalogVersion(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}

export function catalogChanged(): void {
  (globalThis as Holder)[KEY] = catalogVersion() + 1;
}

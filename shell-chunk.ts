import type { ManualChunkMeta } from 'rollup';

const app = (file: string) => new URL(`./app/${file}`, import.meta.url).pathname;
const ROOT = app('root.tsx');
/** The pages most shoppers land on and move between. */
const SHOPPING_PAGES = ['routes/home.tsx', 'routes/shop.tsx', 'routes/product.tsx', 'routes/cart.tsx'].map(app);

/**
 * The modules every page runs (those the root route imports, directly or through others) and those
 * at least two of the shopping pages share (prices, titles, the add-to-cart form): one chunk,
 * `shell`, rather than as many small files as the routes sharing them make, each a request and a
 * gzip stream of its own (16-18 module requests on a product page, for 1.5 KB gzip more). A page
 * that uses only some of the shared ones loads a few hundred bytes it does not run.
 */
function shellModules(meta: ManualChunkMeta, isFramework: (id: string) => boolean): Set<string> {
  const closure = (from: string) => {
    const reached = new Set<string>();
    const visit = (id: string) => {
      if (reached.has(id) || isFramework(id)) return;
      reached.add(id);
      for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(from);
    reached.delete(from);
    return reached;
  };
  const shell = closure(ROOT);
  const pages = SHOPPING_PAGES.map(closure);
  for (const id of new Set(pages.flatMap((page) => [...page]))) {
    if (pages.filter((page) => page.has(id)).length >= 2) shell.add(id);
  }
  return shell;
}

/**
 * `manualChunks`' answer for the shell: the set is worked out once per build (Rollup hands every call
 * of one build the same `meta`), from its finished module graph, so the browser's build and the
 * server's each group their own modules.
 */
export function inShell(isFramework: (id: string) => boolean) {
  const shells = new WeakMap<ManualChunkMeta, Set<string>>();
  return (id: string, meta: ManualChunkMeta) => {
    let shell = shells.get(meta);
    if (!shell) shells.set(meta, (shell = shellModules(meta, isFramework)));
    return shell.has(id);
  };
}

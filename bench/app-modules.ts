import { createServer, type ViteDevServer } from 'vite';

/**
 * The app's own modules, compiled as the shop compiles them (Lingui macros and catalogues, the `~`
 * alias): a bench that calls loaders' work in process loads them through Vite, not plain tsx.
 */
export async function appModules(): Promise<{ load: <T>(path: string) => Promise<T>; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  return { load: async <T>(path: string) => (await vite.ssrLoadModule(path)) as T, close: () => vite.close() };
}

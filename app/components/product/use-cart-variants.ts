import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

/** Variant ids in the shopper's cart (root loader), so cards can say 'View in Cart'. */
export function useCartVariantIds(): ReadonlySet<string> {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return new Set(root?.cartVariantIds ?? []);
}

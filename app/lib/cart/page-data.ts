import type { CatalogItem } from '~/lib/catalog/types';
import type { CartLineItem } from './line-item';

/** What the cart page's loader sends (all lines, paged through on the server). */
export interface CartPageData {
  lines: CartLineItem[];
  checkoutUrl: string | null;
  /** SPEC §2: a load error shows 'Error' followed by this message. */
  error: string | null;
  similar: CatalogItem[];
}

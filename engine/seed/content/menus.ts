/**
 * The shop's navigation as online store menus: `main-menu` is the header's links (SPEC §2 nav
 * links), `footer` the footer's customer care links, `categories` its category links. Paths are
 * the shop's own routes; items that show a collection or a page name it, so `resourceId` and
 * `resource` resolve.
 */
import type { StoredMenuItem } from '../../db/schema.ts';

export interface SeedMenu {
  handle: string;
  title: string;
  items: StoredMenuItem[];
}

const collection = (title: string, path: string, handle: string): StoredMenuItem => ({
  title,
  type: 'COLLECTION',
  path,
  resource: { kind: 'collection', handle },
});

const policy = (title: string, handle: string): StoredMenuItem => ({
  title,
  type: 'SHOP_POLICY',
  path: `/${handle}`,
  resource: { kind: 'page', handle },
});

export const SEED_MENUS: SeedMenu[] = [
  {
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      { title: 'Home', type: 'FRONTPAGE', path: '/' },
      collection('Eyeglasses', '/shop/Eyeglasses', 'eyeglasses'),
      collection('Contact Lenses', '/shop/ContactLenses', 'contact-lenses'),
      collection('Sunglasses', '/shop/Sunglasses', 'sunglasses'),
      { title: 'Men', type: 'CATALOG', path: '/shop/gender?query=male', tags: ['male'] },
      { title: 'Women', type: 'CATALOG', path: '/shop/gender?query=female', tags: ['female'] },
      { title: 'Unisex', type: 'CATALOG', path: '/shop/gender?query=unisex', tags: ['unisex'] },
    ],
  },
  {
    handle: 'footer',
    title: 'Customer care',
    items: [
      { title: 'Contact us', type: 'HTTP', path: '/contact' },
      { title: 'My account', type: 'CUSTOMER_ACCOUNT_PAGE', path: '/profile' },
      policy('Privacy policy', 'privacy-policy'),
      policy('Terms & conditions', 'terms-and-conditions'),
      policy('Shipping & delivery', 'shipping-delivery'),
      policy('Return policy', 'return-policy'),
    ],
  },
  {
    handle: 'categories',
    title: 'Categories',
    items: [
      collection('Sunglasses', '/shop/Sunglasses', 'sunglasses'),
      collection('Eyeglasses', '/shop/Eyeglasses', 'eyeglasses'),
      collection('Contact Lenses', '/shop/ContactLenses', 'contact-lenses'),
      collection('Clip-on', '/shop/Clip-on', 'clip-on-sunglasses'),
      collection('Reading glasses', '/shop/Reading-glass', 'reading-glasses'),
      collection('Safety glasses', '/shop/Safety-glass', 'safety-glasses'),
    ],
  },
];

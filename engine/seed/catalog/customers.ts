/**
 * The demo shopper (credentials are in the README): two addresses and an order in each
 * fulfilment status, bought from products that are actually on the shelf.
 */
import type { SeedCustomer, SeedOrder, SeedProduct } from './types.ts';

export const DEMO_EMAIL = 'demo@nazzara.test';
export const DEMO_PASSWORD = 'Nazzara-demo-2026';

/** Order lines as (vendor, product type, quantity): resolved to the first in-stock match. */
type Wish = [vendor: string, type: string, quantity: number];

const ORDERS: { processedAt: string; status: SeedOrder['fulfillmentStatus']; address: number; wishes: Wish[] }[] = [
  {
    processedAt: '2026-01-14T10:42:00Z',
    status: 'FULFILLED',
    address: 0,
    wishes: [
      ['Ray-Ban', 'Sunglasses', 1],
      ['Acuvue', 'ContactLenses', 2],
    ],
  },
  { processedAt: '2026-02-27T16:05:00Z', status: 'PROCESSING', address: 1, wishes: [['Tiffany & Co.', 'Eyeglasses', 1]] },
  {
    processedAt: '2026-03-09T08:30:00Z',
    status: 'UNFULFILLED',
    address: 0,
    wishes: [
      ['Gucci', 'Sunglasses', 1],
      ['Izipizi', 'Reading-glass', 1],
      ['Dailies', 'ContactLenses', 1],
    ],
  },
];

export function buildCustomers(products: readonly SeedProduct[]): SeedCustomer[] {
  const phone = '+971501234567';
  return [
    {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'Layla',
      lastName: 'Haddad',
      phone,
      addresses: [
        {
          firstName: 'Layla',
          lastName: 'Haddad',
          address1: 'Marina Gate 2, Apartment 1804',
          address2: 'Dubai Marina',
          city: 'Dubai',
          province: 'Dubai',
          country: 'United Arab Emirates',
          zip: '00000',
          phone,
        },
        {
          firstName: 'Layla',
          lastName: 'Haddad',
          company: 'Haddad Design',
          address1: 'Block 3, Street 14, Building 22',
          address2: 'Salmiya',
          city: 'Kuwait City',
          province: 'Hawalli',
          country: 'Kuwait',
          zip: '22003',
          phone: '+96555123456',
        },
      ],
      defaultAddressIndex: 0,
      orders: ORDERS.map((o) => ({
        processedAt: o.processedAt,
        fulfillmentStatus: o.status,
        shippingAddressIndex: o.address,
        lines: o.wishes.map(([vendor, type, quantity]) => lineFor(products, vendor, type, quantity)),
      })),
    },
  ];
}

function lineFor(products: readonly SeedProduct[], vendor: string, type: string, quantity: number): SeedOrder['lines'][number] {
  for (const product of products) {
    if (product.vendor !== vendor || product.productType !== type) continue;
    const variant = product.variants.find((v) => v.quantityAvailable >= quantity);
    if (variant) return { productHandle: product.handle, variantSku: variant.sku, quantity };
  }
  throw new Error(`No in-stock ${vendor} ${type} for the demo orders`);
}

/** Every route of the SPEC §2 table with text its server-rendered page must carry. */
export const publicPages = [
  { path: '/', text: 'Pick your Shape' },
  { path: '/login', text: 'Log in to your account' },
  { path: '/register', text: 'Create a new account' },
  { path: '/account/recover', text: 'Reset your password' },
  { path: '/product/gucci-gg0162s-cat-eye-oversized-sunglasses', text: 'Gucci GG0162S Cat-Eye Oversized' },
  { path: '/shop', text: 'Shop All Products' },
  { path: '/shop/Sunglasses', text: 'Sunglasses' },
  { path: '/category', text: 'Categories' },
  { path: '/query?query=aviator', text: 'Search results' },
  { path: '/shape?shape=round', text: 'Round frames' },
  { path: '/face-shapes', text: 'Find your face shape' },
  { path: '/cart', text: 'Cart' },
  { path: '/contact', text: 'Contact us' },
  { path: '/offer', text: 'Limited Time Offers!' },
  { path: '/return-policy', text: 'Return policy' },
  { path: '/terms-and-conditions', text: 'Terms & conditions' },
  { path: '/privacy-policy', text: 'Privacy policy' },
  { path: '/shipping-delivery', text: 'Shipping & delivery' },
];

/** Routes only a signed-in customer may open (SPEC §6). */
export const accountPages = ['/profile', '/profile?activetab=address', '/order', '/ordersummary?id=1'];

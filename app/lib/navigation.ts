/** The shop's link lists, shared by the header, footer, bottom bar and category pages. */

export interface NavLink {
  label: string;
  to: string;
}

export const mainNav: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Eyeglasses', to: '/shop/Eyeglasses' },
  { label: 'Contact Lenses', to: '/shop/ContactLenses' },
  { label: 'Sunglasses', to: '/shop/Sunglasses' },
  { label: 'Men', to: '/shop/gender?query=male' },
  { label: 'Women', to: '/shop/gender?query=female' },
  { label: 'Unisex', to: '/shop/gender?query=unisex' },
];

export const customerCareLinks: NavLink[] = [
  { label: 'Contact us', to: '/contact' },
  { label: 'My account', to: '/profile' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'Terms & conditions', to: '/terms-and-conditions' },
  { label: 'Shipping & delivery', to: '/shipping-delivery' },
  { label: 'Return policy', to: '/return-policy' },
];

export const categoryLinks: NavLink[] = [
  { label: 'Sunglasses', to: '/shop/Sunglasses' },
  { label: 'Eyeglasses', to: '/shop/Eyeglasses' },
  { label: 'Contact Lenses', to: '/shop/ContactLenses' },
  { label: 'Clip-on', to: '/shop/Clip-on' },
  { label: 'Reading glasses', to: '/shop/Reading-glass' },
  { label: 'Safety glasses', to: '/shop/Safety-glass' },
];

export const socialLinks: NavLink[] = [
  { label: 'Instagram', to: 'https://www.instagram.com/nazzara.eyewear' },
  { label: 'Facebook', to: 'https://www.facebook.com/nazzara.eyewear' },
  { label: 'TikTok', to: 'https://www.tiktok.com/@nazzara.eyewear' },
  { label: 'YouTube', to: 'https://www.youtube.com/@nazzara.eyewear' },
];

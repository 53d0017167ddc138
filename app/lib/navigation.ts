import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The shop's link lists, shared by the header, footer, bottom bar and category pages. */

export interface NavLink {
  label: MessageDescriptor;
  to: string;
}

export const mainNav: NavLink[] = [
  { label: msg`Home`, to: '/' },
  { label: msg`Eyeglasses`, to: '/shop/Eyeglasses' },
  { label: msg`Contact Lenses`, to: '/shop/ContactLenses' },
  { label: msg`Sunglasses`, to: '/shop/Sunglasses' },
  { label: msg`Men`, to: '/shop/gender?query=male' },
  { label: msg`Women`, to: '/shop/gender?query=female' },
  { label: msg`Unisex`, to: '/shop/gender?query=unisex' },
];

export const customerCareLinks: NavLink[] = [
  { label: msg`Contact us`, to: '/contact' },
  { label: msg`My account`, to: '/profile' },
  { label: msg`Privacy policy`, to: '/privacy-policy' },
  { label: msg`Terms & conditions`, to: '/terms-and-conditions' },
  { label: msg`Shipping & delivery`, to: '/shipping-delivery' },
  { label: msg`Return policy`, to: '/return-policy' },
];

export const categoryLinks: NavLink[] = [
  { label: msg`Sunglasses`, to: '/shop/Sunglasses' },
  { label: msg`Eyeglasses`, to: '/shop/Eyeglasses' },
  { label: msg`Contact Lenses`, to: '/shop/ContactLenses' },
  { label: msg`Clip-on`, to: '/shop/Clip-on' },
  { label: msg`Reading glasses`, to: '/shop/Reading-glass' },
  { label: msg`Safety glasses`, to: '/shop/Safety-glass' },
];

/** Social networks go by their own names in every language. */
export const socialLinks: { name: string; to: string }[] = [
  { name: 'Instagram', to: 'https://www.instagram.com/nazzara.eyewear' },
  { name: 'Facebook', to: 'https://www.facebook.com/nazzara.eyewear' },
  { name: 'TikTok', to: 'https://www.tiktok.com/@nazzara.eyewear' },
  { name: 'YouTube', to: 'https://www.youtube.com/@nazzara.eyewear' },
];

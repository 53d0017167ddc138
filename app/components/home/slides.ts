import { msg } from '@lingui/core/macro';

/** SPEC §2 hero: 3 slides with title, subtitle, description, call-to-action label and image. */
export const HERO_SLIDES = [
  {
    title: msg`Summer Sunglasses`,
    subtitle: msg`New season · UV400`,
    description: msg`Polarized lenses built for the Gulf sun, from Ray-Ban, Prada, Gucci and more.`,
    cta: msg`Shop Sunglasses`,
    to: '/shop/Sunglasses',
    background: 'from-[#0d4a57] to-[#12707f]',
    art: { frame: '#c9a227', lens: '#2f5d9e', shape: 'aviator' as const },
  },
  {
    title: msg`Frames for Every Face`,
    subtitle: msg`Eyeglasses`,
    description: msg`Acetate, titanium and rimless frames, ready for your prescription.`,
    cta: msg`Shop Eyeglasses`,
    to: '/shop/Eyeglasses',
    background: 'from-[#3b2a1a] to-[#7a4a22]',
    art: { frame: '#1b1b1b', lens: '#dfe8ee', shape: 'square' as const },
  },
  {
    title: msg`Contact Lenses`,
    subtitle: msg`Daily, monthly & colour`,
    description: msg`Acuvue, Air Optix, Dailies and Bella, delivered free across the UAE.`,
    cta: msg`Shop Contact Lenses`,
    to: '/shop/ContactLenses',
    background: 'from-[#1f2a44] to-[#2f5d9e]',
    art: { frame: '#b8bcc2', lens: '#6a4c93', shape: 'round' as const },
  },
] as const;

export const HERO_INTERVAL_MS = 5000;

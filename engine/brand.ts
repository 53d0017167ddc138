/**
 * The shop's brand as `shop.brand` gives it (Hydrogen's header shows `brand.logo`): the logo and
 * square logo are SVGs from engine/assets, served like product images under /cdn/shop/files/.
 */
import fs from 'node:fs';
import type { EngineContext } from './graphql/context.ts';
import { gid } from './ids.ts';
import { imageView } from './resolvers/images.ts';

const LOGOS = {
  'nazzara-logo': { file: 'brand-logo.svg', width: 200, height: 40 },
  'nazzara-logo-square': { file: 'brand-logo-square.svg', width: 40, height: 40 },
} as const;

type LogoKey = keyof typeof LOGOS;

const svgs = new Map<string, string>();

/** The SVG of a brand image key, or null for any other key. */
export function brandImage(key: string): string | null {
  // Own keys only: `in` also finds what every object inherits ('constructor', 'toString' …).
  if (!Object.hasOwn(LOGOS, key)) return null;
  let svg = svgs.get(key);
  if (svg === undefined) {
    svg = fs.readFileSync(new URL(`./assets/${LOGOS[key as LogoKey].file}`, import.meta.url), 'utf8');
    svgs.set(key, svg);
  }
  return svg;
}

function logo(key: LogoKey, ctx: EngineContext) {
  const image = imageView({ id: null, key, altText: 'Nazzara', ...LOGOS[key] }, ctx);
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', key),
    alt: 'Nazzara',
    mediaContentType: 'IMAGE',
    presentation: null,
    image,
    previewImage: image,
  };
}

export function brandView(ctx: EngineContext) {
  return {
    logo: logo('nazzara-logo', ctx),
    squareLogo: logo('nazzara-logo-square', ctx),
    coverImage: null,
    slogan: 'Eyewear for the Gulf sun',
    shortDescription: 'Sunglasses, eyeglasses and contact lenses, delivered across the UAE and the Gulf.',
    colors: {
      primary: [{ background: '#0d4a57', foreground: '#ffffff' }],
      secondary: [{ background: '#86611a', foreground: '#ffffff' }],
    },
  };
}

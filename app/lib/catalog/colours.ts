/** Frame colours of the shop vocabulary (shared/data/vocabulary.json): swatches on the product page. */
const COLOUR_HEX: Record<string, string> = {
  black: '#1b1b1b',
  'matte black': '#2a2a2a',
  tortoise: '#7a4a22',
  havana: '#5c3a1e',
  gold: '#c9a227',
  'rose gold': '#b76e79',
  silver: '#b8bcc2',
  gunmetal: '#53565b',
  brown: '#6b4423',
  crystal: '#dfe8ee',
  navy: '#1f2a44',
  blue: '#2f5d9e',
  green: '#2e6b47',
  grey: '#8a8d91',
  red: '#b3262e',
  burgundy: '#6d1a2c',
  pink: '#e29bb0',
  purple: '#6a4c93',
  white: '#f4f4f2',
  beige: '#d8c3a5',
  yellow: '#e8c547',
  orange: '#e07b39',
};

export function colourHex(name: string): string | null {
  return COLOUR_HEX[name.toLowerCase()] ?? null;
}

export function isColourOption(name: string): boolean {
  return /colou?r/i.test(name);
}

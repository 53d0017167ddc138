/**
 * The frames the try-on can draw for a product page: one per colour that has a try-on picture,
 * all at the real width of the chosen size. No picture or no readable `frame_size`: nothing to
 * try on, and the page shows no Try on button (docs/tryon.md).
 */
import type { I18n } from '@lingui/core';
import { colourHex, isColourOption } from '~/lib/catalog/colours';
import { frameWidthMm, lensWidthFor, parseFrameSize } from '~/lib/tryon/frame-size';
import type { PageProduct, PageVariant } from '~/server/catalog/product-page.server';

export interface TryOnFrame {
  /** The picture's URL, which also tells frames apart (one per product and colour). */
  imageUrl: string;
  productTitle: string;
  /** The colour option's value, '' for a product sold in one colour. */
  colour: string;
  swatch: string | null;
  /** Height over width of the picture. */
  aspect: number;
  widthMm: number;
  /** Names the snapshot file. */
  slug: string;
}

export interface TryOnFrames {
  frames: TryOnFrame[];
  /** The frame of the variant selected on the page. */
  initial: number;
}

type ProductLike = Pick<PageProduct, 'handle' | 'title' | 'frameSize'> & {
  variants: Pick<PageVariant, 'id' | 'selectedOptions' | 'tryOnImage'>[];
};

/** A colour for a file name, in the page's language: 'Rose Gold' → 'rose-gold', 'ذهبي وردي' → 'ذهبي-وردي'. */
const slugOf = (colour: string) =>
  colour
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

const colourOf = (variant: Pick<PageVariant, 'selectedOptions'>) =>
  variant.selectedOptions.find((option) => isColourOption(option.name))?.value ?? '';

/**
 * Whether the product has anything to try on: decided in the product page's loader, so the page's
 * first load ships a yes or no instead of the frame-size parser (issue 13). The same test as
 * `tryOnFrames` returning frames.
 */
export function canTryOn(product: Pick<ProductLike, 'frameSize' | 'variants'>): boolean {
  return parseFrameSize(product.frameSize) !== null && product.variants.some((variant) => variant.tryOnImage);
}

export function tryOnFrames(
  product: ProductLike,
  selected: Pick<PageVariant, 'id' | 'selectedOptions'> | undefined,
  i18n: I18n,
): TryOnFrames | null {
  const size = parseFrameSize(product.frameSize);
  if (!size) return null;
  const widthMm = frameWidthMm(size, lensWidthFor(size, selected?.selectedOptions ?? []));
  const frames: TryOnFrame[] = [];
  let initial = 0;
  for (const variant of product.variants) {
    const image = variant.tryOnImage;
    if (!image) continue;
    let index = frames.findIndex((frame) => frame.imageUrl === image.url);
    if (index < 0) {
      const colour = colourOf(variant);
      index = frames.length;
      frames.push({
        imageUrl: image.url,
        productTitle: product.title,
        colour,
        swatch: colour ? colourHex(i18n, colour) : null,
        aspect: image.height / image.width,
        widthMm,
        slug: [product.handle, slugOf(colour)].filter(Boolean).join('-'),
      });
    }
    if (variant.id === selected?.id) initial = index;
  }
  return frames.length > 0 ? { frames, initial } : null;
}

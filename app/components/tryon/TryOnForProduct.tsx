import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PageProduct, PageVariant } from '~/server/catalog/product-page.server';
import { tryOnFrames } from './try-on-frames';
import TryOnDialog from './TryOnDialog';

/**
 * The try-on for one product page, loaded with the dialog when the Try on button is first clicked:
 * the frames (one per colour, at the chosen size's width) are worked out here, not on the page.
 */
export default function TryOnForProduct({
  product,
  variant,
  onClose,
}: {
  product: PageProduct;
  variant: PageVariant | undefined;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  // Worked out again only when they change: new frames would place the live frame afresh, losing its smoothing.
  const shown = variant ?? product.variants[0];
  const tryOn = useMemo(() => tryOnFrames(product, shown, i18n), [product, shown, i18n]);
  if (!tryOn) return null;
  return <TryOnDialog frames={tryOn.frames} initial={tryOn.initial} onClose={onClose} />;
}

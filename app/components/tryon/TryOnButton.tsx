import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '~/components/ui/Spinner';
import { parseFrameSize } from '~/lib/tryon/frame-size';
import type { PageProduct, PageVariant } from '~/server/catalog/product-page.server';
import { TryOnIcon } from './icons';

/**
 * The try-on's whole weight (its screens, its text, the frames' sums, face-api, the model) is
 * fetched on the first click: this button is all the product page loads (issue 13). Products
 * without a try-on picture or a readable frame size show no button (as `tryOnFrames` finds none).
 */
const TryOnForProduct = lazy(() => import('./TryOnForProduct'));

function Opening() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60" role="status">
      <span className="flex items-center gap-3 rounded-full bg-white px-5 py-3 text-sm font-semibold shadow-lg">
        <Spinner className="size-5 text-brand" />
        <Trans>Opening the try-on…</Trans>
      </span>
    </div>
  );
}

export function TryOnButton({ product, variant }: { product: PageProduct; variant: PageVariant | undefined }) {
  const [open, setOpen] = useState(false);
  const canTryOn = parseFrameSize(product.frameSize) !== null && product.variants.some((each) => each.tryOnImage);
  if (!canTryOn) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-2 rounded-full bg-white/95 px-4 py-2.5 text-sm font-semibold text-brand shadow-md ring-1 ring-line backdrop-blur transition-colors hover:bg-brand hover:text-white"
        data-testid="try-on-button"
      >
        <TryOnIcon className="size-5" />
        <Trans>Try on</Trans>
      </button>
      {open && (
        <Suspense fallback={<Opening />}>
          <TryOnForProduct product={product} variant={variant} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

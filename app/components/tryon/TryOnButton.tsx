import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '~/components/ui/Spinner';
import type { PageProduct, PageVariant } from '~/server/catalog/product-page.server';
import { TryOnIcon } from './icons';
import { useTryOnText } from './text';
import { tryOnFrames } from './try-on-frames';

/**
 * The try-on's whole weight (its screens, face-api, the model) is fetched on the first click:
 * this button is all the product page loads. Products without a try-on picture show no button.
 */
const TryOnDialog = lazy(() => import('./TryOnDialog'));

function Opening() {
  const TRY_ON = useTryOnText();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60" role="status">
      <span className="flex items-center gap-3 rounded-full bg-white px-5 py-3 text-sm font-semibold shadow-lg">
        <Spinner className="size-5 text-brand" />
        {TRY_ON.opening}
      </span>
    </div>
  );
}

export function TryOnButton({ product, variant }: { product: PageProduct; variant: PageVariant | undefined }) {
  const TRY_ON = useTryOnText();
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  const tryOn = tryOnFrames(product, variant ?? product.variants[0], i18n);
  if (!tryOn) return null;
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
        {TRY_ON.button}
      </button>
      {open && (
        <Suspense fallback={<Opening />}>
          <TryOnDialog frames={tryOn.frames} initial={tryOn.initial} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { ScriptButton } from '~/components/ui/ScriptButton';
import { lazy, Suspense, useState, useTransition } from 'react';
import { Spinner } from '~/components/ui/Spinner';
import type { PageProduct, PageVariant } from '~/server/catalog/product-page.server';
import { TryOnIcon } from './TryOnIcon';

/**
 * The try-on's whole weight (its screens, its text, the frames' sums, face-api, the model) is
 * fetched on the first click: this button is all the product page loads (issue 13). Whether the
 * product has anything to try on is decided by the page's loader (`canTryOn`), which renders the
 * button only then.
 */
const TryOnForProduct = lazy(() => import('./TryOnForProduct'));

export function TryOnButton({ product, variant }: { product: PageProduct; variant: PageVariant | undefined }) {
  const [open, setOpen] = useState(false);
  // Opening is a transition: while the try-on's chunk downloads, the button stays and shows it is
  // busy (no separate 'opening' screen, whose markup and text the page would carry for a moment).
  const [opening, startOpening] = useTransition();
  return (
    <>
      <ScriptButton
        onClick={() => startOpening(() => setOpen(true))}
        aria-haspopup="dialog"
        aria-busy={opening}
        className="inline-flex items-center gap-2 rounded-full bg-white/95 px-4 py-2.5 text-sm font-semibold text-brand shadow-md ring-1 ring-line backdrop-blur transition-colors hover:bg-brand hover:text-white"
        data-testid="try-on-button"
      >
        {opening ? <Spinner className="size-5" /> : <TryOnIcon className="size-5" />}
        <Trans>Try on</Trans>
      </ScriptButton>
      {/* Mounted from the start, so the transition keeps the page as it is until the chunk is here. */}
      <Suspense fallback={null}>
        {open && <TryOnForProduct product={product} variant={variant} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { loadOnce } from '~/components/ui/load-once';
import { ScriptButton } from '~/components/ui/ScriptButton';
import { Spinner } from '~/components/ui/Spinner';
import type { PageProduct, PageVariant } from '~/server/catalog/product-page.server';
import { TryOnIcon } from './TryOnIcon';

/**
 * The try-on's whole weight (its screens, its text, the frames' sums, face-api, the model) is
 * fetched on the first click: this button is all the product page loads (issue 13). Whether the
 * product has anything to try on is decided by the page's loader (`canTryOn`), which renders the
 * button only then. A chunk that does not come (a dropped connection, a deploy that replaced it)
 * is said beside the button and asked for again on the next click; the page stays as it is.
 */
const tryOnCode = loadOnce(() => import('./TryOnForProduct').then((module) => module.default));

type Opening = 'closed' | 'opening' | 'open' | 'failed';

export function TryOnButton({ product, variant }: { product: PageProduct; variant: PageVariant | undefined }) {
  const [opening, setOpening] = useState<Opening>('closed');
  const open = () => {
    setOpening('opening');
    tryOnCode.start().then(
      () => setOpening('open'),
      (error: unknown) => {
        console.error('The try-on could not be loaded', error);
        setOpening('failed');
      },
    );
  };
  const TryOnForProduct = opening === 'open' ? tryOnCode.loaded : undefined;
  return (
    <div className="flex flex-col items-end gap-2">
      {opening === 'failed' && (
        <p role="alert" className="max-w-64 rounded-xl bg-white px-3 py-2 text-sm text-ink shadow-md ring-1 ring-line">
          <Trans>The try-on could not start. Check your connection and try again.</Trans>
        </p>
      )}
      <ScriptButton
        // Not disabled while the chunk comes: the button keeps the keyboard's focus.
        onClick={opening === 'opening' ? undefined : open}
        aria-haspopup="dialog"
        aria-busy={opening === 'opening'}
        className="inline-flex items-center gap-2 rounded-full bg-white/95 px-4 py-2.5 text-sm font-semibold text-brand shadow-md ring-1 ring-line backdrop-blur transition-colors hover:bg-brand hover:text-white"
        data-testid="try-on-button"
      >
        {opening === 'opening' ? <Spinner className="size-5" /> : <TryOnIcon className="size-5" />}
        <Trans>Try on</Trans>
      </ScriptButton>
      {TryOnForProduct && <TryOnForProduct product={product} variant={variant} onClose={() => setOpening('closed')} />}
    </div>
  );
}

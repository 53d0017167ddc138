import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import { Spinner } from '~/components/ui/Spinner';
import type { OnFile } from '~/lib/prescription/lens-choice';
import type { LensOffer } from '~/server/lenses/lens-offer.server';

/**
 * The lens stepper's whole weight (steps, rules, value lists) loads on the first click: this entry
 * is all the product page carries. Before JavaScript it is a link to the lens page, which asks the
 * same questions as plain forms.
 */
const LensSelector = lazy(() => import('./LensSelector').then((module) => ({ default: module.LensSelector })));

const STEPS_ID = 'lens-steps';

function Loading() {
  const { t } = useLingui();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      <Spinner className="size-5 text-brand" />
      {t`Loading lens options…`}
    </p>
  );
}

export function SelectLenses({
  handle,
  productType,
  variantId,
}: {
  handle: string;
  productType: string;
  variantId: string | undefined;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const offer = useFetcher<{ offer: LensOffer; onFile: OnFile }>();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const sun = productType === 'Sunglasses';
  const title = sun ? t`Add prescription sun lenses` : t`Select lenses`;
  const path = `/product/${handle}/lenses${variantId ? `?variant=${encodeURIComponent(variantId)}` : ''}`;

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <section
      className="mt-6 rounded-2xl border border-line p-4 sm:p-5"
      aria-labelledby="select-lenses-title"
      data-testid="select-lenses"
      data-hydrated={hydrated || undefined}
    >
      <div className="flex flex-wrap items-center gap-3">
        {/* A basis of its own: with none, the text shrank to a narrow column beside the button on phones instead of the button wrapping below. */}
        <div className="grow basis-56">
          <h2 id="select-lenses-title" className="text-base font-bold">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            {sun ? (
              <Trans>Your prescription in these sunglasses: tinted or polarised lenses made for your eyes.</Trans>
            ) : (
              <Trans>Lenses made to your prescription and fitted by our opticians, or the frame alone.</Trans>
            )}
          </p>
        </div>
        {open ? (
          // The steps' disclosure: it says they are open, and closes them.
          <button type="button" className="btn-outline px-4 py-2" onClick={close} aria-expanded aria-controls={STEPS_ID}>
            <Trans>Cancel</Trans>
          </button>
        ) : (
          <Link
            ref={opener}
            to={path}
            className="btn-primary"
            aria-expanded={hydrated ? false : undefined}
            aria-controls={hydrated ? STEPS_ID : undefined}
            onClick={(event) => {
              if (!variantId) return;
              event.preventDefault();
              setOpen(true);
              if (!offer.data) void offer.load(path);
            }}
            data-testid="select-lenses-open"
          >
            {title}
          </Link>
        )}
      </div>
      {open && (
        // data-lens-steps-open: the phone's fixed buy bar (PurchasePanel) hides while the steps are open.
        <div id={STEPS_ID} className="mt-5" data-lens-steps-open>
          {offer.data ? (
            <Suspense fallback={<Loading />}>
              <LensSelector
                offer={offer.data.offer}
                onFile={offer.data.onFile}
                variantId={variantId ?? ''}
                values={{}}
                mode="stepper"
                action={`/product/${handle}/lenses`}
              />
            </Suspense>
          ) : (
            <Loading />
          )}
        </div>
      )}
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { useHydrated } from '~/components/account/use-hydrated';
import { useOneCartStart } from '~/components/cart/use-one-cart-start';
import { Money } from '~/components/ui/Money';
import { Spinner } from '~/components/ui/Spinner';
import type { CartActionResult } from '~/lib/cart/action-result';
import { minimumIndex } from '~/lib/prescription/indices';
import {
  checkLensChoice,
  checkPackage,
  RX_SOURCES,
  type LensChoiceErrors,
  type OnFile,
  type RxSource,
} from '~/lib/prescription/lens-choice';
import { priceDifference } from '~/lib/cart/money';
import { lensProductFor, lensVariantFor, packageOptions, usageById, type UsageId } from '~/lib/prescription/lens-offer';
import { prescriptionFormValues } from '~/lib/prescription/prescription';
import { readNumber } from '~/lib/prescription/values';
import { showToast } from '~/lib/toast';
import type { LensOffer } from '~/server/lenses/lens-offer.server';
import { PackageFields } from './PackageFields';
import { PrescriptionFields } from './PrescriptionFields';
import { RunningTotal } from './RunningTotal';
import { RxSourceFields } from './RxSourceFields';
import { SavedRxFields } from './SavedRxFields';
import { SaveRxTick } from './SaveRxTick';
import { UploadRxField, type UploadedRx } from './UploadRxField';
import { UsageFields } from './UsageFields';

type Step = 'usage' | 'package' | 'prescription';
type Values = Record<string, string>;
type Errors = LensChoiceErrors & { variant?: string };

/**
 * The lens action's answer: the choice refused (field errors), or the cart's answer; when the cart
 * refused the pair or its items sold out, the answers come back too, so the page without JavaScript
 * shows them again.
 */
export type LensActionData =
  { ok: false; errors: Errors; values: Values } | { ok: true; result: CartActionResult; values?: Values };

export interface LensSelectorProps {
  offer: LensOffer;
  /** The shopper's saved prescriptions (signed in), for 'Use a saved prescription'. */
  onFile: OnFile;
  variantId: string;
  /** The shopper's earlier answers (a failed post without JavaScript, or the page's query). */
  values: Values;
  errors?: Errors;
  /**
   * 'stepper': one step at a time on the product page, posting through a fetcher (JavaScript).
   * 'page': the usage already chosen (`values.usage`), the package and prescription at once in a
   * plain form: the lens page works without JavaScript.
   */
  mode: 'stepper' | 'page';
  /** Where the lens action lives: /product/{handle}/lenses. */
  action: string;
}

const formValues = (form: HTMLFormElement): Values =>
  Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, typeof value === 'string' ? value : '']));

/** The index the entered powers need, when the chosen one is too thin. */
function neededIndex(values: Values): string | null {
  const power = (name: string) => readNumber(values[name]) ?? 0;
  return minimumIndex([
    { sph: power('odSph'), cyl: power('odCyl') },
    { sph: power('osSph'), cyl: power('osCyl') },
  ]);
}

export function LensSelector({
  offer,
  onFile,
  variantId,
  values: initialValues,
  errors: initialErrors = {},
  mode,
  action,
}: LensSelectorProps) {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<LensActionData>();
  const hydrated = useHydrated();
  const stepped = mode === 'stepper';
  // Without JavaScript the lens page shows every source's fields at once; the posted `rx` decides.
  const showAllSources = !stepped && !hydrated;
  const frameType = offer.frame.productType;
  const frame = offer.frame.variants.find((v) => v.id === variantId) ?? offer.frame.variants[0]!;

  const [usageId, setUsageId] = useState<string>(initialValues.usage ?? '');
  const usage = usageById(usageId);
  // The last usage that needed a prescription: its section stays mounted (hidden, disabled) while
  // another usage is chosen, so going back finds the prescription as it was typed.
  const [rxUsage, setRxUsage] = useState(usage?.prescription ? usage : undefined);
  if (usage?.prescription && usage !== rxUsage) setRxUsage(usage);
  const product = usage ? lensProductFor(offer.lensProducts, usage) : undefined;
  const firstChoice = (kind: 'indices' | 'coatings') =>
    product ? (packageOptions(product, frameType, {})[kind].find((c) => c.available)?.value ?? '') : '';
  const [index, setIndex] = useState(initialValues.index ?? '');
  const [coating, setCoating] = useState(initialValues.coating ?? '');
  const [rx, setRx] = useState<string>(initialValues.rx ?? 'enter');
  const [uploaded, setUploaded] = useState<UploadedRx | null>(null);
  const [savedId, setSavedId] = useState(initialValues.savedId ?? '');
  // An upload needs JavaScript; a saved prescription needs one to choose.
  const sources = RX_SOURCES.filter((source) =>
    source === 'upload' ? hydrated : source === 'saved' ? onFile.saved.length > 0 : true,
  );
  const chosenSaved = onFile.saved.find((saved) => saved.id === savedId);
  // Without JavaScript every source's fields show (the posted `rx` decides); with it, the chosen one's.
  const entering = showAllSources || rx === 'enter';
  const usingSaved = showAllSources || rx === 'saved';
  const checkedOnFile: OnFile = { ...onFile, uploads: uploaded ? [uploaded] : [] };
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Errors>(initialErrors);
  const [step, setStep] = useState<Step>('usage');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const viewCartRef = useRef<HTMLAnchorElement>(null);

  // Before a usage is chosen the steps of prescription lenses are counted: the first step reads
  // 'Step 1 of 3' and asks to Continue, not 'Step 1 of 1' with an Add To Cart that adds nothing.
  const steps: Step[] = usage
    ? ['usage', ...(usage.product ? (['package'] as const) : []), ...(usage.prescription ? (['prescription'] as const) : [])]
    : ['usage', 'package', 'prescription'];
  const stepNumber = steps.indexOf(step) + 1;
  const lastStep = step === steps[steps.length - 1];
  const lens = product && lensVariantFor(product, frameType, index || firstChoice('indices'), coating || firstChoice('coatings'));
  // One cart for this pair and a card's add beside it (use-one-cart-start.ts).
  const { waiting, submitInTurn } = useOneCartStart(fetcher);
  const busy = waiting || fetcher.state !== 'idle';

  // Opened on the product page: the first step's heading takes the focus.
  useEffect(() => {
    if (stepped) headingRef.current?.focus();
  }, [stepped]);

  // The server's field errors replace the page's own, once per answer (set while rendering, as React advises).
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.state === 'idle' && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data && !fetcher.data.ok) setErrors(fetcher.data.errors);
  }

  // The cart's toasts, or the focus on the message that says what to fix. The submit button was
  // disabled while posting, which took the focus away: it goes to 'View in Cart' once the pair is
  // in, or back to the button when the cart refused it, so a keyboard user goes on from there.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (!fetcher.data.ok) {
      errorRef.current?.focus();
      return;
    }
    for (const toast of fetcher.data.result.toasts) showToast(toast);
    (fetcher.data.result.ok && !fetcher.data.result.soldOut ? viewCartRef.current : submitRef.current)?.focus();
  }, [fetcher.state, fetcher.data]);

  const chooseUsage = (id: UsageId) => {
    setUsageId(id);
    setErrors({});
    const next = usageById(id);
    const nextProduct = next && lensProductFor(offer.lensProducts, next);
    // The cheapest thickness and the first coating, so a price and a total show at once.
    if (nextProduct) {
      const options = packageOptions(nextProduct, frameType, {});
      setIndex((current) =>
        options.indices.some((c) => c.value === current && c.available)
          ? current
          : (options.indices.find((c) => c.available)?.value ?? ''),
      );
      setCoating((current) =>
        options.coatings.some((c) => c.value === current && c.available)
          ? current
          : (options.coatings.find((c) => c.available)?.value ?? ''),
      );
    }
  };

  const goTo = (next: Step) => {
    setStep(next);
    // The new step's heading takes the focus, so a keyboard or screen reader user starts there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const fail = (found: LensChoiceErrors) => {
    setErrors(found);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!stepped) return;
    event.preventDefault();
    const form = event.currentTarget;
    const current = formValues(form);
    setValues(current);
    if (!lastStep) {
      const checked = checkPackage(current, frameType, offer.lensProducts, i18n);
      // The usage step answers for the usage alone; the package step for the package too.
      const found: Errors = checked.ok ? {} : step === 'usage' ? { usage: checked.errors.usage } : checked.errors;
      if (Object.values(found).some(Boolean)) return fail(found);
      setErrors({});
      return goTo(steps[steps.indexOf(step) + 1]!);
    }
    const checked = checkLensChoice(current, frameType, offer.lensProducts, i18n, checkedOnFile);
    if (!checked.ok) return fail(checked.errors);
    setErrors({});
    submitInTurn(form, action);
  };

  const rxValues = rx === 'saved' && chosenSaved ? prescriptionFormValues(chosenSaved) : values;
  const upgradeTo = errors.index && step !== 'package' ? neededIndex(rxValues) : null;
  const upgradePrice =
    upgradeTo && product
      ? packageOptions(product, frameType, { index: upgradeTo, coating }).indices.find((c) => c.value === upgradeTo)
      : undefined;
  const errorList = Object.values(errors).filter(Boolean);
  const added = fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.result.ok && !fetcher.data.result.soldOut;

  const FormTag = stepped ? fetcher.Form : Form;
  const show = (section: Step) => !stepped || step === section;

  return (
    <FormTag
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-6"
      data-testid="lens-selector"
    >
      {/* Without JavaScript, Enter in a field submits with the form's first submit button: this one
          adds the pair, as Enter does once the page runs, rather than the upgrade offer further down. */}
      {!hydrated && errors.index && upgradeTo && (
        <button type="submit" hidden tabIndex={-1}>
          <Trans>Add To Cart</Trans>
        </button>
      )}
      <input type="hidden" name="variant" value={frame.id} />
      {!stepped && <input type="hidden" name="redirectTo" value="/cart" />}
      {stepped && (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            <Trans>
              Step {stepNumber} of {steps.length}
            </Trans>
          </p>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-lg font-bold focus:outline-none focus-visible:outline-3"
            data-testid="lens-step-title"
          >
            {step === 'usage' ? t`Usage` : step === 'package' ? t`Lens package` : t`Prescription`}
          </h3>
        </div>
      )}
      {errorList.length > 0 && (
        <p
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl bg-sale/10 px-4 py-3 text-sm font-medium text-sale"
          data-testid="lens-errors"
        >
          {errors.variant ?? t`Please check the highlighted choices.`}
        </p>
      )}

      {stepped ? (
        <section hidden={!show('usage')}>
          <UsageFields usages={offer.usages} value={usageId} onChange={chooseUsage} error={errors.usage} />
        </section>
      ) : (
        <input type="hidden" name="usage" value={usageId} />
      )}

      {product && (
        <section hidden={!show('package')} aria-labelledby={stepped ? undefined : 'lens-package-title'}>
          {!stepped && (
            <h2 id="lens-package-title" className="mb-3 text-lg font-bold">
              <Trans>Lens package</Trans>
            </h2>
          )}
          <PackageFields
            product={product}
            frame={frameType}
            index={index || firstChoice('indices')}
            coating={coating || firstChoice('coatings')}
            onIndex={setIndex}
            onCoating={setCoating}
            errors={errors}
          />
        </section>
      )}

      {rxUsage && (
        <section hidden={!usage?.prescription || !show('prescription')} aria-labelledby={stepped ? undefined : 'lens-rx-title'}>
          {!stepped && (
            <h2 id="lens-rx-title" className="mb-3 text-lg font-bold">
              <Trans>Prescription</Trans>
            </h2>
          )}
          {/* Disabled while the usage needs no prescription: kept, but nothing in it is posted. */}
          <fieldset disabled={!usage?.prescription} className="min-w-0">
            <RxSourceFields
              sources={sources}
              value={rx}
              onChange={(source: RxSource) => setRx(source)}
              error={errors.rx}
              signInTo={
                onFile.signedIn ? undefined : `${action}/sign-in?${new URLSearchParams({ variant: frame.id, usage: usageId })}`
              }
            />
            {/* Hidden and disabled (so not posted) while another source is chosen, not unmounted: the
                selects and the date keep what was typed for when the shopper comes back to 'Enter it'. */}
            <fieldset disabled={!entering} hidden={!entering} className="mt-4 grid min-w-0 gap-4" data-testid="lens-rx-enter">
              <PrescriptionFields add={rxUsage.add} values={values} errors={errors} />
              {onFile.signedIn && <SaveRxTick checked={values.saveRx === 'yes'} error={errors.saveRx} />}
            </fieldset>
            {hydrated && rx === 'upload' && (
              <div className="mt-4">
                <UploadRxField uploaded={uploaded} onUploaded={setUploaded} error={errors.upload} />
              </div>
            )}
            {onFile.saved.length > 0 && (
              <fieldset disabled={!usingSaved} hidden={!usingSaved} className="mt-4 min-w-0" data-testid="lens-rx-saved">
                <SavedRxFields saved={onFile.saved} value={savedId} onChange={setSavedId} values={values} errors={errors} />
              </fieldset>
            )}
            {errors.index && (
              <div className="mt-4 rounded-xl border border-brand/30 bg-brand-soft p-4 text-sm" data-testid="lens-upgrade">
                <p className="font-medium">{errors.index}</p>
                {upgradeTo && upgradePrice && (
                  <button
                    // Without JavaScript the button posts the form with `upgrade`: the server answers it
                    // again with the thicker index (nothing is added). With it the index changes here.
                    type={hydrated ? 'button' : 'submit'}
                    name={hydrated ? undefined : 'upgrade'}
                    value={hydrated ? undefined : upgradeTo}
                    className="btn-outline mt-3"
                    data-testid="lens-upgrade-button"
                    onClick={
                      hydrated
                        ? () => {
                            setIndex(upgradeTo);
                            setErrors({});
                            // This button goes with the message: the focus moves on to adding the pair.
                            requestAnimationFrame(() => submitRef.current?.focus());
                          }
                        : undefined
                    }
                  >
                    {/* One span: the button is a flex box, which would lay the words and the price out as columns. */}
                    <span>
                      <Trans>
                        Upgrade to {upgradeTo} lenses (+{' '}
                        <Money
                          amount={priceDifference(
                            upgradePrice.price,
                            lens?.price ?? upgradePrice.price,
                            upgradePrice.currencyCode,
                          )}
                          currency={upgradePrice.currencyCode}
                        />
                        )
                      </Trans>
                    </span>
                  </button>
                )}
              </div>
            )}
          </fieldset>
        </section>
      )}

      <RunningTotal frame={frame.price} lenses={lens ? lens.price : null} currency={frame.currencyCode} />

      <div className="flex flex-wrap items-center gap-3">
        {stepped && stepNumber > 1 && (
          <button type="button" className="btn-outline" onClick={() => goTo(steps[stepNumber - 2]!)}>
            <Trans>Back</Trans>
          </button>
        )}
        <button
          ref={submitRef}
          type="submit"
          className="btn-primary min-w-40 flex-1 sm:flex-none"
          disabled={busy}
          aria-busy={busy}
        >
          {busy && <Spinner />}
          {!stepped || lastStep ? <Trans>Add To Cart</Trans> : <Trans>Continue</Trans>}
        </button>
        {added && (
          <Link ref={viewCartRef} to="/cart" className="text-sm font-semibold text-brand underline" data-testid="lens-view-cart">
            <Trans>View in Cart</Trans>
          </Link>
        )}
      </div>
    </FormTag>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { LensSelector, type LensActionData } from '~/components/lenses/LensSelector';
import { USAGE_WORDS } from '~/components/lenses/lens-words';
import { UsageFields } from '~/components/lenses/UsageFields';
import { Title } from '~/components/layout/Title';
import { BidiText } from '~/components/ui/Bidi';
import { Money } from '~/components/ui/Money';
import { i18nFor } from '~/i18n/catalogs.server';
import { withUpgrade } from '~/lib/prescription/lens-choice';
import { usageById, type UsageId } from '~/lib/prescription/lens-offer';
import { shopperCart } from '~/server/cart/cart-session.server';
import { readForm } from '~/server/forms/read-form.server';
import { addGlasses } from '~/server/lenses/add-glasses.server';
import { loadLensOffer } from '~/server/lenses/lens-offer.server';
import { stepperOnFile } from '~/server/lenses/on-file.server';
import { asker } from '~/server/prescriptions/owner.server';
import { getMarket } from '~/server/market.server';
import { commitSession, getSession } from '~/server/session.server';
import { flashToast } from '~/server/toast.server';
import type { Route } from './+types/product.lenses';

/**
 * `/product/{handle}/lenses`: 'Select lenses' for an eyeglasses frame, or prescription sun lenses
 * for sunglasses (issue 11). The product page's stepper loads this route's data and posts to its
 * action; the page itself is the same choice as plain forms, so it works without JavaScript.
 */

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const QUERY_FIELDS = ['variant', 'usage', 'index', 'coating', 'rx'] as const;

async function offerFor(request: Request, context: Route.LoaderArgs['context'], handle: string) {
  const offer = await loadLensOffer(context, await getMarket(request), handle, request.signal);
  if (!offer) throw data(i18nFor(context.language)._(msg`No product available`), { status: 404 });
  return offer;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [offer, who] = await Promise.all([offerFor(request, context, params.handle), asker(request, context)]);
  const url = new URL(request.url);
  const values: Record<string, string> = {};
  for (const name of QUERY_FIELDS) {
    const value = url.searchParams.get(name);
    if (value) values[name] = value;
  }
  return data({ offer, values, onFile: await stepperOnFile(context, who) }, { headers: PRIVATE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const offer = await offerFor(request, context, params.handle);
  const form = await readForm(request, i18nFor(context.language));
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && key !== 'redirectTo') values[key] = value;
  // 'Upgrade to …' without JavaScript: the form again with the thicker index and its price; nothing is added.
  if (form.has('upgrade')) {
    const answers = withUpgrade(values, offer.frame.productType, offer.lensProducts);
    return data<LensActionData>({ ok: false, errors: {}, values: answers }, { headers: PRIVATE });
  }
  const session = await getSession(request, context);
  const outcome = await addGlasses(await shopperCart(request, context, session), await asker(request, context), offer, values);
  // A tampered or incomplete choice: field errors, and nothing reaches the cart.
  if (!outcome.ok) return data<LensActionData>({ ok: false, errors: outcome.errors, values }, { status: 400, headers: PRIVATE });
  // Without JavaScript the pair is shown where it went. One the cart refused, or whose items all sold
  // out, went nowhere: the page comes back with the answers and says why itself.
  const noScript = form.has('redirectTo');
  const kept = !outcome.result.ok || outcome.result.soldOut === true;
  // Every toast is flashed, as the cart's action does: without JavaScript 'Your prescription is saved…',
  // 'You can keep up to 20…' or a stock warning must reach the page as well as 'Added to cart'. Each
  // has its id before it is flashed, so the stepper, which shows the answer's toasts itself, and the
  // root's flash read again after the fetcher's post name the same toast once.
  const toasts = outcome.result.toasts.map((toast) => ({ ...toast, id: toast.id ?? crypto.randomUUID() }));
  if (!(noScript && kept)) for (const toast of toasts) flashToast(session, toast);
  const result = { ...outcome.result, toasts };
  const headers = { ...PRIVATE, 'Set-Cookie': await commitSession(session) };
  if (noScript && !kept) return redirect('/cart', { headers });
  return data<LensActionData>({ ok: true, result, ...(kept ? { values } : {}) }, { headers });
}

/** Why the pair went nowhere, said on the page without JavaScript: the cart's reason, or that it sold out. */
function refusal(answer: LensActionData | undefined): string[] {
  if (!answer?.ok) return [];
  if (!answer.result.ok) return answer.result.reason ? [answer.result.reason] : [];
  return answer.result.soldOut ? answer.result.toasts.map((toast) => toast.message) : [];
}

/** Step 1 without JavaScript: the usage decides the prices and the prescription fields that follow. */
function UsageForm({ usages, variant, value }: { usages: UsageId[]; variant: string; value: string }) {
  const [usage, setUsage] = useState(value);
  return (
    <Form method="get" className="grid gap-4">
      <input type="hidden" name="variant" value={variant} />
      <UsageFields usages={usages} value={usage} onChange={setUsage} />
      <button type="submit" className="btn-primary justify-self-start">
        <Trans>Continue</Trans>
      </button>
    </Form>
  );
}

export default function LensPage() {
  const { offer, onFile, values: query } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, i18n } = useLingui();
  // The answers the server sent back (a refused choice, or a pair the cart refused), else the query.
  const values = answer?.values ?? query;
  const frame =
    offer.frame.variants.find((v) => v.id === values.variant) ??
    offer.frame.variants.find((v) => v.availableForSale) ??
    offer.frame.variants[0]!;
  const usage = usageById(values.usage);
  const chosen = usage && offer.usages.includes(usage.id) ? usage : undefined;
  const title = offer.frame.productType === 'Sunglasses' ? t`Add prescription sun lenses` : t`Select lenses`;
  return (
    <div className="container-shop max-w-3xl py-8">
      <Title>{title}</Title>
      <Link to={`/product/${offer.frame.handle}`} className="text-sm font-semibold text-brand underline">
        <Trans>Back to the frame</Trans>
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{title}</h1>
      <div className="mt-4 flex items-center gap-4 rounded-xl bg-mist p-4">
        {offer.frame.imageUrl && (
          <img src={offer.frame.imageUrl} alt="" width={96} height={72} className="h-18 w-24 object-contain" />
        )}
        <div className="text-sm">
          <p className="font-semibold">
            <BidiText text={offer.frame.title} />
          </p>
          {frame.title !== 'Default Title' && (
            <p className="text-muted">
              <bdi>{frame.title}</bdi>
            </p>
          )}
          <p className="font-semibold">
            <Money amount={frame.price} currency={frame.currencyCode} />
          </p>
        </div>
      </div>
      {refusal(answer).map((reason) => (
        <p key={reason} role="alert" className="mt-4 rounded-xl bg-sale/10 px-4 py-3 text-sm text-sale">
          {reason}
        </p>
      ))}
      <div className="mt-6">
        {chosen ? (
          <>
            <p className="mb-4 text-sm">
              <Trans>Usage:</Trans> <strong>{i18n._(USAGE_WORDS[chosen.id].name)}</strong>{' '}
              <Link to={`?variant=${encodeURIComponent(frame.id)}`} className="font-semibold text-brand underline">
                <Trans>Change</Trans>
              </Link>
            </p>
            <LensSelector
              // A new answer from the server starts the form again from its values and errors.
              key={`${chosen.id}:${JSON.stringify(answer && !answer.ok ? answer.errors : {})}`}
              offer={offer}
              onFile={onFile}
              variantId={frame.id}
              values={values}
              errors={answer && !answer.ok ? answer.errors : undefined}
              mode="page"
              action={`/product/${offer.frame.handle}/lenses`}
            />
          </>
        ) : (
          <UsageForm usages={offer.usages} variant={frame.id} value={values.usage ?? ''} />
        )}
      </div>
    </div>
  );
}

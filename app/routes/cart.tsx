import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { Await, data, redirect, useLoaderData } from 'react-router';
import { CartLoadError } from '~/components/cart/CartLoadError';
import { CartView } from '~/components/cart/CartView';
import { CartSkeleton } from '~/components/cart/CartSkeleton';
import { Title } from '~/components/layout/Title';
import { i18nFor } from '~/i18n/catalogs.server';
import { badRequest, readForm } from '~/server/forms/read-form.server';
import type { CartActionResult } from '~/lib/cart/action-result';
import { safeLocalPath } from '~/lib/safe-path';
import { runCartIntent } from '~/server/cart/cart-action.server';
import { loadCartPage } from '~/server/cart/cart-page.server';
import { shopperCart } from '~/server/cart/cart-session.server';
import { commitSession, getSession } from '~/server/session.server';
import { flashToast } from '~/server/toast.server';
import type { Route } from './+types/cart';

/** The cart is the shopper's own: never cached by a CDN or shared. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSession(request, context);
  const { page, sessionChanged } = await loadCartPage(request, context, session);
  return data({ page }, { headers: sessionChanged ? { ...PRIVATE, 'Set-Cookie': await commitSession(session) } : PRIVATE });
}

/**
 * On client navigations the page opens at once with the skeleton and fills in when the server
 * answers (SPEC §2 "skeleton while loading"). The first page load is server-rendered in full, so it
 * works before JavaScript loads.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = serverLoader().then((result) => result.page);
  // Revalidation after a cart change on this page waits instead: the lines must not blink to a skeleton.
  return { page: cartPageShown ? await page : page };
}

/** True while the cart page is on screen (see clientLoader). */
let cartPageShown = false;

/**
 * Add, change quantity and remove (intent field). Its toasts are also left as a flash: the root loader
 * that React Router revalidates after every action shows it even when the form that asked is gone
 * (a removed line, a card now saying 'View in Cart'). A form posted without JavaScript carries
 * `redirectTo` and is sent back there.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request, context);
  const form = await readForm(request, i18nFor(context.language));
  const result = await runCartIntent(await shopperCart(request, context, session), form);
  if (!result) {
    const reason = i18nFor(context.language)._(msg`Unknown cart action`);
    return data<CartActionResult>({ intent: null, ok: false, toasts: [], reason }, { status: 400, headers: PRIVATE });
  }
  const redirectTo = form.get('redirectTo');
  if (result.refused) {
    // Nothing changed: a browser without JavaScript gets the reason as the error page's message.
    if (typeof redirectTo === 'string') badRequest(400, result.reason ?? '');
    return data(result, { status: 400, headers: PRIVATE });
  }
  // Every toast: without JavaScript a warning ('sold out', 'only 2 available') must reach the page too.
  for (const toast of result.toasts) flashToast(session, toast);
  const headers = { ...PRIVATE, 'Set-Cookie': await commitSession(session) };
  if (typeof redirectTo === 'string') return redirect(safeLocalPath(redirectTo), { headers });
  // 200 even for a failure the body reports: React Router revalidates the root (badge, flash) only after a 2xx.
  return data(result, { headers });
}

export default function Cart() {
  const { page } = useLoaderData<typeof loader | typeof clientLoader>();
  const { t } = useLingui();
  useEffect(() => {
    cartPageShown = true;
    return () => {
      cartPageShown = false;
    };
  }, []);
  return (
    <div className="container-shop py-8 sm:py-10">
      <Title>{t`Cart`}</Title>
      {/* Server data renders at once (no suspended boundary a browser without JavaScript could not fill). */}
      {page instanceof Promise ? (
        <Suspense fallback={<CartSkeleton />}>
          <Await resolve={page} errorElement={<CartLoadError />}>
            {(resolved) => <CartView page={resolved} />}
          </Await>
        </Suspense>
      ) : (
        <CartView page={page} />
      )}
    </div>
  );
}

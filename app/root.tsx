import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { AlternateLinks } from './components/layout/AlternateLinks';
import { useNonce } from './components/layout/nonce';
import { ArabicFont } from './components/layout/ArabicFont';
import { BottomBar } from './components/layout/BottomBar';
import { Footer } from './components/layout/footer-on-sight';
import { Header } from './components/layout/Header';
import { RootError } from './components/layout/error-pages';
import { Toaster } from './components/ui/Toaster';
import { textDirection } from './i18n/languages';
import { useLanguage } from './i18n/use-language';
import { cartBadge } from './server/cart/cart-badge.server';
import { getConfig } from './server/config.server';
import { commitSession, getSession, isSignedIn } from './server/session.server';
import { getMarket } from './server/market.server';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSession(request, context);
  const toasts = session.get('toasts') ?? [];
  const cart = await cartBadge(request, context, session);
  return data(
    {
      signedIn: isSignedIn(session),
      cartCount: cart.count,
      /** Variants in the cart, so product cards can say 'View in Cart'. */
      cartVariantIds: cart.variantIds,
      year: new Date().getFullYear(),
      /** The shopper's country (market cookie): the header's currency selector shows it. */
      market: (await getMarket(request)).country,
      /** The shop's public origin, for canonical and alternate URLs. */
      origin: getConfig().publicUrl,
      toasts,
    },
    // Reading a flash consumes it; the cookie must say so.
    toasts.length > 0 || cart.sessionChanged ? { headers: { 'Set-Cookie': await commitSession(session) } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const cartCount = root?.cartCount ?? 0;
  const language = useLanguage();
  const nonce = useNonce();
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d4a57" />
        <Meta />
        <Links />
        {language === 'ar' && <ArabicFont />}
        {root && <AlternateLinks origin={root.origin} language={language} />}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          <Trans>Skip to content</Trans>
        </a>
        <Header cartCount={cartCount} signedIn={root?.signedIn ?? false} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer year={root?.year ?? new Date().getFullYear()} />
        <BottomBar cartCount={cartCount} />
        <Toaster flashed={root?.toasts} />
        {/* New navigations start at the top; back and forward restore the old position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootError error={error} />;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { Title } from './Title';

/**
 * The 503 page: a service the shop depends on (its database, the Storefront API) did not answer.
 * It names nothing internal; "Try again" reloads the same address as a full page request, so it
 * works before JavaScript loads and after the dependency is back (README, "Resilience").
 */
export function ShopUnavailable() {
  const { t } = useLingui();
  const location = useLocation();
  const title = t`We'll be right back`;
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center" aria-labelledby="unavailable-title">
      <Title>{title}</Title>
      <p className="text-sm font-semibold tracking-widest text-gold">503</p>
      <h1 id="unavailable-title" className="mt-2 text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-3 max-w-md text-muted">
        <Trans>Part of our shop is not answering just now. Your cart is safe. Please try again in a moment.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={location.pathname + location.search} reloadDocument className="btn-primary">
          <Trans>Try again</Trans>
        </Link>
        <Link to="/" reloadDocument className="btn-outline">
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

export function NotFound({ message }: { message?: string }) {
  const { t } = useLingui();
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-gold">404</p>
      <h1 className="mt-2 text-3xl font-bold">{message ?? t`Page not found`}</h1>
      <p className="mt-3 max-w-md text-muted">
        <Trans>The page you are looking for has moved, sold out or never existed.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          <Trans>Back to home</Trans>
        </Link>
        <Link to="/shop" className="btn-outline">
          <Trans>Browse the shop</Trans>
        </Link>
      </div>
    </section>
  );
}

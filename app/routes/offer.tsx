import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Title } from '~/components/layout/Title';

export default function Offer() {
  const { t } = useLingui();
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center">
      <Title>{t`Offers`}</Title>
      <h1 className="text-4xl font-bold tracking-tight">
        <Trans>Limited Time Offers!</Trans>
      </h1>
      <p className="mt-4 text-2xl font-semibold text-gold">
        <Trans>Available Soon</Trans>
      </p>
      <p className="mt-3 max-w-md text-muted">
        <Trans>Our seasonal offers are on their way. Until then, browse the full collection.</Trans>
      </p>
      <Link to="/shop" className="btn-primary mt-8">
        <Trans>Browse the shop</Trans>
      </Link>
    </section>
  );
}

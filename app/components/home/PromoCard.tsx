import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useFormatNumber } from '~/i18n/numbers';
import { GlassesArt } from './GlassesArt';

/** SPEC §2 sunglasses promo card: 'BUY 1 GET 2ND', '50% OFF', 'View all' to every product. */
export function PromoCard() {
  const number = useFormatNumber();
  // The same words and percent sign as the cards' discount badges, in either language.
  const percent = number(0.5, { style: 'percent' });
  return (
    <div
      className="flex h-full min-h-[25rem] flex-col justify-between rounded-2xl bg-gradient-to-b from-brand-dark to-brand p-6 text-white"
      data-testid="promo-card"
    >
      <div>
        <p className="text-sm font-semibold tracking-widest text-gold-light">
          <Trans>BUY 1 GET 2ND</Trans>
        </p>
        <p className="mt-2 text-5xl font-black tracking-tight">
          <Trans>{percent} OFF</Trans>
        </p>
        <p className="mt-2 text-sm text-white/80">
          <Trans>On every second pair, all summer.</Trans>
        </p>
      </div>
      <GlassesArt frame="#c9a227" lens="#5c3a1e" shape="aviator" className="h-auto w-full" />
      <Link
        to="/query?query="
        className="inline-flex items-center justify-center rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-dark hover:bg-gold-light"
      >
        <Trans>View all</Trans>
      </Link>
    </div>
  );
}

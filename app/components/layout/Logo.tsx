import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

export function Logo() {
  const { t } = useLingui();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 text-brand" aria-label={t`Nazzara home`}>
      <svg viewBox="0 0 40 20" width={40} height={20} aria-hidden="true" focusable="false">
        <circle cx="10" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <circle cx="30" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <path d="M17 10c1-1.4 2-2 3-2s2 .6 3 2" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <circle cx="30" cy="11" r="3" fill="var(--color-gold)" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-ink">
        <Trans>Nazzara</Trans>
        <span className="text-gold">.</span>
      </span>
    </Link>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { IsolatedText } from './IsolatedText';

interface DashboardProps {
  firstName: string;
  lastName: string;
  email: string;
  addressCount: number;
}

/** The default avatar (SPEC §2): customers have no picture, so a calm silhouette stands in. */
function AvatarPlaceholder() {
  return (
    <div
      className="grid size-20 shrink-0 place-items-center rounded-full bg-brand-soft text-brand ring-4 ring-white"
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width={40} height={40} fill="currentColor" focusable="false">
        <circle cx="12" cy="8.5" r="4.2" />
        <path d="M3.8 20.5c.6-4.2 4-7 8.2-7s7.6 2.8 8.2 7z" />
      </svg>
    </div>
  );
}

export function Dashboard({ firstName, lastName, email, addressCount }: DashboardProps) {
  const { t } = useLingui();
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <div className="space-y-8">
      <div className="flex flex-col items-start gap-5 rounded-2xl bg-gradient-to-br from-brand to-brand-dark p-6 text-white sm:flex-row sm:items-center sm:p-8">
        <AvatarPlaceholder />
        <div>
          <h2 className="text-2xl font-semibold">
            {firstName ? (
              <Trans>
                Welcome, <bdi translate="no">{firstName}</bdi>!
              </Trans>
            ) : (
              <Trans>Welcome!</Trans>
            )}
          </h2>
          <p className="mt-1 text-white/85">
            <Trans>Manage your profile and preferences here.</Trans>
          </p>
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl bg-white p-5 ring-1 ring-line">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{t`Name`}</dt>
          <dd className="mt-1 font-medium">{name ? <IsolatedText text={name} /> : '—'}</dd>
        </div>
        <div className="rounded-2xl bg-white p-5 ring-1 ring-line">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{t`Email`}</dt>
          <dd className="mt-1 font-medium break-all">
            <bdi dir="ltr" translate="no">
              {email}
            </bdi>
          </dd>
        </div>
        <div className="rounded-2xl bg-white p-5 ring-1 ring-line">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{t`Saved addresses`}</dt>
          <dd className="mt-1 font-medium">{addressCount}</dd>
        </div>
      </dl>
    </div>
  );
}

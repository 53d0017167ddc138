import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { RxSource } from '~/lib/prescription/lens-choice';
import { ChoiceCard } from './ChoiceCard';
import { describedProps, FieldError } from './FieldError';

/**
 * How the prescription comes: entered now, uploaded as a photo or scan, one of the customer's saved
 * prescriptions, or sent later (the order says so). `sources` are those this shopper can use here;
 * a guest is told where saved prescriptions are, with a link to sign in and come back (`signInTo`).
 */
export function RxSourceFields({
  sources,
  value,
  onChange,
  error,
  signInTo,
}: {
  sources: readonly RxSource[];
  value: string;
  onChange: (source: RxSource) => void;
  error?: string;
  /** For a guest: the sign-in that brings them back to these steps. */
  signInTo?: string;
}) {
  const { t } = useLingui();
  const words: Record<RxSource, { title: string; hint: string }> = {
    enter: { title: t`Enter it`, hint: t`Choose the values from your prescription.` },
    upload: { title: t`Upload it`, hint: t`A photo or scan of your prescription: JPEG, PNG or PDF, up to 10 MB.` },
    saved: { title: t`Use a saved prescription`, hint: t`One of the prescriptions in your account.` },
    later: { title: t`Send it later`, hint: t`We will ask for it after your order; we make your lenses once we have it.` },
  };
  return (
    <fieldset {...describedProps('rx', error)}>
      <legend className="mb-3 text-sm font-semibold">
        <Trans>How would you like to give your prescription?</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {sources.map((source) => (
          <ChoiceCard
            key={source}
            name="rx"
            value={source}
            checked={value === source}
            onChange={() => onChange(source)}
            title={words[source].title}
            hint={words[source].hint}
          />
        ))}
      </div>
      <FieldError name="rx" message={error} />
      {signInTo && (
        <p className="mt-2 text-sm text-muted">
          <Trans>
            Have a prescription saved in your account?{' '}
            <Link to={signInTo} className="font-semibold text-brand underline">
              Sign in
            </Link>{' '}
            to use it.
          </Trans>
        </p>
      )}
    </fieldset>
  );
}

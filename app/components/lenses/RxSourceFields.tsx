import { Trans, useLingui } from '@lingui/react/macro';
import type { RxSource } from '~/lib/prescription/lens-choice';
import { ChoiceCard } from './ChoiceCard';
import { FieldError } from './FieldError';

/** How the prescription comes: entered now, or sent later (the order says so). */
export function RxSourceFields({ value, onChange, error }: { value: string; onChange: (source: RxSource) => void; error?: string }) {
  const { t } = useLingui();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold">
        <Trans>How would you like to give your prescription?</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceCard name="rx" value="enter" checked={value === 'enter'} onChange={() => onChange('enter')} title={t`Enter it`} hint={t`Choose the values from your prescription.`} />
        <ChoiceCard
          name="rx"
          value="later"
          checked={value === 'later'}
          onChange={() => onChange('later')}
          title={t`Send it later`}
          hint={t`We will ask for it after your order; we make your lenses once we have it.`}
        />
      </div>
      <FieldError name="rx" message={error} />
    </fieldset>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { UsageId } from '~/lib/prescription/lens-offer';
import { ChoiceCard } from './ChoiceCard';
import { describedProps, FieldError } from './FieldError';
import { USAGE_WORDS } from './lens-words';

/** Step 1: what the lenses are for. */
export function UsageFields({
  usages,
  value,
  onChange,
  error,
}: {
  usages: UsageId[];
  value: string;
  onChange: (usage: UsageId) => void;
  error?: string;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset {...describedProps('usage', error)}>
      <legend className="mb-3 text-sm font-semibold">
        <Trans>What are your lenses for?</Trans>
      </legend>
      <div className="grid gap-2">
        {usages.map((usage) => (
          <ChoiceCard
            key={usage}
            name="usage"
            value={usage}
            checked={value === usage}
            onChange={() => onChange(usage)}
            title={i18n._(USAGE_WORDS[usage].name)}
            hint={i18n._(USAGE_WORDS[usage].hint)}
          />
        ))}
      </div>
      <FieldError name="usage" message={error} />
    </fieldset>
  );
}

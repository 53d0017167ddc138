import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatDate } from '~/i18n/format';
import { eyeText } from '~/lib/prescription/attributes';
import type { OnFile } from '~/lib/prescription/lens-choice';
import { ChoiceCard } from './ChoiceCard';
import { describedProps, FieldError } from './FieldError';
import { Confirm } from './PrescriptionFields';

type Values = Record<string, string>;

/**
 * 'Use a saved prescription': one of the customer's own, as a radio card with its values. Only the
 * id is posted; the server reads the prescription again and checks it for these lenses.
 */
export function SavedRxFields({
  saved,
  value,
  onChange,
  values,
  errors,
}: {
  saved: OnFile['saved'];
  value: string;
  onChange: (id: string) => void;
  values: Values;
  errors: { saved?: string; confirmSavedOld?: string };
}) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  return (
    <div className="grid gap-3">
      <fieldset {...describedProps('saved', errors.saved)}>
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Your saved prescriptions</Trans>
        </legend>
        <div className="grid gap-2">
          {saved.map((rx) => (
            <ChoiceCard
              key={rx.id}
              name="savedId"
              value={rx.id}
              checked={value === rx.id}
              onChange={onChange}
              title={<bdi>{rx.name}</bdi>}
              hint={
                <>
                  <span className="block">{t`Eye test: ${formatDate(rx.date)}`}</span>
                  <span className="block">
                    <Trans>Right eye (OD)</Trans> <bdi dir="ltr">{eyeText(rx.right)}</bdi>
                  </span>
                  <span className="block">
                    <Trans>Left eye (OS)</Trans> <bdi dir="ltr">{eyeText(rx.left)}</bdi>
                  </span>
                </>
              }
            />
          ))}
        </div>
        <FieldError name="saved" message={errors.saved} />
      </fieldset>
      <Confirm name="confirmSavedOld" message={errors.confirmSavedOld} values={values} />
    </div>
  );
}

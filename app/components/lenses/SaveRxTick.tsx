import { Trans } from '@lingui/react/macro';
import { errorId, FieldError } from './FieldError';

/** 'Save this prescription' under 'Enter it', for a signed-in customer: kept in My Prescriptions when the pair is added. */
export function SaveRxTick({ checked, error }: { checked: boolean; error?: string }) {
  return (
    <div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id="lens-saveRx"
          type="checkbox"
          name="saveRx"
          value="yes"
          defaultChecked={checked}
          aria-describedby={error ? `lens-saveRx-hint ${errorId('saveRx')}` : 'lens-saveRx-hint'}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-4"
          data-testid="lens-save-rx"
        />
        <div>
          <label htmlFor="lens-saveRx" className="block font-semibold">
            <Trans>Save this prescription</Trans>
          </label>
          <p id="lens-saveRx-hint" className="text-muted">
            <Trans>Keep it in My Prescriptions to use it again next time.</Trans>
          </p>
        </div>
      </div>
      <FieldError name="saveRx" message={error} />
    </div>
  );
}

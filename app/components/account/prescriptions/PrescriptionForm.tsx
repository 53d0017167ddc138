import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { EYE_PREFIX, EYES, prescriptionFormValues, type Eye } from '~/lib/prescription/prescription';
import { NAME_MAX, savedPrescriptionSchema, type SavedPrescription } from '~/lib/prescription/saved';
import type { FieldErrors } from '~/lib/validation/form-errors';
import { FormMessage } from '../FormMessage';
import { tabUrl } from '../profile-tabs';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { useFormValidation } from '../use-form-validation';
import { useHydrated } from '../use-hydrated';
import type { PrescriptionFeedback } from './feedback';
import { PRESCRIPTION_OPTIONS, type SelectOption } from '~/lib/prescription/options';
import { PowerSelect } from './PowerSelect';

interface PrescriptionFormProps {
  mode: 'add' | 'edit';
  prescription?: SavedPrescription;
  feedback: PrescriptionFeedback | undefined;
}

function initialValues(prescription: SavedPrescription | undefined): Record<string, string> {
  if (!prescription) return { odCyl: '0.00', osCyl: '0.00', pdMode: 'single' };
  return { name: prescription.name, ...prescriptionFormValues(prescription) };
}

/**
 * Add or edit a saved prescription: every value a select from the shared rules, checked in the
 * browser and again on the server with the same messages. Works without JavaScript (both PD
 * choices show; the server reads the one picked).
 */
export function PrescriptionForm({ mode, prescription, feedback }: PrescriptionFormProps) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const { clientErrors, onSubmit } = useFormValidation(() => savedPrescriptionSchema(i18n));
  const errors: FieldErrors = clientErrors ?? feedback?.errors ?? {};
  const values = feedback?.values ?? initialValues(prescription);
  const [pdMode, setPdMode] = useState(values.pdMode === 'dual' ? 'dual' : 'single');
  const action = mode === 'add' ? tabUrl('add-prescription') : tabUrl('edit-prescription', { id: prescription?.id ?? '' });
  const choose: SelectOption = { value: '', label: t`Choose` };
  const none: SelectOption = { value: '', label: t`None` };
  const eyeLabel = (eye: Eye) => (eye === 'right' ? t`Right eye (OD)` : t`Left eye (OS)`);
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-8"
    >
      <input type="hidden" name="intent" value={mode === 'add' ? 'create-prescription' : 'update-prescription'} />
      {mode === 'edit' && <input type="hidden" name="id" value={prescription?.id ?? ''} />}
      <div className="empty:hidden">
        <FormMessage error={feedback?.formError} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          idPrefix="rx"
          name="name"
          label={t`Name`}
          hint={t`For example 'My glasses 2026'`}
          maxLength={NAME_MAX}
          defaultValue={values.name ?? ''}
          error={errors.name}
          required
        />
        <TextField
          idPrefix="rx"
          name="date"
          type="date"
          dir="ltr"
          max={today}
          label={t`Date of the eye test`}
          defaultValue={values.date ?? ''}
          error={errors.date}
          required
        />
      </div>
      {EYES.map((eye) => {
        const p = EYE_PREFIX[eye];
        return (
          <fieldset key={eye} className="rounded-xl border border-line p-4">
            <legend className="px-1 text-sm font-semibold">{eyeLabel(eye)}</legend>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <PowerSelect
                name={`${p}Sph`}
                label={t`SPH (sphere)`}
                options={[choose, ...PRESCRIPTION_OPTIONS.sph]}
                defaultValue={values[`${p}Sph`] ?? ''}
                error={errors[`${p}Sph`]}
              />
              <PowerSelect
                name={`${p}Cyl`}
                label={t`CYL (cylinder)`}
                options={PRESCRIPTION_OPTIONS.cyl}
                defaultValue={values[`${p}Cyl`] ?? '0.00'}
                error={errors[`${p}Cyl`]}
              />
              <PowerSelect
                name={`${p}Axis`}
                label={t`AXIS`}
                options={[none, ...PRESCRIPTION_OPTIONS.axis]}
                defaultValue={values[`${p}Axis`] ?? ''}
                error={errors[`${p}Axis`]}
              />
              <PowerSelect
                name={`${p}Add`}
                label={t`ADD (near addition)`}
                options={[none, ...PRESCRIPTION_OPTIONS.add]}
                defaultValue={values[`${p}Add`] ?? ''}
                error={errors[`${p}Add`]}
              />
            </div>
          </fieldset>
        );
      })}
      <fieldset className="rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">
          <Trans>PD (pupillary distance)</Trans>
        </legend>
        <div className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(['single', 'dual'] as const).map((mode) => (
            <label key={mode} className="inline-flex items-center gap-2">
              <input type="radio" name="pdMode" value={mode} checked={pdMode === mode} onChange={() => setPdMode(mode)} />
              {mode === 'single' ? <Trans>One number</Trans> : <Trans>One for each eye</Trans>}
            </label>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {(!hydrated || pdMode === 'single') && (
            <PowerSelect
              name="pd"
              label={t`PD (mm)`}
              options={[choose, ...PRESCRIPTION_OPTIONS.pd]}
              defaultValue={values.pd ?? ''}
              error={errors.pd}
            />
          )}
          {(!hydrated || pdMode === 'dual') && (
            <>
              <PowerSelect
                name="pdRight"
                label={t`Right PD (mm)`}
                options={[choose, ...PRESCRIPTION_OPTIONS.pdPerEye]}
                defaultValue={values.pdRight ?? ''}
                error={errors.pdRight}
              />
              <PowerSelect
                name="pdLeft"
                label={t`Left PD (mm)`}
                options={[choose, ...PRESCRIPTION_OPTIONS.pdPerEye]}
                defaultValue={values.pdLeft ?? ''}
                error={errors.pdLeft}
              />
            </>
          )}
        </div>
      </fieldset>
      {(['confirmOld', 'confirmDifference'] as const).map((field) =>
        errors[field] || values[field] ? (
          <div key={field} className="rounded-lg border border-gold-light bg-gold-light/15 p-4 text-sm">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name={field}
                value="yes"
                defaultChecked={values[field] === 'yes'}
                aria-describedby={`rx-${field}-error`}
                className="mt-1"
              />
              <span id={`rx-${field}-error`}>
                {errors[field] ??
                  (field === 'confirmOld' ? t`I confirm this older prescription.` : t`I confirm the difference between my eyes.`)}
              </span>
            </label>
          </div>
        ) : null,
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton label={t`Save prescription`} action={action.split('?')[0]!} className="btn-primary" />
        <Link to={tabUrl('prescriptions')} className="btn-outline">
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </Form>
  );
}

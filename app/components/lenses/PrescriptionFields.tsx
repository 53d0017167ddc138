import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useHydrated } from '~/components/account/use-hydrated';
import { EYE_PREFIX, EYES, type Eye } from '~/lib/prescription/prescription';
import type { PrescriptionErrors } from '~/lib/prescription/schema';
import { PRESCRIPTION_OPTIONS, type SelectOption } from '~/lib/prescription/options';
import { errorId, FieldError, invalidProps } from './FieldError';

const { sph: SPH, cyl: CYL, add: ADD, pd: PD, pdPerEye: PD_PER_EYE } = PRESCRIPTION_OPTIONS;
// The lens steps' AXIS select shows bare degrees, as the optician writes them.
const AXIS = PRESCRIPTION_OPTIONS.axis.map(({ value }) => ({ value, label: value }));

type Values = Record<string, string>;

/** A select of prescription values: numbers read left to right in every language. */
function ValueSelect({
  name,
  label,
  options,
  values,
  errors,
  placeholder,
}: {
  name: string;
  label: string;
  options: SelectOption[];
  values: Values;
  errors: PrescriptionErrors;
  placeholder?: string;
}) {
  const error = errors[name as keyof PrescriptionErrors];
  return (
    <div>
      <label htmlFor={`lens-${name}`} className="mb-1 block text-xs font-semibold text-muted">
        {label}
      </label>
      <select
        id={`lens-${name}`}
        name={name}
        dir="ltr"
        defaultValue={values[name] ?? (placeholder === undefined ? options[0]?.value : '')}
        className="field rtl:text-end"
        {...invalidProps(name, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} message={error} />
    </div>
  );
}

function EyeFields({ eye, add, values, errors }: { eye: Eye; add: boolean; values: Values; errors: PrescriptionErrors }) {
  const { t } = useLingui();
  const p = EYE_PREFIX[eye];
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold">{eye === 'right' ? t`Right eye (OD)` : t`Left eye (OS)`}</legend>
      <div className={`grid grid-cols-2 gap-3 ${add ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
        <ValueSelect
          name={`${p}Sph`}
          label={t`SPH (sphere)`}
          options={SPH}
          values={values}
          errors={errors}
          placeholder={t`Choose`}
        />
        <ValueSelect
          name={`${p}Cyl`}
          label={t`CYL (cylinder)`}
          options={CYL}
          values={{ [`${p}Cyl`]: '0.00', ...values }}
          errors={errors}
        />
        <ValueSelect name={`${p}Axis`} label={t`AXIS`} options={AXIS} values={values} errors={errors} placeholder={t`None`} />
        {add && (
          <ValueSelect name={`${p}Add`} label={t`ADD`} options={ADD} values={values} errors={errors} placeholder={t`Choose`} />
        )}
      </div>
    </fieldset>
  );
}

/**
 * A warning the shopper confirms with a tick, shown once the server or the stepper raised it. The
 * group is named by its warning and the tick described by it, so two ticks with the same words
 * ('I have checked it…') tell which warning each one confirms. A tick kept from an earlier answer,
 * its warning no longer raised, is named by what it confirms.
 */
export function Confirm({
  name,
  message,
  values,
}: {
  name: 'confirmOld' | 'confirmDifference' | 'confirmSavedOld';
  message: string | undefined;
  values: Values;
}) {
  const { t } = useLingui();
  if (!message && values[name] !== 'yes') return null;
  const what: Record<typeof name, string> = {
    confirmOld: t`The prescription is more than 2 years old.`,
    confirmDifference: t`The eyes are more than 3.00 apart.`,
    confirmSavedOld: t`The saved prescription is more than 2 years old.`,
  };
  const warningId = message ? errorId(name) : `lens-${name}-warning`;
  return (
    <div className="rounded-xl border border-gold/40 bg-gold-light/15 p-4" role="group" aria-labelledby={warningId}>
      {message ? (
        <FieldError name={name} message={message} />
      ) : (
        <p id={warningId} className="text-sm font-medium">
          {what[name]}
        </p>
      )}
      <label className="mt-2 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={values[name] === 'yes'}
          aria-describedby={warningId}
          aria-invalid={message ? true : undefined}
          className="mt-0.5 size-4"
          data-testid={`lens-${name}`}
        />
        <Trans>I have checked it: the prescription is right.</Trans>
      </label>
    </div>
  );
}

/**
 * Step 3, 'Enter it': per eye SPH, CYL, AXIS (and ADD for reading and progressive lenses), the PD
 * as one value or one per eye, and the prescription's date. Selects, not free text; the server
 * checks the same fields with the same schema.
 */
export function PrescriptionFields({ add, values, errors }: { add: boolean; values: Values; errors: PrescriptionErrors }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [pdMode, setPdMode] = useState(values.pdMode === 'dual' ? 'dual' : 'single');
  // Without JavaScript both PD forms show; the chosen mode decides which one the server reads.
  const showSingle = !hydrated || pdMode === 'single';
  const showDual = !hydrated || pdMode === 'dual';
  return (
    <div className="grid gap-4">
      {EYES.map((eye) => (
        <EyeFields key={eye} eye={eye} add={add} values={values} errors={errors} />
      ))}
      <fieldset className="rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">
          <Trans>PD (pupillary distance, mm)</Trans>
        </legend>
        <div className="mb-3 flex flex-wrap gap-4 text-sm">
          {(['single', 'dual'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-2">
              <input
                type="radio"
                name="pdMode"
                value={mode}
                checked={pdMode === mode}
                onChange={() => setPdMode(mode)}
                className="size-4"
              />
              {mode === 'single' ? t`One number` : t`One per eye`}
            </label>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {showSingle && (
            <ValueSelect name="pd" label={t`PD`} options={PD} values={values} errors={errors} placeholder={t`Choose`} />
          )}
          {showDual && (
            <>
              <ValueSelect
                name="pdRight"
                label={t`Right PD`}
                options={PD_PER_EYE}
                values={values}
                errors={errors}
                placeholder={t`Choose`}
              />
              <ValueSelect
                name="pdLeft"
                label={t`Left PD`}
                options={PD_PER_EYE}
                values={values}
                errors={errors}
                placeholder={t`Choose`}
              />
            </>
          )}
        </div>
      </fieldset>
      <div>
        <label htmlFor="lens-date" className="mb-1 block text-sm font-semibold">
          <Trans>Date of the eye test</Trans>
        </label>
        <input
          id="lens-date"
          type="date"
          name="date"
          dir="ltr"
          defaultValue={values.date ?? ''}
          max={new Date().toISOString().slice(0, 10)}
          className="field max-w-56 rtl:text-end"
          {...invalidProps('date', errors.date)}
        />
        <FieldError name="date" message={errors.date} />
      </div>
      <Confirm name="confirmOld" message={errors.confirmOld} values={values} />
      <Confirm name="confirmDifference" message={errors.confirmDifference} values={values} />
    </div>
  );
}

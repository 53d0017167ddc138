import { useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '~/lib/validation/form-errors';
import { TextField } from './TextField';

/** The email of an account form (login, registration, a forgotten password). */
export function EmailField({
  idPrefix,
  defaultValue,
  error,
  className,
}: {
  idPrefix: string;
  defaultValue?: string;
  error?: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      idPrefix={idPrefix}
      name="email"
      label={t`Email`}
      type="email"
      autoComplete="email"
      inputMode="email"
      defaultValue={defaultValue}
      error={error}
      className={className}
    />
  );
}

/** A new password and its confirmation (registration, a reset); the browser may offer to make one up. */
export function NewPasswordFields({
  idPrefix,
  label,
  errors,
}: {
  idPrefix: string;
  label: string;
  errors?: FieldErrors<'password' | 'password_confirmation'>;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        idPrefix={idPrefix}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors?.password}
      />
      <TextField
        idPrefix={idPrefix}
        name="password_confirmation"
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        error={errors?.password_confirmation}
      />
    </>
  );
}

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { routeUrlOf } from '~/i18n/languages';
import { catalogueLoaded } from '~/i18n/page-catalogue';
import type { Country, CountryNames } from '~/lib/countries';
import { showToast } from '~/lib/toast';
import { addressSchema, ADDRESS_FIELDS, type AddressField } from '~/lib/validation/address';
import type { FieldErrors } from '~/lib/validation/form-errors';
import type { AddressView } from './AddressCard';
import { CountrySelect } from './CountrySelect';
import type { FormFeedback } from './feedback';
import { FormMessage } from './FormMessage';
import { tabUrl } from './profile-tabs';
import { TextField } from './TextField';
import { useFormValidation } from './use-form-validation';
import { useHydrated } from './use-hydrated';

/** SPEC §9: address toasts last 3000 ms. */
const TOAST_MS = 3000;

type TextFieldName = Exclude<AddressField, 'country' | 'zip' | 'phone'>;

const textFields: { name: TextFieldName; label: MessageDescriptor; autoComplete: string; wide?: boolean }[] = [
  { name: 'firstName', label: msg`First name`, autoComplete: 'given-name' },
  { name: 'lastName', label: msg`Last name`, autoComplete: 'family-name' },
  { name: 'company', label: msg`Company (optional)`, autoComplete: 'organization', wide: true },
  { name: 'address1', label: msg`Address line 1`, autoComplete: 'address-line1', wide: true },
  { name: 'address2', label: msg`Address line 2 (optional)`, autoComplete: 'address-line2', wide: true },
  { name: 'city', label: msg`City`, autoComplete: 'address-level2' },
  { name: 'state', label: msg`State / Province`, autoComplete: 'address-level1' },
];

/**
 * SPEC §5/§8: a broken field's toast is titled 'Error : {field}' with the form's name for the field;
 * other languages name the field in words.
 */
const ERROR_TITLES: Record<AddressField, MessageDescriptor> = {
  firstName: msg`Error : firstName`,
  lastName: msg`Error : lastName`,
  company: msg`Error : company`,
  address1: msg`Error : address1`,
  address2: msg`Error : address2`,
  city: msg`Error : city`,
  state: msg`Error : state`,
  country: msg`Error : country`,
  zip: msg`Error : zip`,
  phone: msg`Error : phone`,
};

export type AddressFeedback = FormFeedback<AddressField>;

/** One toast per broken field, in the form's order, titled once the titles can be translated. */
function toastFieldErrors(i18n: I18n, errors: FieldErrors, idBase?: string) {
  void catalogueLoaded().then(() => {
    for (const field of ADDRESS_FIELDS) {
      const message = errors[field];
      if (message)
        showToast({
          id: idBase && `${idBase}-${field}`,
          kind: 'error',
          title: i18n._(ERROR_TITLES[field]),
          message,
          durationMs: TOAST_MS,
        });
    }
  });
}

interface AddressFormProps {
  mode: 'add' | 'edit';
  /** The address being edited (edit mode). */
  address?: AddressView;
  countries: Country[];
  countryNames: CountryNames;
  feedback: AddressFeedback | undefined;
}

function valuesOf(address: AddressView | undefined): Partial<Record<AddressField, string>> {
  if (!address) return {};
  const { firstName, lastName, company, address1, address2, city, province, country, zip, phone } = address;
  const values = { firstName, lastName, company, address1, address2, city, state: province, country, zip, phone };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? '']));
}

export function AddressForm({ mode, address, countries, countryNames, feedback }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormValidation(
    () => addressSchema(i18n, countryNames),
    (errors) => toastFieldErrors(i18n, errors),
  );
  const errors: FieldErrors = clientErrors ?? feedback?.errors ?? {};
  const values = feedback?.values ?? valuesOf(address);
  const action = mode === 'add' ? tabUrl('add-address') : tabUrl('edit-address', { id: address?.id ?? '' });
  // The submission carries the page's language base (`/ar/profile?…`); `action` is the route table's.
  const saving =
    navigation.state === 'submitting' && navigation.formAction !== undefined && routeUrlOf(navigation.formAction) === action;

  // A map the server sent back (only possible when the browser's check was skipped): one toast each.
  const shownFeedback = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = feedback?.formError?.id;
    if (!hydrated || !feedback?.errors || !id || shownFeedback.current === id) return;
    shownFeedback.current = id;
    toastFieldErrors(i18n, feedback.errors, id);
  }, [hydrated, feedback, i18n]);

  // Cancel goes back (SPEC §2) when there is a page of this shop to go back to; otherwise to the list.
  function cancel(event: MouseEvent<HTMLAnchorElement>) {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  }

  // Messages sit under their fields only without JavaScript; with it the toasts say them once.
  const inline = (field: AddressField) => (hydrated ? undefined : errors[field]);

  return (
    <Form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 rounded-2xl bg-white p-5 ring-1 ring-line sm:grid-cols-2 sm:p-8"
    >
      <input type="hidden" name="intent" value={mode === 'add' ? 'create-address' : 'update-address'} />
      {mode === 'edit' && <input type="hidden" name="id" value={address?.id ?? ''} />}
      <div className="empty:hidden sm:col-span-2">
        <FormMessage error={feedback?.formError} durationMs={TOAST_MS} />
      </div>
      {textFields.map((field) => (
        <TextField
          key={field.name}
          idPrefix="address"
          name={field.name}
          label={i18n._(field.label)}
          autoComplete={field.autoComplete}
          defaultValue={values[field.name]}
          error={inline(field.name)}
          invalid={Boolean(errors[field.name])}
          className={field.wide ? 'sm:col-span-2' : undefined}
        />
      ))}
      <CountrySelect
        idPrefix="address"
        countries={countries}
        countryNames={countryNames}
        defaultValue={values.country}
        error={inline('country')}
        invalid={Boolean(errors.country)}
      />
      <TextField
        idPrefix="address"
        name="zip"
        label={t`Postal code`}
        autoComplete="postal-code"
        dir="ltr"
        defaultValue={values.zip}
        error={inline('zip')}
        invalid={Boolean(errors.zip)}
      />
      <TextField
        idPrefix="address"
        name="phone"
        label={t`Phone number`}
        type="tel"
        autoComplete="tel"
        defaultValue={values.phone}
        error={inline('phone')}
        invalid={Boolean(errors.phone)}
        hint={t`Use +countrycode followed by 9-14 digits, or just 9-14 digits.`}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5 sm:col-span-2">
        <Link to={tabUrl('address')} onClick={cancel} className="btn-outline">
          <Trans>Cancel</Trans>
        </Link>
        <button type="submit" className="btn-primary min-w-32" disabled={saving}>
          {saving ? t`Saving...` : t`Save`}
        </button>
      </div>
    </Form>
  );
}

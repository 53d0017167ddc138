import { data, redirect, type AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import type { AddressFeedback } from '~/components/account/AddressForm';
import { tabUrl } from '~/components/account/profile-tabs';
import { addressSchema } from '~/lib/validation/address';
import { formValues, parseForm } from '~/lib/validation/form-errors';
import { commitSession } from '../session.server';
import { flattenConnection } from '../storefront/connection';
import { isStorefrontError } from '../storefront/errors';
import { flashToast } from '../toast.server';
import { createAddress, deleteAddress, updateAddress, type AddressResult } from './addresses.server';
import { fetchCustomer, requireAccessToken, toLogin, type SignedInRequest } from './customer.server';
import { SOMETHING_WENT_WRONG_MESSAGE } from './login-errors';

/** SPEC §8: address create and edit both say this. */
export const ADDRESS_SAVED = 'Address successfully created!';
/** SPEC §5: an update without an id, and a delete without one. */
export const ADDRESS_ID_MISSING = 'Address ID is missing.';
export const ADDRESS_ID_REQUIRED = 'Address ID is required.';

const formError = (message: string, title = 'Error') => ({ id: crypto.randomUUID(), title, message });

/** The profile's writes: intent create-address, update-address or delete-address. */
export async function profileAction(request: Request, context: AppLoadContext) {
  const signedIn = await requireAccessToken(request, context);
  const values = formValues(await request.formData());
  try {
    switch (values.intent) {
      case 'create-address':
      case 'update-address':
        return await saveAddress(request, context, signedIn, values);
      case 'delete-address':
        return await removeAddress(request, context, signedIn, values.id);
      default:
        return data<AddressFeedback>({ formError: formError('Unknown action.') }, { status: 400 });
    }
  } catch (error) {
    if (!isStorefrontError(error)) throw error;
    console.error('Profile action failed:', error.message);
    return data<AddressFeedback>({ formError: formError(i18nFor(context.language)._(SOMETHING_WENT_WRONG_MESSAGE)) }, { status: 502 });
  }
}

async function saveAddress(request: Request, context: AppLoadContext, signedIn: SignedInRequest, values: Record<string, string>) {
  const updating = values.intent === 'update-address';
  const id = values.id?.trim();
  if (updating && !id) return data<AddressFeedback>({ formError: formError(ADDRESS_ID_MISSING), values }, { status: 400 });
  const parsed = parseForm(addressSchema, values);
  if (!parsed.success) {
    const message = Object.values(parsed.errors).join(' ');
    return data<AddressFeedback>({ errors: parsed.errors, formError: formError(message, 'Validation failed'), values }, { status: 400 });
  }
  const { storefront } = context;
  let result: AddressResult;
  if (updating) {
    result = await updateAddress(storefront, signedIn.accessToken, id!, parsed.data);
  } else {
    const customer = await fetchCustomer(storefront, signedIn.accessToken, request.signal);
    if (!customer) return toLogin(signedIn.session, request, true);
    result = await createAddress(storefront, signedIn.accessToken, parsed.data, flattenConnection(customer.addresses));
  }
  if (!result.ok) {
    if (result.tokenInvalid) return toLogin(signedIn.session, request, true);
    return data<AddressFeedback>({ formError: formError(result.message), values }, { status: 400 });
  }
  flashToast(signedIn.session, { kind: 'success', title: 'Success', message: ADDRESS_SAVED, durationMs: 3000 });
  // SPEC §4: saving returns to Address and clears the query (the edited id with it).
  throw redirect(tabUrl('address'), { headers: { 'Set-Cookie': await commitSession(signedIn.session) } });
}

async function removeAddress(request: Request, context: AppLoadContext, signedIn: SignedInRequest, id: string | undefined) {
  if (!id?.trim()) return data({ deleteError: formError(ADDRESS_ID_REQUIRED) }, { status: 400 });
  const result = await deleteAddress(context.storefront, signedIn.accessToken, id.trim());
  if (!result.ok) {
    if (result.tokenInvalid) return toLogin(signedIn.session, request, true);
    return data({ deleteError: formError(result.message) }, { status: 400 });
  }
  flashToast(signedIn.session, { kind: 'success', title: 'Success', message: 'Address deleted.', durationMs: 3000 });
  throw redirect(tabUrl('address'), { headers: { 'Set-Cookie': await commitSession(signedIn.session) } });
}

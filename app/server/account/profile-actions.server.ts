import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { data, redirect, type AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { readForm } from '~/server/forms/read-form.server';
import type { AddressFeedback } from '~/components/account/AddressForm';
import { tabUrl } from '~/components/account/profile-tabs';
import { addressSchema } from '~/lib/validation/address';
import { formValues, parseForm } from '~/lib/validation/form-errors';
import { prescriptionAction } from '../prescriptions/profile-prescriptions.server';
import { commitSession } from '../session.server';
import { flattenConnection } from '../storefront/connection';
import { isStorefrontError } from '../storefront/errors';
import { isDependencyFailure } from '../unavailable/dependency-failure.server';
import { flashToast } from '../toast.server';
import {
  createAddress,
  deleteAddress,
  findDuplicate,
  MAX_ADDRESSES,
  updateAddress,
  type AddressResult,
} from './addresses.server';
import { fetchCustomer, requireAccessToken, toLogin, type SignedInRequest } from './customer.server';
import { SOMETHING_WENT_WRONG_MESSAGE } from './login-errors';
import { customerErrorsText, type CustomerUserError } from './customer-errors';
import { shippingCountryNames, shipsTo } from './shipping-countries.server';

/** SPEC §8: address create and edit both say this, titled Success. */
const ADDRESS_SAVED = msg`Address successfully created!`;
const ADDRESS_DELETED = msg`Address deleted.`;
const SUCCESS = msg`Success`;
/** SPEC §5: an update without an id, and a delete without one. */
const ADDRESS_ID_MISSING = msg`Address ID is missing.`;
const ADDRESS_ID_REQUIRED = msg`Address ID is required.`;

/** The writes of one request, in its page's language. */
interface Write {
  request: Request;
  context: AppLoadContext;
  signedIn: SignedInRequest;
  i18n: I18n;
}

const formError = (message: string, title: string) => ({ id: crypto.randomUUID(), title, message });
const errorOf = (i18n: I18n, message: string) => formError(message, i18n._(msg`Error`));
/** A failed write: the Storefront API's errors in the page's language, or ours when it gave none. */
const failureOf = (i18n: I18n, result: { errors: readonly CustomerUserError[] }) =>
  errorOf(i18n, customerErrorsText(i18n, result.errors) || i18n._(SOMETHING_WENT_WRONG_MESSAGE));

async function done(write: Write, message: MessageDescriptor) {
  const { i18n, signedIn } = write;
  flashToast(signedIn.session, { kind: 'success', title: i18n._(SUCCESS), message: i18n._(message), durationMs: 3000 });
  // SPEC §4: saving returns to Address and clears the query (the edited id with it).
  throw redirect(tabUrl('address'), { headers: { 'Set-Cookie': await commitSession(signedIn.session) } });
}

/** The profile's writes: intent create-address, update-address or delete-address. */
export async function profileAction(request: Request, context: AppLoadContext) {
  const signedIn = await requireAccessToken(request, context);
  const write: Write = { request, context, signedIn, i18n: i18nFor(context.language) };
  const values = formValues(await readForm(request, write.i18n));
  try {
    switch (values.intent) {
      case 'create-address':
      case 'update-address':
        return await saveAddress(write, values);
      case 'delete-address':
        return await removeAddress(write, values.id);
      case 'create-prescription':
      case 'update-prescription':
      case 'delete-prescription':
      case 'delete-prescription-file':
        return await prescriptionAction(await prescriptionWrite(write), values.intent, values);
      default:
        return data<AddressFeedback>({ formError: errorOf(write.i18n, write.i18n._(msg`Unknown action.`)) }, { status: 400 });
    }
  } catch (error) {
    if (!isStorefrontError(error)) throw error;
    console.error('Profile action failed:', error.message);
    // The form stays, with what the shopper typed; a dependency that did not answer is a 503.
    const status = isDependencyFailure(error) ? 503 : 502;
    return data<AddressFeedback>({ formError: errorOf(write.i18n, write.i18n._(SOMETHING_WENT_WRONG_MESSAGE)) }, { status });
  }
}

/** The customer a prescription write is for, as the Storefront API names them (never as the form says). */
async function prescriptionWrite({ request, context, signedIn, i18n }: Write) {
  const customer = await fetchCustomer(context.storefront, signedIn.accessToken, request.signal);
  if (!customer) return toLogin(signedIn.session, request, context.language, true);
  return { context, session: signedIn.session, customerId: customer.id, i18n };
}

async function saveAddress(write: Write, values: Record<string, string>) {
  const { request, context, signedIn, i18n } = write;
  const updating = values.intent === 'update-address';
  const id = values.id?.trim();
  if (updating && !id)
    return data<AddressFeedback>({ formError: errorOf(i18n, i18n._(ADDRESS_ID_MISSING)), values }, { status: 400 });
  const parsed = parseForm(addressSchema(i18n, await shippingCountryNames(context.storefront, context.language)), values);
  if (!parsed.success) {
    const message = Object.values(parsed.errors).join(' ');
    return data<AddressFeedback>(
      { errors: parsed.errors, formError: formError(message, i18n._(msg`Validation failed`)), values },
      { status: 400 },
    );
  }
  const { storefront } = context;
  // The select offers only the countries the shop ships to; a post that skips it must not save
  // another. An edit may keep a country the shop has since stopped shipping to, not move to one.
  const shippable = await shipsTo(storefront, parsed.data.country);
  if (!shippable && !(updating && (await keepsCountry(write, id!, parsed.data.country)))) {
    const message = i18n._(msg`We do not deliver to this country. Choose one from the list.`);
    return data<AddressFeedback>(
      { errors: { country: message }, formError: formError(message, i18n._(msg`Validation failed`)), values },
      { status: 400 },
    );
  }
  let result: AddressResult;
  if (updating) {
    result = await updateAddress(storefront, signedIn.accessToken, id!, parsed.data);
  } else {
    const customer = await fetchCustomer(storefront, signedIn.accessToken, request.signal);
    if (!customer) return toLogin(signedIn.session, request, context.language, true);
    const addresses = flattenConnection(customer.addresses);
    // An 11th would be saved where the profile never reads it: not shown, not editable, and not
    // found by the duplicate check, so the same address could be saved again and again.
    if (addresses.length >= MAX_ADDRESSES && !findDuplicate(addresses, parsed.data)) {
      const message = i18n._(msg`You can keep up to ${MAX_ADDRESSES} addresses. Delete one to add another.`);
      return data<AddressFeedback>({ formError: errorOf(i18n, message), values }, { status: 400 });
    }
    result = await createAddress(storefront, signedIn.accessToken, parsed.data, addresses);
  }
  if (!result.ok) {
    if (result.tokenInvalid) return toLogin(signedIn.session, request, context.language, true);
    return data<AddressFeedback>({ formError: failureOf(i18n, result), values }, { status: 400 });
  }
  return done(write, ADDRESS_SAVED);
}

/** Whether the saved address `id` is already in `country` (the edit leaves its country as it was). */
async function keepsCountry({ request, context, signedIn }: Write, id: string, country: string): Promise<boolean> {
  const customer = await fetchCustomer(context.storefront, signedIn.accessToken, request.signal);
  const saved = customer && flattenConnection(customer.addresses).find((address) => address.id === id);
  return saved?.country?.trim().toLowerCase() === country.trim().toLowerCase();
}

async function removeAddress(write: Write, id: string | undefined) {
  const { request, context, signedIn, i18n } = write;
  if (!id?.trim()) return data({ deleteError: errorOf(i18n, i18n._(ADDRESS_ID_REQUIRED)) }, { status: 400 });
  const result = await deleteAddress(context.storefront, signedIn.accessToken, id.trim());
  if (!result.ok) {
    if (result.tokenInvalid) return toLogin(signedIn.session, request, context.language, true);
    return data({ deleteError: failureOf(i18n, result) }, { status: 400 });
  }
  return done(write, ADDRESS_DELETED);
}

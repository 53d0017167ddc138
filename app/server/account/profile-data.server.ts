import { msg } from '@lingui/core/macro';
import type { AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { STOREFRONT_LANGUAGE } from '~/i18n/languages';
import type { Country, CountryNames } from '~/lib/countries';
import type { AddressView } from '~/components/account/AddressCard';
import { PRESCRIPTION_TABS, type ProfileTab } from '~/components/account/profile-tabs';
import type { PrescriptionFileView } from '../prescriptions/files.server';
import { loadPrescriptions } from '../prescriptions/profile-prescriptions.server';
import type { SavedPrescription } from '../prescriptions/saved.server';
import { flattenConnection } from '../storefront/connection';
import { isStorefrontError } from '../storefront/errors';
import type { Customer } from './customer.server';
import { fetchOrders, findOrder, type Order } from './orders.server';
import { countryNames, shippingCountries } from './shipping-countries.server';

/** What the profile page needs for one tab: only the data that tab shows is fetched. */
export interface ProfileData {
  user: { firstName: string; lastName: string; email: string };
  addresses: AddressView[];
  defaultAddressId: string | null;
  countries: Country[];
  /** The page's names for the countries on it: the addresses', the order's and the select's. */
  countryNames: CountryNames;
  orders: Order[];
  /** The order the summary shows; null when the id matches none. */
  order: Order | null;
  ordersError: string | null;
  /** My Prescriptions: the saved prescriptions and the uploaded files. */
  prescriptions: SavedPrescription[];
  prescriptionFiles: PrescriptionFileView[];
}

function addressView(address: Customer['addresses']['nodes'][number]): AddressView {
  return {
    id: address.id,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.province ?? null,
    country: address.country ?? null,
    zip: address.zip ?? null,
    phone: address.phone ?? null,
  };
}

export async function loadProfileData(
  context: AppLoadContext,
  request: Request,
  customer: Customer,
  accessToken: string,
  tab: ProfileTab,
  orderId: string | null,
): Promise<ProfileData> {
  const addresses = flattenConnection(customer.addresses);
  const data: ProfileData = {
    user: { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email ?? '' },
    addresses: addresses.map(addressView),
    defaultAddressId: customer.defaultAddress?.id ?? null,
    countries: [],
    countryNames: {},
    orders: [],
    order: null,
    ordersError: null,
    prescriptions: [],
    prescriptionFiles: [],
  };
  if (PRESCRIPTION_TABS.includes(tab)) {
    const { saved, files } = await loadPrescriptions(context, customer.id);
    data.prescriptions = saved;
    data.prescriptionFiles = files;
  }
  if (tab === 'add-address' || tab === 'edit-address') data.countries = await shippingCountries(context.storefront);
  if (tab === 'order' || tab === 'ordersummary') {
    try {
      data.orders =
        (await fetchOrders(context.storefront, accessToken, {
          language: STOREFRONT_LANGUAGE[context.language],
          signal: request.signal,
        })) ?? [];
    } catch (error) {
      if (!isStorefrontError(error)) throw error;
      const reason = error.message;
      data.ordersError = i18nFor(context.language)._(msg`We could not load your orders: ${reason}`);
    }
    if (tab === 'ordersummary' && orderId) data.order = findOrder(data.orders, orderId) ?? null;
  }
  data.countryNames = countryNames(context.language, [
    ...data.countries,
    ...addresses.map((address) => ({ name: address.country ?? null, code: address.countryCodeV2 ?? null })),
    ...(data.order?.shippingAddress
      ? [{ name: data.order.shippingAddress.country, code: data.order.shippingAddress.countryCode }]
      : []),
  ]);
  return data;
}

import type { AppLoadContext } from 'react-router';
import { STOREFRONT_LANGUAGE } from '~/i18n/languages';
import type { AddressView } from '~/components/account/AddressCard';
import type { ProfileTab } from '~/components/account/profile-tabs';
import { flattenConnection } from '../storefront/connection';
import { isStorefrontError } from '../storefront/errors';
import type { Customer } from './customer.server';
import { fetchOrders, findOrder, type Order } from './orders.server';
import { shippingCountries, type Country } from './shipping-countries.server';

/** What the profile page needs for one tab: only the data that tab shows is fetched. */
export interface ProfileData {
  user: { firstName: string; lastName: string; email: string };
  addresses: AddressView[];
  defaultAddressId: string | null;
  countries: Country[];
  orders: Order[];
  /** The order the summary shows; null when the id matches none. */
  order: Order | null;
  ordersError: string | null;
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
  const data: ProfileData = {
    user: { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email ?? '' },
    addresses: flattenConnection(customer.addresses).map(addressView),
    defaultAddressId: customer.defaultAddress?.id ?? null,
    countries: [],
    orders: [],
    order: null,
    ordersError: null,
  };
  if (tab === 'add-address' || tab === 'edit-address') data.countries = await shippingCountries(context.storefront);
  if (tab === 'order' || tab === 'ordersummary') {
    try {
      data.orders = (await fetchOrders(context.storefront, accessToken, { language: STOREFRONT_LANGUAGE[context.language], signal: request.signal })) ?? [];
    } catch (error) {
      if (!isStorefrontError(error)) throw error;
      data.ordersError = `We could not load your orders: ${error.message}`;
    }
    if (tab === 'ordersummary' && orderId) data.order = findOrder(data.orders, orderId) ?? null;
  }
  return data;
}

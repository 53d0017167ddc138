/**
 * Every word of the hosted checkout, as Lingui message descriptors (the engine runs without a
 * bundler, so it writes descriptors instead of macros; `npm run i18n` extracts them into
 * engine/locales/{en,ar}/messages.po and compiles those). English is the source; the pages pass
 * each descriptor through the page language's i18n (engine/i18n/catalogues.ts).
 */
import type { MessageDescriptor } from '@lingui/core';

export const page = {
  brand: /*i18n*/ { id: 'checkout.brand', message: 'NAZZARA' },
  shopName: /*i18n*/ { id: 'checkout.shopName', message: 'Nazzara' },
  secure: /*i18n*/ { id: 'checkout.secure', message: 'Secure checkout · test mode' },
  continueShopping: /*i18n*/ { id: 'checkout.continueShopping', message: 'Continue shopping' },
} satisfies Record<string, MessageDescriptor>;

export const summary = {
  title: /*i18n*/ { id: 'checkout.summary.title', message: 'Order summary' },
  quantity: /*i18n*/ { id: 'checkout.summary.quantity', message: 'Qty {quantity} × <0>{price}</0>' },
  subtotal: /*i18n*/ { id: 'checkout.summary.subtotal', message: 'Subtotal' },
  shipping: /*i18n*/ { id: 'checkout.summary.shipping', message: 'Shipping' },
  chooseMethod: /*i18n*/ { id: 'checkout.summary.chooseMethod', message: 'Choose a method' },
  free: /*i18n*/ { id: 'checkout.summary.free', message: 'FREE' },
  total: /*i18n*/ { id: 'checkout.summary.total', message: 'Total' },
  vat: /*i18n*/ { id: 'checkout.summary.vat', message: 'Prices include VAT.' },
} satisfies Record<string, MessageDescriptor>;

export const form = {
  title: /*i18n*/ { id: 'checkout.title', message: 'Checkout' },
  fixFields: /*i18n*/ {
    id: 'checkout.fixFields',
    message: '{count, plural, one {Please correct the field marked below.} other {Please correct the # fields marked below.}}',
  },
  contact: /*i18n*/ { id: 'checkout.contact', message: 'Contact' },
  shippingAddress: /*i18n*/ { id: 'checkout.shippingAddress', message: 'Shipping address' },
  updateShipping: /*i18n*/ { id: 'checkout.updateShipping', message: 'Update shipping options' },
  shippingMethod: /*i18n*/ { id: 'checkout.shippingMethod', message: 'Shipping method' },
  noShipping: /*i18n*/ { id: 'checkout.noShipping', message: 'We do not ship to {country} yet.' },
  deliveryIn: /*i18n*/ { id: 'checkout.deliveryIn', message: 'Delivery in {time}' },
  payment: /*i18n*/ { id: 'checkout.payment', message: 'Payment' },
  testMode: /*i18n*/ {
    id: 'checkout.testMode',
    message: 'Test mode: no card is charged. Pressing the button places a paid test order.',
  },
  pay: /*i18n*/ { id: 'checkout.pay', message: 'Pay now (test mode)' },
  soldOut: /*i18n*/ {
    id: 'checkout.soldOut',
    message:
      '{count, plural, one {Sorry, {titles} is out of stock in the quantity you chose. Please update your cart and try again.} other {Sorry, {titles} are out of stock in the quantity you chose. Please update your cart and try again.}}',
  },
  cartChanged: /*i18n*/ {
    id: 'checkout.cartChanged',
    message: 'Your cart changed since this page was shown. Check the order below and pay again.',
  },
  tooLarge: /*i18n*/ {
    id: 'checkout.tooLarge',
    message: 'This order is larger than we can take in one payment. Please lower the quantities in your cart and try again.',
  },
} satisfies Record<string, MessageDescriptor>;

export const labels = {
  email: /*i18n*/ { id: 'checkout.field.email', message: 'Email' },
  firstName: /*i18n*/ { id: 'checkout.field.firstName', message: 'First name' },
  lastName: /*i18n*/ { id: 'checkout.field.lastName', message: 'Last name' },
  address1: /*i18n*/ { id: 'checkout.field.address1', message: 'Address' },
  address2: /*i18n*/ { id: 'checkout.field.address2', message: 'Apartment, suite, etc. (optional)' },
  city: /*i18n*/ { id: 'checkout.field.city', message: 'City' },
  province: /*i18n*/ { id: 'checkout.field.province', message: 'Emirate / state (optional)' },
  country: /*i18n*/ { id: 'checkout.field.country', message: 'Country' },
  zip: /*i18n*/ { id: 'checkout.field.zip', message: 'Postal code' },
  phone: /*i18n*/ { id: 'checkout.field.phone', message: 'Phone' },
} satisfies Record<string, MessageDescriptor>;

/** Validation messages (SPEC §5 wording in English). `{country}` is the country's name. */
export const errors = {
  emailRequired: /*i18n*/ { id: 'checkout.error.emailRequired', message: 'Email is required.' },
  emailInvalid: /*i18n*/ { id: 'checkout.error.emailInvalid', message: 'Enter a valid email address.' },
  firstNameRequired: /*i18n*/ { id: 'checkout.error.firstNameRequired', message: 'First name is required.' },
  firstNameLetters: /*i18n*/ { id: 'checkout.error.firstNameLetters', message: 'First name must only contain letters.' },
  lastNameRequired: /*i18n*/ { id: 'checkout.error.lastNameRequired', message: 'Last name is required.' },
  lastNameLetters: /*i18n*/ { id: 'checkout.error.lastNameLetters', message: 'Last name must only contain letters.' },
  address1Required: /*i18n*/ { id: 'checkout.error.address1Required', message: 'Address line 1 is required.' },
  address2Invalid: /*i18n*/ { id: 'checkout.error.address2Invalid', message: 'Address line 2 contains invalid characters.' },
  controlCharacters: /*i18n*/ {
    id: 'checkout.error.controlCharacters',
    message: 'This field contains characters that are not allowed.',
  },
  cityRequired: /*i18n*/ { id: 'checkout.error.cityRequired', message: 'City is required.' },
  cityLetters: /*i18n*/ { id: 'checkout.error.cityLetters', message: 'City must only contain letters.' },
  countryRequired: /*i18n*/ { id: 'checkout.error.countryRequired', message: 'Country is required.' },
  countryNotShipped: /*i18n*/ { id: 'checkout.error.countryNotShipped', message: 'We do not ship to this country yet.' },
  zipRequired: /*i18n*/ { id: 'checkout.error.zipRequired', message: 'Postal code is required.' },
  zipInvalid: /*i18n*/ { id: 'checkout.error.zipInvalid', message: 'Invalid postal code format for {country}.' },
  phoneRequired: /*i18n*/ { id: 'checkout.error.phoneRequired', message: 'Phone number is required.' },
  phoneInvalid: /*i18n*/ { id: 'checkout.error.phoneInvalid', message: 'Invalid phone number format.' },
  methodUnavailable: /*i18n*/ {
    id: 'checkout.error.methodUnavailable',
    message: 'Choose a shipping method available for {country}.',
  },
  sameDayDubaiOnly: /*i18n*/ {
    id: 'checkout.error.sameDayDubaiOnly',
    message: 'Same-day delivery is only available for Dubai addresses.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The shipping methods of SPEC §9. */
export const shipping = {
  uaeStandard: /*i18n*/ { id: 'shipping.uaeStandard', message: 'UAE delivery' },
  dubaiSameDay: /*i18n*/ { id: 'shipping.dubaiSameDay', message: 'Dubai same-day delivery' },
  dubaiSameDayNote: /*i18n*/ {
    id: 'shipping.dubaiSameDay.note',
    message: 'Dubai addresses only; AED 2 per km beyond 25 km is collected on delivery.',
  },
  gccFlat: /*i18n*/ { id: 'shipping.gccFlat', message: 'GCC flat rate' },
  international: /*i18n*/ { id: 'shipping.international', message: 'International shipping' },
  hours24to48: /*i18n*/ { id: 'shipping.time.24to48hours', message: '24-48 hours' },
  hours4to6: /*i18n*/ { id: 'shipping.time.4to6hours', message: '4-6 hours' },
  days4to7: /*i18n*/ { id: 'shipping.time.4to7days', message: '4-7 days' },
  days7to10: /*i18n*/ { id: 'shipping.time.7to10days', message: '7-10 days' },
} satisfies Record<string, MessageDescriptor>;

export const thanks = {
  title: /*i18n*/ { id: 'checkout.thanks.title', message: 'Thank you for your order' },
  pageTitle: /*i18n*/ { id: 'checkout.thanks.pageTitle', message: 'Order {orderName}' },
  confirmed: /*i18n*/ {
    id: 'checkout.thanks.confirmed',
    message:
      'Your order <0>{orderName}</0> is confirmed. A confirmation would be sent to <1>{email}</1> (test mode: no email is sent).',
  },
  viewOrders: /*i18n*/ { id: 'checkout.thanks.viewOrders', message: 'View your orders' },
} satisfies Record<string, MessageDescriptor>;

/** Pages that replace the checkout: a title and a sentence each. */
export const notices = {
  orderNotFound: /*i18n*/ { id: 'checkout.notice.orderNotFound', message: 'Order not found' },
  orderNotFoundText: /*i18n*/ { id: 'checkout.notice.orderNotFound.text', message: 'This order does not exist.' },
  checkoutNotFound: /*i18n*/ { id: 'checkout.notice.checkoutNotFound', message: 'Checkout not found' },
  checkoutNotFoundText: /*i18n*/ {
    id: 'checkout.notice.checkoutNotFound.text',
    message: 'This checkout link is not valid. Please return to your cart and try again.',
  },
  checkoutClosed: /*i18n*/ { id: 'checkout.notice.checkoutClosed', message: 'Checkout closed' },
  checkoutClosedText: /*i18n*/ {
    id: 'checkout.notice.checkoutClosed.text',
    message: 'This checkout has already been completed.',
  },
  cartEmpty: /*i18n*/ { id: 'checkout.notice.cartEmpty', message: 'Your cart is empty' },
  cartEmptyText: /*i18n*/ {
    id: 'checkout.notice.cartEmpty.text',
    message: "Looks like you haven't added anything to your cart.",
  },
  blocked: /*i18n*/ { id: 'checkout.notice.blocked', message: 'Request blocked' },
  blockedText: /*i18n*/ {
    id: 'checkout.notice.blocked.text',
    message: 'This form must be sent from the Nazzara checkout page.',
  },
  unavailable: /*i18n*/ { id: 'checkout.notice.unavailable', message: 'Checkout is unavailable' },
  unavailableText: /*i18n*/ {
    id: 'checkout.notice.unavailable.text',
    message:
      'We could not reach our order system just now. Nothing was charged and your cart is kept. Please reload this page in a moment to try again.',
  },
  badRequest: /*i18n*/ { id: 'checkout.notice.badRequest', message: 'Bad request' },
  badRequestText: /*i18n*/ {
    id: 'checkout.notice.badRequest.text',
    message: 'The checkout form could not be read. Please try again.',
  },
} satisfies Record<string, MessageDescriptor>;

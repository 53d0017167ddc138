/** The hosted checkout's pages: the form with the order summary, the thank-you page, and notices. */
import { countryName, SHIPPING_COUNTRIES } from '../countries.ts';
import { displayMoney, type CurrencyCode } from '../money.ts';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from './form.ts';
import { html, page, type Html } from './html.ts';
import type { ShippingMethod } from './shipping.ts';

export interface SummaryLine {
  title: string;
  variantTitle: string;
  quantity: number;
  unitMinor: number;
  compareAtMinor: number | null;
  imageUrl: string | null;
}

export interface Summary {
  currency: CurrencyCode;
  lines: SummaryLine[];
  subtotalMinor: number;
  shippingMinor: number | null;
}

function summaryBlock(summary: Summary): Html {
  const m = (minor: number) => displayMoney(minor, summary.currency);
  const total = summary.subtotalMinor + (summary.shippingMinor ?? 0);
  return html`<aside aria-labelledby="summary-title">
    <h2 id="summary-title" style="margin-top:0">Order summary</h2>
    ${summary.lines.map(
      (line) =>
        html`<div class="line">
          ${line.imageUrl ? html`<img src="${line.imageUrl}" alt="" width="64" height="64" />` : ''}
          <div>
            <strong>${line.title}</strong
            >${line.variantTitle !== 'Default Title' ? html`<small>${line.variantTitle}</small>` : ''}<small
              >Qty ${line.quantity} × ${m(line.unitMinor)}</small
            >
          </div>
          <span
            >${line.compareAtMinor !== null && line.compareAtMinor > line.unitMinor ? html`<span class="was">${m(line.compareAtMinor * line.quantity)}</span><br />` : ''}${m(line.unitMinor * line.quantity)}</span
          >
        </div>`,
    )}
    <dl>
      <dt>Subtotal</dt>
      <dd>${m(summary.subtotalMinor)}</dd>
      <dt>Shipping</dt>
      <dd>
        ${summary.shippingMinor === null ? 'Choose a method' : summary.shippingMinor === 0 ? 'FREE' : m(summary.shippingMinor)}
      </dd>
      <dt class="total">Total</dt>
      <dd class="total">${m(total)}</dd>
    </dl>
    <p class="note">Prices include VAT.</p>
  </aside>`;
}

const LABELS: Record<Exclude<CheckoutField, 'shippingMethod'>, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address',
  address2: 'Apartment, suite, etc. (optional)',
  city: 'City',
  province: 'Emirate / state (optional)',
  country: 'Country',
  zip: 'Postal code',
  phone: 'Phone',
};

const AUTOCOMPLETE: Partial<Record<CheckoutField, string>> = {
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  zip: 'postal-code',
  phone: 'tel',
};

function field(
  name: Exclude<CheckoutField, 'shippingMethod' | 'country'>,
  values: CheckoutValues,
  errors: CheckoutErrors,
  wide = false,
): Html {
  const error = errors[name];
  const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
  const optional = name === 'address2' || name === 'province';
  return html`<div class="${wide ? 'full' : ''}">
    <label for="${name}">${LABELS[name]}</label>
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      value="${values[name]}"
      autocomplete="${AUTOCOMPLETE[name] ?? 'off'}"
      ${optional ? '' : html` required`}${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ''}
    />${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}
  </div>`;
}

function countrySelect(values: CheckoutValues, errors: CheckoutErrors): Html {
  const error = errors.country;
  return html`<div class="full">
    <label for="country">${LABELS.country}</label>
    <select
      id="country"
      name="country"
      autocomplete="country"
      ${error ? html` aria-invalid="true" aria-describedby="country-error"` : ''}
    >
      ${SHIPPING_COUNTRIES.map((code) => html`<option value="${code}" ${values.country === code ? html` selected` : ''}>${countryName(code)}</option>`)}</select
    >${error ? html`<p class="error" id="country-error">${error}</p>` : ''}
    <button class="secondary" type="submit" name="intent" value="update">Update shipping options</button>
  </div>`;
}

function shippingOptions(
  methods: ShippingMethod[],
  values: CheckoutValues,
  errors: CheckoutErrors,
  currency: CurrencyCode,
  convert: (fils: number) => number,
): Html {
  const error = errors.shippingMethod;
  const chosen = methods.some((m) => m.id === values.shippingMethod) ? values.shippingMethod : methods[0]?.id;
  return html`<fieldset${error ? html` aria-describedby="shippingMethod-error"` : ''}><legend>Shipping method</legend>
${methods.length === 0 ? html`<p class="note">We do not ship to ${countryName(values.country)} yet.</p>` : ''}
${methods.map(
  (m) =>
    html`<label class="method"
      ><input type="radio" name="shippingMethod" value="${m.id}" ${m.id === chosen ? html` checked` : ''} />
      <span
        >${m.label} — ${m.costFils === 0 ? 'FREE' : displayMoney(convert(m.costFils), currency)}<small
          >Delivery in ${m.delivery}</small
        >${m.note ? html`<small>${m.note}</small>` : ''}</span
      ></label
    >`,
)}${error ? html`<p class="error" id="shippingMethod-error">${error}</p>` : ''}</fieldset>`;
}

export interface CheckoutPageInput {
  publicUrl: string;
  actionUrl: string;
  summary: Summary;
  values: CheckoutValues;
  errors: CheckoutErrors;
  methods: ShippingMethod[];
  convert: (fils: number) => number;
  notice: string | null;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const { values, errors } = input;
  const errorCount = Object.keys(errors).length;
  const body = html`<section aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      ${input.notice ? html`<div class="alert" role="alert">${input.notice}</div>` : ''}
      ${errorCount > 0 ? html`<div class="alert" role="alert">Please correct the ${errorCount === 1 ? 'field' : `${errorCount} fields`} marked below.</div>` : ''}
      <form method="post" action="${input.actionUrl}" novalidate>
        <h2>Contact</h2>
        <div class="grid">${field('email', values, errors, true)}</div>
        <h2>Shipping address</h2>
        <div class="grid">
          ${field('firstName', values, errors)}${field('lastName', values, errors)}
          ${field('address1', values, errors, true)}${field('address2', values, errors, true)}
          ${field('city', values, errors)}${field('province', values, errors)} ${countrySelect(values, errors)}
          ${field('zip', values, errors)}${field('phone', values, errors)}
        </div>
        ${shippingOptions(input.methods, values, errors, input.summary.currency, input.convert)}
        <h2>Payment</h2>
        <p class="note">Test mode: no card is charged. Pressing the button places a paid test order.</p>
        <button class="pay" type="submit" name="intent" value="pay">Pay now (test mode)</button>
      </form>
    </section>
    ${summaryBlock(input.summary)}`;
  return page('Checkout', input.publicUrl, body, 'two');
}

export function thankYouPage(publicUrl: string, orderName: string, email: string, summary: Summary): string {
  const body = html`<section aria-labelledby="thanks-title">
      <h1 id="thanks-title">Thank you for your order</h1>
      <p>
        Your order <strong>${orderName}</strong> is confirmed. A confirmation would be sent to <strong>${email}</strong> (test
        mode: no email is sent).
      </p>
      <p class="links">
        <a href="${publicUrl}/">Continue shopping</a
        ><a class="alt" href="${publicUrl}/profile?activetab=order">View your orders</a>
      </p>
    </section>
    ${summaryBlock(summary)}`;
  return page(`Order ${orderName}`, publicUrl, body, 'two');
}

export function messagePage(publicUrl: string, title: string, message: string): string {
  const body = html`<section>
    <h1>${title}</h1>
    <p>${message}</p>
    <p class="links"><a href="${publicUrl}/">Continue shopping</a></p>
  </section>`;
  return page(title, publicUrl, body);
}

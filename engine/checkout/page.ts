/**
 * The hosted checkout's pages, in the shopper's language: the form with the order summary, the
 * thank-you page, and notices. Every word comes from messages.ts through the language's catalogue.
 */
import type { MessageDescriptor } from '@lingui/core';
import { countryName, SHIPPING_COUNTRIES } from '../countries.ts';
import { translate } from '../i18n/catalogues.ts';
import { storefrontPath, type Language } from '../i18n/languages.ts';
import { displayMoney, type CurrencyCode } from '../money.ts';
import type { CheckoutErrors, CheckoutField, CheckoutProblem, CheckoutValues } from './form.ts';
import { html, page, richText, type Html } from './html.ts';
import { form as words, labels as LABELS, page as frameWords, summary as summaryWords, thanks } from './messages.ts';
import type { ShippingMethod } from './shipping.ts';

export interface SummaryLine {
  title: string;
  variantTitle: string;
  quantity: number;
  unitMinor: number;
  compareAtMinor: number | null;
  imageUrl: string | null;
  /** The line's attributes a person reads (a pair of glasses' prescription); keys starting with '_' are the shop's own. */
  attributes: { key: string; value: string }[];
}

/** Shopify shows a line's attributes to the buyer, except the keys that start with '_'. */
export function visibleAttributes(attributes: readonly { key: string; value: string }[]): { key: string; value: string }[] {
  return attributes.filter((a) => !a.key.startsWith('_'));
}

export interface Summary {
  currency: CurrencyCode;
  lines: SummaryLine[];
  subtotalMinor: number;
  shippingMinor: number | null;
}

/** Who a page is for: the shop's origin and the shopper's language. */
export interface PageContext {
  publicUrl: string;
  language: Language;
}

/** Helpers bound to one page's language. */
function speaker(ctx: PageContext) {
  return {
    t: (message: MessageDescriptor, values?: Record<string, unknown>) => translate(ctx.language, message, values),
    money: (minor: number, currency: CurrencyCode) => html`<bdi>${displayMoney(minor, currency, ctx.language)}</bdi>`,
    shop: (path: string) => `${ctx.publicUrl}${storefrontPath(ctx.language, path)}`,
    language: ctx.language,
  };
}

type Speaker = ReturnType<typeof speaker>;

// Isolated, so a Latin order name, price or email keeps its order inside Arabic sentences.
const bdi = (inner: string) => `<bdi>${inner}</bdi>`;
const strongBdi = (inner: string) => `<strong>${bdi(inner)}</strong>`;

function summaryBlock(summary: Summary, s: Speaker): Html {
  const m = (minor: number) => s.money(minor, summary.currency);
  const total = summary.subtotalMinor + (summary.shippingMinor ?? 0);
  return html`<aside aria-labelledby="summary-title">
    <h2 id="summary-title" style="margin-top:0">${s.t(summaryWords.title)}</h2>
    ${summary.lines.map(
      (line) =>
        html`<div class="line">
          ${line.imageUrl ? html`<img src="${line.imageUrl}" alt="" width="64" height="64" />` : ''}
          <div>
            <strong><bdi>${line.title}</bdi></strong
            >${line.variantTitle !== 'Default Title' ? html`<small><bdi>${line.variantTitle}</bdi></small>` : ''}<small>${richText(s.t(summaryWords.quantity, { quantity: line.quantity, price: displayMoney(line.unitMinor, summary.currency, s.language) }), [bdi])}</small>${line.attributes.map((a) => html`<small class="attribute"><bdi dir="ltr">${a.key}: ${a.value}</bdi></small>`)}
          </div>
          <span
            >${line.compareAtMinor !== null && line.compareAtMinor > line.unitMinor ? html`<span class="was">${m(line.compareAtMinor * line.quantity)}</span><br />` : ''}${m(line.unitMinor * line.quantity)}</span
          >
        </div>`,
    )}
    <dl>
      <dt>${s.t(summaryWords.subtotal)}</dt>
      <dd>${m(summary.subtotalMinor)}</dd>
      <dt>${s.t(summaryWords.shipping)}</dt>
      <dd>
        ${
          summary.shippingMinor === null
            ? s.t(summaryWords.chooseMethod)
            : summary.shippingMinor === 0
              ? s.t(summaryWords.free)
              : m(summary.shippingMinor)
        }
      </dd>
      <dt class="total">${s.t(summaryWords.total)}</dt>
      <dd class="total">${m(total)}</dd>
    </dl>
    <p class="note">${s.t(summaryWords.vat)}</p>
  </aside>`;
}

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

/** Fields that are written left to right in every language. */
const LEFT_TO_RIGHT = new Set<CheckoutField>(['email', 'zip', 'phone']);

function problemText(problem: CheckoutProblem, s: Speaker): string {
  return s.t(problem.message, { country: problem.country ? countryName(problem.country, s.language) : '' });
}

function field(
  name: Exclude<CheckoutField, 'shippingMethod' | 'country'>,
  input: CheckoutPageInput,
  s: Speaker,
  wide = false,
): Html {
  const error = input.errors[name];
  const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
  const optional = name === 'address2' || name === 'province';
  return html`<div class="${wide ? 'full' : ''}">
    <label for="${name}">${s.t(LABELS[name])}</label>
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      value="${input.values[name]}"
      autocomplete="${AUTOCOMPLETE[name] ?? 'off'}"
      ${LEFT_TO_RIGHT.has(name) ? html` dir="ltr"` : ''}${optional ? '' : html` required`}${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ''}
    />${error ? html`<p class="error" id="${name}-error">${problemText(error, s)}</p>` : ''}
  </div>`;
}

function countrySelect(input: CheckoutPageInput, s: Speaker): Html {
  const error = input.errors.country;
  return html`<div class="full">
    <label for="country">${s.t(LABELS.country)}</label>
    <select
      id="country"
      name="country"
      autocomplete="country"
      ${error ? html` aria-invalid="true" aria-describedby="country-error"` : ''}
    >
      ${SHIPPING_COUNTRIES.map((code) => html`<option value="${code}" ${input.values.country === code ? html` selected` : ''}>${countryName(code, input.language)}</option>`)}</select
    >${error ? html`<p class="error" id="country-error">${problemText(error, s)}</p>` : ''}
    <button class="secondary" type="submit" name="intent" value="update">${s.t(words.updateShipping)}</button>
  </div>`;
}

function shippingOptions(input: CheckoutPageInput, s: Speaker): Html {
  const { methods, values } = input;
  const error = input.errors.shippingMethod;
  const chosen = methods.some((m) => m.id === values.shippingMethod) ? values.shippingMethod : methods[0]?.id;
  return html`<fieldset${error ? html` aria-describedby="shippingMethod-error"` : ''}><legend>${s.t(words.shippingMethod)}</legend>
${methods.length === 0 ? html`<p class="note">${s.t(words.noShipping, { country: countryName(values.country, input.language) })}</p>` : ''}
${methods.map(
  (m: ShippingMethod) =>
    html`<label class="method"
      ><input type="radio" name="shippingMethod" value="${m.id}" ${m.id === chosen ? html` checked` : ''} />
      <span
        >${s.t(m.label)} —
        ${m.costFils === 0 ? s.t(summaryWords.free) : s.money(input.convert(m.costFils), input.summary.currency)}<small>${s.t(words.deliveryIn, { time: s.t(m.delivery) })}</small>${m.note ? html`<small>${s.t(m.note)}</small>` : ''}</span
      ></label
    >`,
)}${error ? html`<p class="error" id="shippingMethod-error">${problemText(error, s)}</p>` : ''}</fieldset>`;
}

export interface CheckoutPageInput extends PageContext {
  actionUrl: string;
  summary: Summary;
  values: CheckoutValues;
  errors: CheckoutErrors;
  methods: ShippingMethod[];
  convert: (fils: number) => number;
  notice: string | null;
  /** What the page shows of the cart (`seenCart`): the order is placed only for that cart. */
  seen: string;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const s = speaker(input);
  const errorCount = Object.keys(input.errors).length;
  const body = html`<section aria-labelledby="checkout-title">
      <h1 id="checkout-title">${s.t(words.title)}</h1>
      ${input.notice ? html`<div class="alert" role="alert">${input.notice}</div>` : ''}
      ${errorCount > 0 ? html`<div class="alert" role="alert">${s.t(words.fixFields, { count: errorCount })}</div>` : ''}
      <form method="post" action="${input.actionUrl}" novalidate>
        <input type="hidden" name="seen" value="${input.seen}" />
        <h2>${s.t(words.contact)}</h2>
        <div class="grid">${field('email', input, s, true)}</div>
        <h2>${s.t(words.shippingAddress)}</h2>
        <div class="grid">
          ${field('firstName', input, s)}${field('lastName', input, s)}
          ${field('address1', input, s, true)}${field('address2', input, s, true)}
          ${field('city', input, s)}${field('province', input, s)} ${countrySelect(input, s)}
          ${field('zip', input, s)}${field('phone', input, s)}
        </div>
        ${shippingOptions(input, s)}
        <h2>${s.t(words.payment)}</h2>
        <p class="note">${s.t(words.testMode)}</p>
        <button class="pay" type="submit" name="intent" value="pay">${s.t(words.pay)}</button>
      </form>
    </section>
    ${summaryBlock(input.summary, s)}`;
  return page({ title: s.t(words.title), shopUrl: s.shop('/'), language: input.language }, body, 'two');
}

/** 'Sorry, … is out of stock …': the lines that could not be served, in the page's language. */
export function soldOutNotice(titles: readonly string[], language: Language): string {
  const list = titles.join(language === 'ar' ? '، ' : ', ');
  return translate(language, words.soldOut, { count: titles.length, titles: list });
}

export function tooLargeNotice(language: Language): string {
  return translate(language, words.tooLarge);
}

export function cartChangedNotice(language: Language): string {
  return translate(language, words.cartChanged);
}

export function thankYouPage(ctx: PageContext, orderName: string, email: string, summary: Summary): string {
  const s = speaker(ctx);
  const body = html`<section aria-labelledby="thanks-title">
      <h1 id="thanks-title">${s.t(thanks.title)}</h1>
      <p>${richText(s.t(thanks.confirmed, { orderName, email }), [strongBdi, strongBdi])}</p>
      <p class="links">
        <a href="${s.shop('/')}">${s.t(frameWords.continueShopping)}</a
        ><a class="alt" href="${s.shop('/profile?activetab=order')}">${s.t(thanks.viewOrders)}</a>
      </p>
    </section>
    ${summaryBlock(summary, s)}`;
  return page({ title: s.t(thanks.pageTitle, { orderName }), shopUrl: s.shop('/'), language: ctx.language }, body, 'two');
}

export function messagePage(ctx: PageContext, title: MessageDescriptor, message: MessageDescriptor): string {
  const s = speaker(ctx);
  const body = html`<section>
    <h1>${s.t(title)}</h1>
    <p>${s.t(message)}</p>
    <p class="links"><a href="${s.shop('/')}">${s.t(frameWords.continueShopping)}</a></p>
  </section>`;
  return page({ title: s.t(title), shopUrl: s.shop('/'), language: ctx.language }, body);
}

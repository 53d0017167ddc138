import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronStartIcon } from '~/components/ui/icons';
import { PrescriptionSummary } from '~/components/lenses/PrescriptionSummary';
import { EyeLabel } from '~/components/contact-lenses/EyeLabel';
import { withoutEye } from '~/lib/contact-lenses/eyes';
import { Money } from '~/components/ui/Money';
import type { CountryNames } from '~/lib/countries';
import type { Money as Amount, Order, OrderItem } from '~/server/account/orders.server';
import { IsolatedText } from './IsolatedText';
import { OrderDate } from './OrderDate';
import { isDiscounted } from './order-display';
import { OrderStatus } from './OrderStatus';
import { PostalAddressLines } from './PostalAddress';
import { tabUrl } from './profile-tabs';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6">
      <h3 className="text-base font-semibold">{title}</h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const priceRows = [
  { label: msg`Subtotal`, amount: (order: Order) => order.subtotalPrice },
  { label: msg`Shipping`, amount: (order: Order) => order.totalShippingPrice, zeroIsFree: true },
  { label: msg`Tax`, amount: (order: Order) => order.totalTax },
];

const MoneyOf = ({ money }: { money: Amount }) => <Money amount={money.amount} currency={money.currencyCode} />;

function OrderItemRow({ item }: { item: OrderItem }) {
  const { t } = useLingui();
  const quantity = item.quantity;
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      {item.image ? (
        <img
          src={item.image.url}
          alt={item.image.altText || item.title}
          width={80}
          height={80}
          loading="lazy"
          className="size-20 shrink-0 rounded-xl bg-mist object-contain"
        />
      ) : (
        <div className="size-20 shrink-0 rounded-xl bg-mist" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-wrap justify-between gap-2">
        <div>
          {item.productHandle ? (
            <Link to={`/product/${item.productHandle}`} className="font-medium text-ink hover:text-brand">
              <IsolatedText text={item.title} />
            </Link>
          ) : (
            <p className="font-medium text-ink">
              <IsolatedText text={item.title} />
            </p>
          )}
          {item.variantTitle && (
            <p className="text-sm text-muted">
              <IsolatedText text={item.variantTitle} />
            </p>
          )}
          {/* A contact lens's eye in the page's language; the prescription summary shows the rest. */}
          <EyeLabel attributes={item.attributes} />
          <PrescriptionSummary attributes={withoutEye(item.attributes)} />
          <p className="mt-1 text-sm text-muted">
            <Trans>Quantity: {quantity}</Trans>
          </p>
        </div>
        <p className="text-end tabular-nums">
          <span className="block font-semibold text-ink">
            <MoneyOf money={item.price} />
          </span>
          {isDiscounted(item.price, item.compareAtPrice) && (
            <s className="block text-sm text-muted">
              <span className="sr-only">{t`Was`} </span>
              <MoneyOf money={item.compareAtPrice} />
            </s>
          )}
        </p>
      </div>
    </li>
  );
}

/** SPEC §2 order summary: items (image, quantity, price, compare-at), shipping details, price details. */
export function OrderSummary({ order, countryNames }: { order: Order; countryNames: CountryNames }) {
  const { t, i18n } = useLingui();
  const address = order.shippingAddress;
  const name = order.name;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">
            <Trans>
              Order <bdi dir="ltr">{name}</bdi>
            </Trans>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <Trans>
              Placed <OrderDate iso={order.processedAt} />
            </Trans>{' '}
            · <OrderStatus status={order.fulfillmentStatus} />
          </p>
        </div>
        <Link
          to={tabUrl('order')}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          <ChevronStartIcon className="size-4" />
          <Trans>Back to My Orders</Trans>
        </Link>
      </div>

      <Section title={t`Items`}>
        <ul className="divide-y divide-line">
          {order.items.map((item, index) => (
            <OrderItemRow key={`${item.title}-${index}`} item={item} />
          ))}
        </ul>
      </Section>

      <div className="grid gap-5 md:grid-cols-2">
        <Section title={t`Shipping details`}>
          {address ? (
            <address className="text-sm leading-6 text-muted not-italic">
              <span className="block font-medium text-ink">
                <IsolatedText text={[address.firstName, address.lastName].filter(Boolean).join(' ')} />
              </span>
              <PostalAddressLines address={address} countryNames={countryNames} />
            </address>
          ) : (
            <p className="text-sm text-muted">
              <Trans>No shipping address on this order.</Trans>
            </p>
          )}
        </Section>
        <Section title={t`Price details`}>
          <dl className="space-y-2 text-sm tabular-nums">
            {priceRows.map((row) => {
              const money = row.amount(order);
              if (!money) return null;
              return (
                <div key={row.label.id} className="flex justify-between">
                  <dt className="text-muted">{i18n._(row.label)}</dt>
                  <dd>{row.zeroIsFree && Number(money.amount) === 0 ? t`FREE` : <MoneyOf money={money} />}</dd>
                </div>
              );
            })}
            <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
              <dt>{t`Total`}</dt>
              <dd>
                <MoneyOf money={order.totalPrice} />
              </dd>
            </div>
          </dl>
        </Section>
      </div>
    </div>
  );
}

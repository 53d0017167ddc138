import { Link } from 'react-router';
import type { Order } from '~/server/account/orders.server';
import { OrderDate } from './OrderDate';
import { formatMoney, isDiscounted } from './order-display';
import { OrderStatus } from './OrderStatus';
import { tabUrl } from './profile-tabs';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6">
      <h3 className="text-base font-semibold">{title}</h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** SPEC §2 order summary: items (image, quantity, price, compare-at), shipping details, price details. */
export function OrderSummary({ order }: { order: Order }) {
  const address = order.shippingAddress;
  const priceRows = [
    ['Subtotal', order.subtotalPrice],
    ['Shipping', order.totalShippingPrice],
    ['Tax', order.totalTax],
  ] as const;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">Order {order.name}</h2>
          <p className="mt-1 text-sm text-muted">
            Placed <OrderDate iso={order.processedAt} /> · <OrderStatus status={order.fulfillmentStatus} />
          </p>
        </div>
        <Link to={tabUrl('order')} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          ← Back to My Orders
        </Link>
      </div>

      <Section title="Items">
        <ul className="divide-y divide-line">
          {order.items.map((item, index) => (
            <li key={`${item.title}-${index}`} className="flex gap-4 py-4 first:pt-0 last:pb-0">
              {item.image ? (
                <img src={item.image.url} alt={item.image.altText || item.title} width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-xl bg-mist object-contain" />
              ) : (
                <div className="size-20 shrink-0 rounded-xl bg-mist" aria-hidden="true" />
              )}
              <div className="flex flex-1 flex-wrap justify-between gap-2">
                <div>
                  {item.productHandle ? (
                    <Link to={`/product/${item.productHandle}`} className="font-medium text-ink hover:text-brand">
                      {item.title}
                    </Link>
                  ) : (
                    <p className="font-medium text-ink">{item.title}</p>
                  )}
                  {item.variantTitle && <p className="text-sm text-muted">{item.variantTitle}</p>}
                  <p className="mt-1 text-sm text-muted">Quantity: {item.quantity}</p>
                </div>
                <p className="text-end tabular-nums">
                  <span className="block font-semibold text-ink">{formatMoney(item.price)}</span>
                  {isDiscounted(item.price, item.compareAtPrice) && (
                    <s className="block text-sm text-muted">
                      <span className="sr-only">Was </span>
                      {formatMoney(item.compareAtPrice)}
                    </s>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <div className="grid gap-5 md:grid-cols-2">
        <Section title="Shipping details">
          {address ? (
            <address className="text-sm leading-6 text-muted not-italic">
              <span className="block font-medium text-ink">{[address.firstName, address.lastName].filter(Boolean).join(' ')}</span>
              {[address.address1, address.address2, [address.city, address.province, address.zip].filter(Boolean).join(', '), address.country]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              {address.phone && <span className="mt-1 block text-ink">{address.phone}</span>}
            </address>
          ) : (
            <p className="text-sm text-muted">No shipping address on this order.</p>
          )}
        </Section>
        <Section title="Price details">
          <dl className="space-y-2 text-sm tabular-nums">
            {priceRows.map(([label, money]) =>
              money ? (
                <div key={label} className="flex justify-between">
                  <dt className="text-muted">{label}</dt>
                  <dd>{Number(money.amount) === 0 && label === 'Shipping' ? 'FREE' : formatMoney(money)}</dd>
                </div>
              ) : null,
            )}
            <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
              <dt>Total</dt>
              <dd>{formatMoney(order.totalPrice)}</dd>
            </div>
          </dl>
        </Section>
      </div>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ChevronEndIcon } from '~/components/ui/icons';
import { Money } from '~/components/ui/Money';
import type { Order } from '~/server/account/orders.server';
import { OrderDate } from './OrderDate';
import { OrderStatus } from './OrderStatus';
import { tabUrl } from './profile-tabs';

/** SPEC §2 My Orders: each order with its id (name), date, status and total, leading to its summary. */
export function OrderList({ orders }: { orders: Order[] }) {
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-white p-8 text-center">
        <p className="text-muted">
          <Trans>You have not placed any orders yet.</Trans>
        </p>
        <Link to="/shop" className="btn-primary mt-5">
          <Trans>Start shopping</Trans>
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={tabUrl('ordersummary', { id: order.id })}
            className="grid grid-cols-2 items-center gap-x-4 gap-y-2 rounded-2xl bg-white p-5 ring-1 ring-line transition hover:ring-brand sm:grid-cols-[1.2fr_1.6fr_1fr_1fr_auto]"
          >
            <span>
              <span className="block text-xs text-muted">
                <Trans>Order</Trans>
              </span>
              <bdi dir="ltr" className="font-semibold text-ink">
                {order.name}
              </bdi>
            </span>
            <span>
              <span className="block text-xs text-muted">
                <Trans>Date</Trans>
              </span>
              <span className="text-sm text-ink tabular-nums">
                <OrderDate iso={order.processedAt} />
              </span>
            </span>
            <span>
              <span className="block text-xs text-muted">
                <Trans>Status</Trans>
              </span>
              <OrderStatus status={order.fulfillmentStatus} />
            </span>
            <span>
              <span className="block text-xs text-muted">
                <Trans>Total</Trans>
              </span>
              <span className="font-semibold text-ink tabular-nums">
                <Money amount={order.totalPrice.amount} currency={order.totalPrice.currencyCode} />
              </span>
            </span>
            <ChevronEndIcon className="hidden size-5 text-brand sm:block" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import type { Order } from '~/server/account/orders.server';
import { OrderDate } from './OrderDate';
import { formatMoney } from './order-display';
import { OrderStatus } from './OrderStatus';
import { tabUrl } from './profile-tabs';

/** SPEC §2 My Orders: each order with its id (name), date, status and total, leading to its summary. */
export function OrderList({ orders }: { orders: Order[] }) {
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-white p-8 text-center">
        <p className="text-muted">You have not placed any orders yet.</p>
        <Link to="/shop" className="btn-primary mt-5">
          Start shopping
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
              <span className="block text-xs text-muted">Order</span>
              <span className="font-semibold text-ink">{order.name}</span>
            </span>
            <span>
              <span className="block text-xs text-muted">Date</span>
              <span className="text-sm text-ink tabular-nums">
                <OrderDate iso={order.processedAt} />
              </span>
            </span>
            <span>
              <span className="block text-xs text-muted">Status</span>
              <OrderStatus status={order.fulfillmentStatus} />
            </span>
            <span>
              <span className="block text-xs text-muted">Total</span>
              <span className="font-semibold text-ink tabular-nums">{formatMoney(order.totalPrice)}</span>
            </span>
            <span aria-hidden="true" className="hidden text-brand sm:block">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

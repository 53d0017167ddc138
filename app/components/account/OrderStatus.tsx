import { useLingui } from '@lingui/react/macro';
import type { FulfillmentStatus } from '~/server/account/orders.server';
import { fulfillmentLabel } from './order-display';

const tone: Record<FulfillmentStatus, string> = {
  FULFILLED: 'bg-ok/10 text-ok',
  PROCESSING: 'bg-gold-light/25 text-gold',
  UNFULFILLED: 'bg-mist text-muted',
};

export function OrderStatus({ status }: { status: FulfillmentStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[status]}`}>
      {i18n._(fulfillmentLabel(status))}
    </span>
  );
}

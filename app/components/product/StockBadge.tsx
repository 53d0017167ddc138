import { Trans, useLingui } from '@lingui/react/macro';
import { stockBadge } from '~/lib/stock';

export function StockBadge({ quantity }: { quantity: number }) {
  const { i18n } = useLingui();
  const badge = stockBadge(quantity);
  if (!badge) {
    return (
      <p className="text-sm font-medium text-ok">
        <Trans>In stock</Trans>
      </p>
    );
  }
  const soldOut = quantity <= 0;
  return (
    <p
      role="status"
      data-testid="stock-badge"
      className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${soldOut ? 'bg-mist text-muted' : 'bg-sale/10 text-sale'}`}
    >
      {i18n._(badge)}
    </p>
  );
}

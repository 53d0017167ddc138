import { Trans } from '@lingui/react/macro';
import { Money } from '~/components/ui/Money';

interface PriceProps {
  price: number;
  compareAtPrice: number | null;
  currencyCode: string;
  size?: 'sm' | 'lg';
}

/** The struck-through compare-at price (when higher) and the price, in the market's currency. */
export function Price({ price, compareAtPrice, currencyCode, size = 'sm' }: PriceProps) {
  const was = compareAtPrice !== null && compareAtPrice > price ? compareAtPrice : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="price">
      {was !== null && (
        <s className={`text-muted ${size === 'lg' ? 'text-base' : 'text-xs'}`} data-testid="compare-at-price">
          <span className="sr-only">
            <Trans>Was</Trans>{' '}
          </span>
          <Money amount={was} currency={currencyCode} />
        </s>
      )}
      <span className={`font-bold text-ink ${size === 'lg' ? 'text-2xl' : 'text-sm'}`} data-testid="current-price">
        {was !== null && (
          <span className="sr-only">
            <Trans>Now</Trans>{' '}
          </span>
        )}
        <Money amount={price} currency={currencyCode} />
      </span>
    </p>
  );
}

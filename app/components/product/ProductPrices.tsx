import { Trans } from '@lingui/react/macro';
import { Money } from '~/components/ui/Money';
import { useFormatNumber } from '~/i18n/numbers';
import { discountPercent, savingAmount } from '~/lib/money';

/** SPEC §2 prices: was / now / you save (amount and percent off). */
export function ProductPrices({
  price,
  compareAtPrice,
  currencyCode,
}: {
  price: number;
  compareAtPrice: number | null;
  currencyCode: string;
}) {
  const number = useFormatNumber();
  const saving = savingAmount(price, compareAtPrice, currencyCode);
  const percent = number(discountPercent(price, compareAtPrice) / 100, { style: 'percent' });
  return (
    <div className="mt-4" data-testid="product-prices">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-bold text-ink" data-testid="product-price">
          <span className="sr-only">
            <Trans>Now</Trans>{' '}
          </span>
          <Money amount={price} currency={currencyCode} />
        </p>
        {saving > 0 && compareAtPrice !== null && (
          <p className="text-lg text-muted">
            <span className="sr-only">
              <Trans>Was</Trans>{' '}
            </span>
            <s data-testid="product-compare-at">
              <Money amount={compareAtPrice} currency={currencyCode} />
            </s>
          </p>
        )}
      </div>
      {saving > 0 && (
        <p className="mt-1 text-sm font-semibold text-sale" data-testid="you-save">
          <Trans>
            You save <Money amount={saving} currency={currencyCode} /> ({percent} off)
          </Trans>
        </p>
      )}
      <p className="mt-1 text-xs text-muted">
        <Trans>Inclusive of VAT</Trans>
      </p>
    </div>
  );
}

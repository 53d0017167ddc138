import { discountPercent, formatMoney, savingAmount } from '~/lib/money';

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
  const saving = savingAmount(price, compareAtPrice, currencyCode);
  const percent = discountPercent(price, compareAtPrice);
  return (
    <div className="mt-4" data-testid="product-prices">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-bold text-ink" data-testid="product-price">
          <span className="sr-only">Now </span>
          {formatMoney(price, currencyCode)}
        </p>
        {saving > 0 && compareAtPrice !== null && (
          <p className="text-lg text-muted">
            <span className="sr-only">Was </span>
            <s data-testid="product-compare-at">{formatMoney(compareAtPrice, currencyCode)}</s>
          </p>
        )}
      </div>
      {saving > 0 && (
        <p className="mt-1 text-sm font-semibold text-sale" data-testid="you-save">
          You save {formatMoney(saving, currencyCode)} ({percent}% off)
        </p>
      )}
      <p className="mt-1 text-xs text-muted">Inclusive of VAT</p>
    </div>
  );
}

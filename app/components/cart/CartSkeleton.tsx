import { useLingui } from '@lingui/react/macro';

const block = 'animate-pulse rounded-lg bg-mist';

/** What the cart page shows while its data is on the way (client navigations). */
export function CartSkeleton() {
  const { t } = useLingui();
  return (
    <div
      className="grid gap-8 min-[1102px]:grid-cols-[1fr_380px]"
      data-testid="cart-skeleton"
      aria-busy="true"
      aria-label={t`Loading cart`}
    >
      <div className="space-y-4">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex gap-4 rounded-2xl border border-line p-4">
            <div className={`${block} size-24 shrink-0 rounded-xl min-[786px]:size-32`} />
            <div className="flex-1 space-y-3 py-1">
              <div className={`${block} h-5 w-3/4`} />
              <div className={`${block} h-4 w-1/3`} />
              <div className={`${block} h-4 w-1/2`} />
              <div className={`${block} h-4 w-1/4`} />
            </div>
          </div>
        ))}
      </div>
      <div className={`${block} h-80 rounded-2xl`} />
    </div>
  );
}

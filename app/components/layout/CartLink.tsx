import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CartIcon } from '~/components/ui/icons';
import { cartBadgeText } from '~/lib/cart-badge';

export function CartLink({ count }: { count: number }) {
  const { t } = useLingui();
  const badge = cartBadgeText(count);
  return (
    <Link
      to="/cart"
      className="relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-mist"
      aria-label={badge ? t`Cart, ${plural(count, { one: '# item', other: '# items' })}` : t`Cart`}
    >
      <CartIcon />
      {badge && (
        <span
          data-testid="cart-badge"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-sale px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}

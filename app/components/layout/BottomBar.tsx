import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { CartIcon, GridIcon, HomeIcon, TagIcon } from '~/components/ui/icons';
import { cartBadgeText } from '~/lib/cart-badge';

const items = [
  { label: msg`Home`, to: '/', Icon: HomeIcon },
  { label: msg`Offer`, to: '/offer', Icon: TagIcon },
  { label: msg`Category`, to: '/category', Icon: GridIcon },
  { label: msg`Cart`, to: '/cart', Icon: CartIcon },
] as const;

/** Phone-sized screens get the four main destinations at the thumb. */
export function BottomBar({ cartCount }: { cartCount: number }) {
  const { t, i18n } = useLingui();
  const badge = cartBadgeText(cartCount);
  return (
    <nav
      aria-label={t`Quick links`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {items.map(({ label, to, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `relative flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? 'text-brand' : 'text-muted'}`
              }
            >
              <Icon className="size-6" />
              {i18n._(label)}
              {to === '/cart' && badge && (
                <span className="absolute start-1/2 top-1 ms-2 min-w-4 rounded-full bg-sale px-1 text-center text-[10px] leading-4 font-bold text-white">
                  {badge}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

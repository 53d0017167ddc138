import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { MailIcon, UserCheckIcon, UserIcon } from '~/components/ui/icons';
import { mainNav } from '~/lib/navigation';
import { CartLink } from './CartLink';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MarketSelector } from './MarketSelector';
import { SearchBox } from './SearchBox';

interface HeaderProps {
  cartCount: number;
  signedIn: boolean;
}

export function Header({ cartCount, signedIn }: HeaderProps) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  // The gender links share a path and differ by query, so the whole URL decides which is current.
  const current = location.pathname + location.search;
  const AccountIcon = signedIn ? UserCheckIcon : UserIcon;
  const contact = t`Contact`;
  return (
    <header className="border-b border-line bg-white">
      <div className="container-shop flex h-16 items-center gap-2 sm:gap-4">
        <Logo />
        <div className="hidden flex-1 md:block md:max-w-xl md:ps-6">
          <SearchBox id="search-desktop" />
        </div>
        <div className="ms-auto flex items-center">
          <LanguageSwitch
            compact
            className="inline-flex h-10 min-w-10 items-center justify-center rounded-full px-2 text-sm font-semibold text-ink hover:bg-mist sm:px-3"
          />
          <MarketSelector />
        </div>
        <nav aria-label={t`Account`} className="flex items-center sm:gap-1">
          <Link
            to="/contact"
            className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full px-2 text-sm font-medium text-ink hover:bg-mist sm:px-3"
          >
            <MailIcon className="size-5" />
            <span className="hidden sm:inline">{contact}</span>
            <span className="sr-only sm:hidden">{contact}</span>
          </Link>
          <Link
            to={signedIn ? '/profile' : '/login'}
            className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-mist"
            aria-label={signedIn ? t`My account` : t`Log in`}
            data-signed-in={signedIn}
          >
            <AccountIcon />
          </Link>
          <CartLink count={cartCount} />
        </nav>
      </div>
      <div className="container-shop pb-3 md:hidden">
        <SearchBox id="search-mobile" />
      </div>
      <nav aria-label={t`Main`} className="border-t border-line">
        <ul className="container-shop flex gap-1 overflow-x-auto py-1 text-sm font-medium whitespace-nowrap">
          {mainNav.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={current === link.to ? 'page' : undefined}
                className="inline-block rounded-full px-3 py-2 text-ink hover:bg-mist aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand"
              >
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { categoryLinks, customerCareLinks, socialLinks, type NavLink } from '~/lib/navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { PaymentLogos } from './PaymentLogos';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-white/80 hover:text-white hover:underline">
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ year }: { year: number }) {
  const { t } = useLingui();
  // The padding keeps the footer's last line above the phone's bottom bar; on main it only opened a gap above the footer.
  return (
    <footer className="mt-16 bg-brand-dark pb-20 text-white md:pb-0">
      <div className="container-shop grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold">
            <Trans>Nazzara</Trans>
            <span className="text-gold-light">.</span>
          </p>
          <p className="mt-3 text-sm leading-6 text-white/80">
            <Trans>Sunglasses, eyeglasses and contact lenses from the brands you love, delivered free across the UAE.</Trans>
          </p>
          <p className="mt-3 text-sm text-white/80">
            <Trans>
              Support: Monday to Friday <bdi>9:00-17:00</bdi>
            </Trans>
          </p>
          <LanguageSwitch className="mt-4 inline-flex h-10 items-center rounded-full border border-white/40 px-4 text-sm font-semibold text-white hover:bg-white/10" />
        </div>
        <LinkColumn title={t`Customer care`} links={customerCareLinks} />
        <LinkColumn title={t`Categories`} links={categoryLinks} />
        <div>
          <nav aria-label={t`Follow us`}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
              <Trans>Follow us</Trans>
            </h2>
            <ul className="space-y-2 text-sm">
              {socialLinks.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="text-white/80 hover:text-white hover:underline"
                  >
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="mt-6 mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>We accept</Trans>
          </h2>
          <PaymentLogos />
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="container-shop py-5 text-xs text-white/70">
          <Trans>© {year} Nazzara. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}

import { Link } from 'react-router';
import { categoryLinks, customerCareLinks, socialLinks, type NavLink } from '~/lib/navigation';
import { PaymentLogos } from './PaymentLogos';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-white/80 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ year }: { year: number }) {
  return (
    <footer className="mt-16 bg-brand-dark text-white">
      <div className="container-shop grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold">
            Nazzara<span className="text-gold-light">.</span>
          </p>
          <p className="mt-3 text-sm leading-6 text-white/80">
            Sunglasses, eyeglasses and contact lenses from the brands you love, delivered free across the UAE.
          </p>
          <p className="mt-3 text-sm text-white/80">Support: Monday to Friday 9:00-17:00</p>
        </div>
        <LinkColumn title="Customer care" links={customerCareLinks} />
        <LinkColumn title="Categories" links={categoryLinks} />
        <div>
          <nav aria-label="Follow us">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
            <ul className="space-y-2 text-sm">
              {socialLinks.map((link) => (
                <li key={link.to}>
                  <a href={link.to} rel="noopener noreferrer" target="_blank" className="text-white/80 hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="mt-6 mb-3 text-sm font-semibold tracking-wide text-white uppercase">We accept</h2>
          <PaymentLogos />
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="container-shop py-5 text-xs text-white/70">© {year} Nazzara. All rights reserved.</p>
      </div>
    </footer>
  );
}

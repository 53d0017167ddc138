import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ChevronEndIcon } from '~/components/ui/icons';
import { GlassesArt } from './GlassesArt';

/** SPEC §2 category links; the mobile list spells two of them with spaces, as the SPEC does. */
const DESKTOP = [
  { label: msg`Sunglasses`, to: '/shop/Sunglasses', art: { frame: '#1b1b1b', lens: '#2e6b47', shape: 'aviator' as const } },
  { label: msg`Eyeglasses`, to: '/shop/Eyeglasses', art: { frame: '#7a4a22', lens: '#dfe8ee', shape: 'square' as const } },
  { label: msg`Contact Lenses`, to: '/shop/ContactLenses', art: { frame: '#b8bcc2', lens: '#2f5d9e', shape: 'round' as const } },
  { label: msg`Clip-on`, to: '/shop/Clip-on', art: { frame: '#53565b', lens: '#1b1b1b', shape: 'square' as const } },
  { label: msg`Reading Glasses`, to: '/shop/Reading-glass', art: { frame: '#6d1a2c', lens: '#f4f4f2', shape: 'round' as const } },
  { label: msg`Safety Glasses`, to: '/shop/Safety-glass', art: { frame: '#e8c547', lens: '#dfe8ee', shape: 'square' as const } },
];

const MOBILE = [
  { label: msg`Sunglasses`, to: '/shop/Sunglasses' },
  { label: msg`Eyeglasses`, to: '/shop/Eyeglasses' },
  { label: msg`Contact Lenses`, to: '/shop/ContactLenses' },
  { label: msg`Clip-on`, to: '/shop/Clip-on' },
  { label: msg`Reading Glasses`, to: '/shop/Reading glass' },
  { label: msg`Safety Glasses`, to: '/shop/Safety glass' },
];

export function CategorySection() {
  const { i18n } = useLingui();
  return (
    <>
      <section className="container-shop hidden py-10 md:block" aria-labelledby="category-title" data-testid="category-desktop">
        <h2 id="category-title" className="mb-6 text-2xl font-bold tracking-tight">
          <Trans>Category</Trans>
        </h2>
        <ul className="grid grid-cols-3 gap-5">
          {DESKTOP.map((category) => (
            <li key={category.to}>
              <Link
                to={category.to}
                className="group flex h-44 items-center justify-between gap-4 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-soft to-white p-6 ring-1 ring-line transition-shadow hover:shadow-lg"
              >
                <span className="text-xl font-bold">{i18n._(category.label)}</span>
                <GlassesArt {...category.art} className="h-auto w-40 transition-transform group-hover:scale-105" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="container-shop py-8 md:hidden" aria-labelledby="frames-title" data-testid="category-mobile">
        <h2 id="frames-title" className="mb-4 text-2xl font-bold tracking-tight">
          <Trans>Frames</Trans>
        </h2>
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {MOBILE.map((category) => (
            <li key={category.to}>
              <Link to={category.to} className="flex items-center justify-between px-4 py-3.5 font-medium hover:text-brand">
                {i18n._(category.label)}
                <ChevronEndIcon width={18} height={18} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { GlassesArt } from './GlassesArt';

const BANNERS = [
  {
    title: msg`Free delivery across the UAE`,
    text: msg`Same-day in Dubai for orders before 10:00.`,
    to: '/shipping-delivery',
    cta: msg`Delivery details`,
    tone: 'from-[#f3e7cf] to-[#e0b35a]',
    art: { frame: '#1b1b1b', lens: '#8a8d91', shape: 'square' as const },
  },
  {
    title: msg`Polarized for the desert sun`,
    text: msg`Glare-free lenses from Oakley, Maui Jim and Ray-Ban.`,
    to: '/query?query=polarized',
    cta: msg`Shop polarized`,
    tone: 'from-[#d9ecef] to-[#8fc4cc]',
    art: { frame: '#0d4a57', lens: '#2e6b47', shape: 'aviator' as const },
  },
];

/** SPEC §2 home: two banner images (drawn, so they cost no image request and never shift). */
export function Banners() {
  const { t, i18n } = useLingui();
  return (
    <section className="container-shop grid gap-5 py-8 md:grid-cols-2" aria-label={t`Offers`}>
      {BANNERS.map((banner) => (
        <div
          key={banner.to}
          className={`relative flex min-h-56 items-center overflow-hidden rounded-3xl bg-gradient-to-br ${banner.tone} p-6 sm:p-8`}
        >
          {/* The link follows the text in the flow: placed at a fixed spot, it ran into text that wrapped on phones. */}
          <div className="relative z-10 max-w-[60%]">
            <p className="text-2xl font-bold tracking-tight text-ink">{i18n._(banner.title)}</p>
            <p className="mt-2 text-sm text-ink/75">{i18n._(banner.text)}</p>
            <Link to={banner.to} className="mt-4 inline-block text-sm font-semibold text-brand-dark underline">
              {i18n._(banner.cta)}
            </Link>
          </div>
          <GlassesArt {...banner.art} className="absolute -end-6 bottom-4 h-auto w-44 opacity-90 sm:w-64" />
        </div>
      ))}
    </section>
  );
}

import { Link } from 'react-router';
import { GlassesArt } from './GlassesArt';

const BANNERS = [
  {
    title: 'Free delivery across the UAE',
    text: 'Same-day in Dubai for orders before 10:00.',
    to: '/shipping-delivery',
    cta: 'Delivery details',
    tone: 'from-[#f3e7cf] to-[#e0b35a]',
    art: { frame: '#1b1b1b', lens: '#8a8d91', shape: 'square' as const },
  },
  {
    title: 'Polarized for the desert sun',
    text: 'Glare-free lenses from Oakley, Maui Jim and Ray-Ban.',
    to: '/query?query=polarized',
    cta: 'Shop polarized',
    tone: 'from-[#d9ecef] to-[#8fc4cc]',
    art: { frame: '#0d4a57', lens: '#2e6b47', shape: 'aviator' as const },
  },
];

/** SPEC §2 home: two banner images (drawn, so they cost no image request and never shift). */
export function Banners() {
  return (
    <section className="container-shop grid gap-5 py-8 md:grid-cols-2" aria-label="Offers">
      {BANNERS.map((banner) => (
        <div
          key={banner.title}
          className={`relative flex h-56 items-center overflow-hidden rounded-3xl bg-gradient-to-br ${banner.tone} p-6 sm:p-8`}
        >
          <div className="relative z-10 max-w-[60%]">
            <p className="text-2xl font-bold tracking-tight text-ink">{banner.title}</p>
            <p className="mt-2 text-sm text-ink/75">{banner.text}</p>
          </div>
          <GlassesArt {...banner.art} className="absolute -end-6 bottom-4 h-auto w-56 opacity-90 sm:w-64" />
          <Link
            to={banner.to}
            className="absolute start-6 bottom-6 z-10 text-sm font-semibold text-brand-dark underline sm:start-8"
          >
            {banner.cta}
          </Link>
        </div>
      ))}
    </section>
  );
}

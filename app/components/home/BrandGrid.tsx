import { Trans } from '@lingui/react/macro';

/** SPEC §2 'Pick your Brand': the 12 brands as wordmarks (their own names in every language); not links. */
const BRANDS = [
  'D&G',
  'Burberry',
  'Gucci',
  'Tiffany',
  'Vogue',
  'Armani Exchange',
  'Versace',
  'Ray-Ban',
  'Prada',
  'Oakley',
  'Amara',
  'Michael Kors',
];

export function BrandGrid() {
  return (
    <section className="container-shop py-10" aria-labelledby="brand-title">
      <h2 id="brand-title" className="mb-6 text-center text-2xl font-bold tracking-tight">
        <Trans>Pick your Brand</Trans>
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid="brand-grid">
        {BRANDS.map((brand) => (
          <li
            key={brand}
            className="flex h-20 items-center justify-center rounded-2xl border border-line bg-white px-2 text-center font-serif text-base font-semibold tracking-wide text-ink/80 uppercase sm:text-lg"
          >
            {brand}
          </li>
        ))}
      </ul>
    </section>
  );
}

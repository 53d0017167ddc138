import { Link } from 'react-router';
import { GlassesIcon } from '~/components/ui/icons';
import { PageTitle } from '~/components/ui/PageTitle';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Categories');

const categories = [
  { label: 'Sunglasses', to: '/shop/Sunglasses', note: 'UV400 and polarized lenses' },
  { label: 'Eyeglasses', to: '/shop/Eyeglasses', note: 'Optical frames for every face' },
  { label: 'Contact Lenses', to: '/shop/ContactLenses', note: 'Daily, monthly and colour lenses' },
];

export default function Category() {
  return (
    <div className="container-shop py-10">
      <PageTitle>Categories</PageTitle>
      <ul className="grid gap-5 md:grid-cols-3">
        {categories.map((category) => (
          <li key={category.to}>
            <Link
              to={category.to}
              className="group flex h-48 flex-col justify-between rounded-3xl bg-brand p-6 text-white transition-colors hover:bg-brand-dark"
            >
              <GlassesIcon className="size-10 text-gold-light" />
              <span>
                <span className="block text-2xl font-bold">{category.label}</span>
                <span className="mt-1 block text-sm text-white/80">{category.note}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

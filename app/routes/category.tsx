import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Title } from '~/components/layout/Title';
import { GlassesIcon } from '~/components/ui/icons';
import { PageTitle } from '~/components/ui/PageTitle';

const categories = [
  { label: msg`Sunglasses`, to: '/shop/Sunglasses', note: msg`UV400 and polarized lenses` },
  { label: msg`Eyeglasses`, to: '/shop/Eyeglasses', note: msg`Optical frames for every face` },
  { label: msg`Contact Lenses`, to: '/shop/ContactLenses', note: msg`Daily, monthly and colour lenses` },
];

export default function Category() {
  const { t, i18n } = useLingui();
  const title = t`Categories`;
  return (
    <div className="container-shop py-10">
      <Title>{title}</Title>
      <PageTitle>{title}</PageTitle>
      <ul className="grid gap-5 md:grid-cols-3">
        {categories.map((category) => (
          <li key={category.to}>
            <Link
              to={category.to}
              className="group flex h-48 flex-col justify-between rounded-3xl bg-brand p-6 text-white transition-colors hover:bg-brand-dark"
            >
              <GlassesIcon className="size-10 text-gold-light" />
              <span>
                <span className="block text-2xl font-bold">{i18n._(category.label)}</span>
                <span className="mt-1 block text-sm text-white/80">{i18n._(category.note)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

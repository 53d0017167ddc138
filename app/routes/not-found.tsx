import { useLingui } from '@lingui/react/macro';
import { data } from 'react-router';
import { NotFound } from '~/components/layout/NotFound';
import { Title } from '~/components/layout/Title';

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  const { t } = useLingui();
  return (
    <>
      <Title>{t`Page not found`}</Title>
      <NotFound />
    </>
  );
}

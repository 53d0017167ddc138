import { useLingui } from '@lingui/react/macro';
import { data } from 'react-router';
import { NotFound } from '~/components/layout/NotFound';
import { Title } from '~/components/layout/Title';
import type { IndexingHandle } from '~/lib/page-indexing';

export function loader() {
  return data(null, { status: 404 });
}

/** A page that is not there is no address to index: no canonical or alternates (AlternateLinks). */
export const handle: IndexingHandle<unknown> = { noindex: () => true };

export default function NotFoundRoute() {
  const { t } = useLingui();
  return (
    <>
      <Title>{t`Page not found`}</Title>
      <NotFound />
    </>
  );
}

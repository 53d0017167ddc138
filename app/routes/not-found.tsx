import { data } from 'react-router';
import { NotFound } from '~/components/layout/NotFound';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Page not found');

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

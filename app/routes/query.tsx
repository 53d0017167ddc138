import { Placeholder } from '~/components/layout/Placeholder';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Search results');

export default function Query() {
  return <Placeholder title="Search results" />;
}

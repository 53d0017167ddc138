import { Placeholder } from '~/components/layout/Placeholder';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Shop');

export default function Shop() {
  return <Placeholder title="Shop" />;
}

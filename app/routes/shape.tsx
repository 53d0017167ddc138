import { Placeholder } from '~/components/layout/Placeholder';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Shop by shape');

export default function Shape() {
  return <Placeholder title="Shop by shape" />;
}

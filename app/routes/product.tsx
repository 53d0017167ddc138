import { Placeholder } from '~/components/layout/Placeholder';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Product');

export default function Product() {
  return <Placeholder title="Product" />;
}

import { Placeholder } from '~/components/layout/Placeholder';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Cart');

export default function Cart() {
  return <Placeholder title="Cart" />;
}

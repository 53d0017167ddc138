import { Link } from 'react-router';
import { pageTitle } from '~/lib/page-title';

export const meta = () => pageTitle('Offers');

export default function Offer() {
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">Limited Time Offers!</h1>
      <p className="mt-4 text-2xl font-semibold text-gold">Available Soon</p>
      <p className="mt-3 max-w-md text-muted">Our seasonal offers are on their way. Until then, browse the full collection.</p>
      <Link to="/shop" className="btn-primary mt-8">
        Browse the shop
      </Link>
    </section>
  );
}

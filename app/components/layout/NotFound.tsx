import { Link } from 'react-router';

export function NotFound({ message = 'Page not found' }: { message?: string }) {
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-gold">404</p>
      <h1 className="mt-2 text-3xl font-bold">{message}</h1>
      <p className="mt-3 max-w-md text-muted">The page you are looking for has moved, sold out or never existed.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Back to home
        </Link>
        <Link to="/shop" className="btn-outline">
          Browse the shop
        </Link>
      </div>
    </section>
  );
}

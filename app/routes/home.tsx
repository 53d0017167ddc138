import { Link } from 'react-router';
import { categoryLinks } from '~/lib/navigation';

export default function Home() {
  return (
    <>
      <section className="bg-brand-soft">
        <div className="container-shop py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-gold uppercase">New season</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">See the summer in style</h1>
          <p className="mt-4 max-w-xl text-lg text-ink/80">
            Designer sunglasses, eyeglasses and contact lenses, with free delivery across the UAE.
          </p>
          <Link to="/shop" className="btn-primary mt-8">
            Shop now
          </Link>
        </div>
      </section>
      <section className="container-shop py-12" aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-6 text-2xl font-bold">
          Category
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {categoryLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex h-24 items-center justify-center rounded-2xl border border-line bg-mist text-lg font-semibold hover:border-brand"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

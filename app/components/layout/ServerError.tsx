import { Link } from 'react-router';

export function ServerError({ status, detail }: { status: number; detail?: string }) {
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-gold">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 max-w-md text-muted">We could not load this page. Please try again in a moment.</p>
      <Link to="/" className="btn-primary mt-8">
        Back to home
      </Link>
      {detail && <pre className="mt-8 max-w-full overflow-auto rounded bg-mist p-4 text-start text-xs">{detail}</pre>}
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** Stands in for a page whose data arrives with a later part of the shop. */
export function Placeholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="container-shop py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 max-w-xl text-muted">
        {children ?? (
          <p>
            <Trans>This part of the shop opens soon.</Trans>
          </p>
        )}
      </div>
      <Link to="/" className="btn-outline mt-8">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}

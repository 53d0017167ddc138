import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

export function ServerError({ status, detail, message }: { status: number; detail?: string; message?: string }) {
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-gold">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-3 max-w-md text-muted">
        {message ?? <Trans>We could not load this page. Please try again in a moment.</Trans>}
      </p>
      <Link to="/" className="btn-primary mt-8">
        <Trans>Back to home</Trans>
      </Link>
      {detail && <pre className="mt-8 max-w-full overflow-auto rounded bg-mist p-4 text-start text-xs">{detail}</pre>}
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '~/components/ui/PageTitle';
import { Title } from './Title';

/** A static policy page (SPEC §2): its title is also the document's. */
export function PolicyPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className="container-shop max-w-3xl py-10">
      <Title>{title}</Title>
      <PageTitle lead={lead}>{title}</PageTitle>
      <div className="prose-policy">{children}</div>
      <p className="mt-10 text-sm text-muted">
        <Trans>
          Questions? Our team answers Monday to Friday <bdi>9:00-17:00</bdi> through the{' '}
          <Link className="text-brand underline" to="/contact">
            contact page
          </Link>
          .
        </Trans>
      </p>
    </article>
  );
}

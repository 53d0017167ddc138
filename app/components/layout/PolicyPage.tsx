import type { ReactNode } from 'react';
import { PageTitle } from '~/components/ui/PageTitle';

export function PolicyPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className="container-shop max-w-3xl py-10">
      <PageTitle lead={lead}>{title}</PageTitle>
      <div className="prose-policy">{children}</div>
      <p className="mt-10 text-sm text-muted">
        Questions? Our team answers Monday to Friday 9:00-17:00 through the <a className="text-brand underline" href="/contact">contact page</a>.
      </p>
    </article>
  );
}

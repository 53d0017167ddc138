import type { ReactNode } from 'react';

export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{children}</h1>
      {lead && <p className="mt-3 max-w-2xl text-muted">{lead}</p>}
    </div>
  );
}

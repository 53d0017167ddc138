import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronEndIcon } from './icons';

export interface Crumb {
  label: ReactNode;
  to?: string;
}

/** Where the page sits in the shop; the last crumb is the current page. Separators point the reading way. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          // A page's trail never reorders: a crumb's position is its identity.
          <li key={index} className="flex items-center gap-1.5">
            {index > 0 && <ChevronEndIcon width={14} height={14} />}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BidiText } from './Bidi';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the page sits in the shop; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden="true">/</span>}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand hover:underline">
                <BidiText text={item.label} />
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink">
                <BidiText text={item.label} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

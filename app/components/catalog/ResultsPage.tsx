import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ProductGrid } from '~/components/product/ProductGrid';
import { Breadcrumb } from '~/components/ui/Breadcrumb';
import type { CardItem } from '~/lib/catalog/card';
import { LoadMore } from './LoadMore';
import { ResultCount } from './ResultCount';

interface ResultsPageProps {
  title: string;
  lead?: ReactNode;
  items: CardItem[];
  total: number;
  show: number;
}

/** A plain list of products with a heading and Load More: the shapes' pages. */
export function ResultsPage({ title, lead, items, total, show }: ResultsPageProps) {
  const { t } = useLingui();
  return (
    <div className="container-shop py-6 sm:py-8">
      <Breadcrumb items={[{ label: t`Home`, to: '/' }, { label: title }]} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {lead && <div className="mt-1 text-sm text-muted">{lead}</div>}
      <ResultCount total={total} className="mt-1 mb-6 text-sm text-muted" />
      <ProductGrid items={items} />
      <LoadMore shown={items.length} total={total} show={show} />
    </div>
  );
}

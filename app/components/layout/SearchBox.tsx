import { Form, useSearchParams } from 'react-router';
import { SearchIcon } from '~/components/ui/icons';

/** Submits to the results page; a plain GET form, so it works before JavaScript loads. */
export function SearchBox({ id }: { id: string }) {
  const [params] = useSearchParams();
  return (
    <Form action="/query" method="get" role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name="query"
        type="search"
        defaultValue={params.get('query') ?? ''}
        placeholder="Search sunglasses, brands, shapes…"
        autoComplete="off"
        className="field rounded-full ps-10"
      />
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
    </Form>
  );
}

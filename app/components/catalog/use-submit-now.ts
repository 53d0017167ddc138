import { useHref, useLocation, useSubmit } from 'react-router';
import type { KeptParams, ListingChange } from '~/lib/catalog/shop-query';
import { paramsNow } from './params-now';

/** Submits one of the listing's forms with its own fields over the listing's address now (paramsNow). */
export function useSubmitNow(kept: KeptParams, change: ListingChange) {
  const location = useLocation();
  const submit = useSubmit();
  const page = { href: useHref(location.pathname), kept };
  return (form: HTMLFormElement) =>
    void submit(paramsNow(form, change, page), { action: location.pathname, preventScrollReset: true });
}

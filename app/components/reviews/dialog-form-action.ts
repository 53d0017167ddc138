import { useLocation } from 'react-router';

/**
 * Where a review dialog's form posts without JavaScript: this page with its dialog, at the reviews.
 * The answer then opens there, so a refusal no dialog can show (a review deleted meanwhile), said
 * above the list, is in view rather than far below the top of a reloaded page.
 */
export function useDialogFormAction(handle: string): string {
  const { search } = useLocation();
  return `/product/${handle}${search}#reviews`;
}

/**
 * Which review dialog a product page URL opens: `?review=new` (write), `?review=edit-12` or
 * `?review=delete-12`. The URL carries it so the dialogs open without JavaScript too (the GET forms
 * behind 'Add Review', 'Edit' and 'Delete'); with JavaScript they open in place and the URL stays.
 */
export const REVIEW_PARAM = 'review';

export type DialogRequest = { kind: 'new' } | { kind: 'edit' | 'delete'; id: number };

export function dialogParam(request: DialogRequest): string {
  return request.kind === 'new' ? 'new' : `${request.kind}-${request.id}`;
}

export function readDialogParam(value: string | null): DialogRequest | null {
  if (value === 'new') return { kind: 'new' };
  const match = /^(edit|delete)-([1-9]\d{0,15})$/.exec(value ?? '');
  return match ? { kind: match[1] as 'edit' | 'delete', id: Number(match[2]) } : null;
}

/** The page's query without the dialog: where Cancel, and a saved review, lead back to. */
export function withoutDialog(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(REVIEW_PARAM);
  return next;
}

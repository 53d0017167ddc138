import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { REVIEW_DONE } from '~/components/reviews/messages';
import { withoutDialog } from '~/components/reviews/review-params';
import { toLogin } from '../account/customer.server';
import { readForm } from '../forms/read-form.server';
import { commitSession, getSession } from '../session.server';
import { flashToast } from '../toast.server';
import { handleReviewForm } from './form.server';
import { reviewDeps } from './request.server';

/**
 * The product page's action: the review dialogs' forms post here when JavaScript is off (with it,
 * they call the JSON API). Done → back to the product's reviews (an edit or delete with a toast), so a reload does not
 * post again; not done → the page again with the dialog, its field errors and what was typed.
 * A visitor, or a customer whose sign-in expired, goes to /login and comes back here after.
 */
export async function reviewFormAction({ request, params, context }: ActionFunctionArgs) {
  const handle = params.handle ?? '';
  const [deps, session] = await Promise.all([reviewDeps(request, context, true), getSession(request, context)]);
  if (!deps.author) return toLogin(session, request, context.language, true);
  const form = await readForm(request, deps.i18n, { multiLine: ['review_body'] });
  const outcome = await handleReviewForm(deps, handle, form);
  if (!outcome.done) return data(outcome.feedback, { status: outcome.status });

  if (outcome.intent !== 'create') flashToast(session, { kind: 'success', message: deps.i18n._(REVIEW_DONE[outcome.intent]) });
  const query = withoutDialog(new URL(request.url).searchParams).toString();
  return redirect(`/product/${encodeURIComponent(handle)}${query ? `?${query}` : ''}#reviews`, {
    headers: { 'Set-Cookie': await commitSession(session) },
  });
}

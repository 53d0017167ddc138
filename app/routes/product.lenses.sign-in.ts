import { redirect } from 'react-router';
import { commitSession, getSession, isSignedIn, returnPath } from '~/server/session.server';
import type { Route } from './+types/product.lenses.sign-in';

/** What the lens page is opened with again after the sign-in: the frame and the usage chosen. */
const KEPT = ['variant', 'usage'] as const;

/**
 * The lens steps' 'Sign in' link (a GET, so it works before JavaScript loads): a guest has the lens
 * page saved as redirectAfterLogin, with the frame and usage they chose and 'Use a saved
 * prescription' picked, and goes to /login; a signed-in customer goes straight there.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lensPage = new URL(`/product/${encodeURIComponent(params.handle)}/lenses`, request.url);
  const asked = new URL(request.url).searchParams;
  for (const name of KEPT) {
    const value = asked.get(name);
    if (value) lensPage.searchParams.set(name, value);
  }
  lensPage.searchParams.set('rx', 'saved');
  const session = await getSession(request, context);
  if (isSignedIn(session)) return redirect(`${lensPage.pathname}${lensPage.search}`);
  session.set('redirectAfterLogin', returnPath(new Request(lensPage)));
  return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
}

import { signInFirst } from '~/server/session.server';
import type { Route } from './+types/product.lenses.sign-in';

/** What the lens page is opened with again after the sign-in: the frame and the usage chosen. */
const KEPT = ['variant', 'usage'] as const;

/**
 * The lens steps' 'Sign in' link: a guest has the lens page saved as redirectAfterLogin, with the
 * frame and usage they chose and 'Use a saved prescription' picked, and goes to /login; a signed-in
 * customer goes straight there.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lensPage = new URL(`/product/${encodeURIComponent(params.handle)}/lenses`, request.url);
  const asked = new URL(request.url).searchParams;
  for (const name of KEPT) {
    const value = asked.get(name);
    if (value) lensPage.searchParams.set(name, value);
  }
  lensPage.searchParams.set('rx', 'saved');
  return signInFirst(request, context, lensPage);
}

import { redirect } from 'react-router';
import { marketFor } from '~/lib/markets';
import { safeLocalPath } from '~/lib/safe-path';
import { marketCookie } from '~/server/market.server';
import { readForm } from '~/server/forms/read-form.server';
import { i18nFor } from '~/i18n/catalogs.server';
import type { Route } from './+types/market';

/** The header's country/currency selector posts here (works without JavaScript), then goes back. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, i18nFor(context.language));
  const country = form.get('country');
  const market = marketFor(typeof country === 'string' ? country : null);
  // Only paths of this shop: a crafted `redirectTo` must not send the shopper elsewhere.
  return redirect(safeLocalPath(form.get('redirectTo')), {
    headers: { 'Set-Cookie': await marketCookie.serialize(market.country) },
  });
}

export function loader() {
  return redirect('/');
}
